CREATE TABLE `actions` (
	`game_id` text NOT NULL,
	`seq` integer NOT NULL,
	`seat` integer NOT NULL,
	`action` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `seq`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`ruleset` text NOT NULL,
	`engine_version` integer NOT NULL,
	`options` text NOT NULL,
	`seed` text NOT NULL,
	`players` integer NOT NULL,
	`status` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL,
	`join_code` text NOT NULL,
	`listed` integer DEFAULT true NOT NULL,
	`seats` text NOT NULL,
	`state` text,
	`log` text DEFAULT '[]' NOT NULL,
	`active` text DEFAULT '[]' NOT NULL,
	`result` text,
	`created_at` integer NOT NULL,
	`started_at` integer,
	`updated_at` integer NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `games_join_code` ON `games` (`join_code`);--> statement-breakpoint
CREATE INDEX `games_archive` ON `games` (`status`,`listed`,`finished_at`,`id`);--> statement-breakpoint
CREATE INDEX `games_archive_ruleset` ON `games` (`ruleset`,`status`,`listed`,`finished_at`,`id`);--> statement-breakpoint
CREATE TABLE `seats` (
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`token_hash` text NOT NULL,
	`joined_at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `seat`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `seats_token_hash` ON `seats` (`token_hash`);