CREATE TABLE `chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	`text` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chat_messages_game` ON `chat_messages` (`game_id`,`id`);--> statement-breakpoint
ALTER TABLE `games` ADD `chat_last` integer DEFAULT 0 NOT NULL;