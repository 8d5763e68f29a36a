CREATE TABLE `tournament_players` (
	`tournament_id` text NOT NULL,
	`player_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	`withdrawn_at` integer,
	`withdrawn_round` integer,
	`reason` text,
	PRIMARY KEY(`tournament_id`, `player_id`)
);
--> statement-breakpoint
CREATE INDEX `tournament_players_player` ON `tournament_players` (`player_id`);--> statement-breakpoint
CREATE TABLE `tournament_rounds` (
	`tournament_id` text NOT NULL,
	`round` integer NOT NULL,
	`started_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`byes` text NOT NULL,
	`ended_at` integer,
	PRIMARY KEY(`tournament_id`, `round`)
);
--> statement-breakpoint
CREATE TABLE `tournament_tables` (
	`tournament_id` text NOT NULL,
	`round` integer NOT NULL,
	`table_no` integer NOT NULL,
	`game_id` text NOT NULL,
	`seats` text NOT NULL,
	`places` text,
	`settled` text,
	PRIMARY KEY(`tournament_id`, `round`, `table_no`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tournament_tables_game` ON `tournament_tables` (`game_id`);--> statement-breakpoint
CREATE TABLE `tournaments` (
	`id` text PRIMARY KEY NOT NULL,
	`ruleset` text NOT NULL,
	`format` text NOT NULL,
	`table_size` integer NOT NULL,
	`status` text NOT NULL,
	`host_id` text NOT NULL,
	`rounds` integer,
	`min_players` integer NOT NULL,
	`max_players` integer NOT NULL,
	`starts_at` integer,
	`seed` text NOT NULL,
	`settings` text NOT NULL,
	`round` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	`next_check_at` integer
);
--> statement-breakpoint
CREATE INDEX `tournaments_status` ON `tournaments` (`status`,`starts_at`,`id`);--> statement-breakpoint
CREATE INDEX `tournaments_next_check` ON `tournaments` (`next_check_at`);--> statement-breakpoint
ALTER TABLE `games` ADD `tournament_id` text;--> statement-breakpoint
ALTER TABLE `games` ADD `tournament_round` integer;--> statement-breakpoint
CREATE INDEX `games_tournament` ON `games` (`tournament_id`,`tournament_round`);