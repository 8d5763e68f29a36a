CREATE TABLE `seat_notes` (
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	`text` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `seat`)
);
--> statement-breakpoint
ALTER TABLE `games` ADD `rematch_id` text;--> statement-breakpoint
ALTER TABLE `games` ADD `rematch_of` text;--> statement-breakpoint
ALTER TABLE `seats` ADD `rematch_from` integer;