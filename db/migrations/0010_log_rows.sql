CREATE TABLE `log_entries` (
	`game_id` text NOT NULL,
	`idx` integer NOT NULL,
	`entry` text NOT NULL,
	PRIMARY KEY(`game_id`, `idx`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `games` ADD `log_length` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Data: every game's log moves from its row into one row per entry (0-based idx), and the row keeps its length.
INSERT INTO `log_entries` (`game_id`, `idx`, `entry`) SELECT `games`.`id`, `e`.`key`, `e`.`value` FROM `games`, json_each(`games`.`log`) AS `e`;
--> statement-breakpoint
UPDATE `games` SET `log_length` = json_array_length(`log`);
