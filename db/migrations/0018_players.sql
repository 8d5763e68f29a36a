CREATE TABLE `passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `passkeys_player` ON `passkeys` (`player_id`);--> statement-breakpoint
CREATE TABLE `players` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`handle` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`settings` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `players_email` ON `players` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `players_handle` ON `players` (`handle`);--> statement-breakpoint
CREATE TABLE `rating_history` (
	`player_id` text NOT NULL,
	`game_id` text NOT NULL,
	`ruleset` text NOT NULL,
	`rank` integer NOT NULL,
	`mu` real NOT NULL,
	`sigma` real NOT NULL,
	`rating` integer NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`player_id`, `game_id`)
);
--> statement-breakpoint
CREATE INDEX `rating_history_game` ON `rating_history` (`game_id`);--> statement-breakpoint
CREATE TABLE `ratings` (
	`player_id` text NOT NULL,
	`ruleset` text NOT NULL,
	`mu` real NOT NULL,
	`sigma` real NOT NULL,
	`rating` integer NOT NULL,
	`games` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`player_id`, `ruleset`)
);
--> statement-breakpoint
CREATE INDEX `ratings_leaderboard` ON `ratings` (`ruleset`,`rating`,`player_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`method` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_player` ON `sessions` (`player_id`);--> statement-breakpoint
CREATE TABLE `signin_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`link_id` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `signin_links_link` ON `signin_links` (`link_id`);--> statement-breakpoint
CREATE TABLE `webauthn_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`challenge` text NOT NULL,
	`player_id` text,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `games` ADD `rated` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `seats` ADD `player_id` text;--> statement-breakpoint
CREATE INDEX `seats_player_id` ON `seats` (`player_id`) WHERE player_id is not null;