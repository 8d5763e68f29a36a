ALTER TABLE `games` ADD `undo_seat` integer;--> statement-breakpoint
ALTER TABLE `games` ADD `undo_state` text;