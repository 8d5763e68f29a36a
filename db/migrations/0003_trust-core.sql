CREATE TABLE `game_repairs` (
	`game_id` text PRIMARY KEY NOT NULL,
	`queued_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `games` ADD `write_id` text;