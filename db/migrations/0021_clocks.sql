CREATE TABLE `away_spans` (
	`id` text PRIMARY KEY NOT NULL,
	`owner` text NOT NULL,
	`from_at` integer NOT NULL,
	`until_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `away_spans_owner` ON `away_spans` (`owner`,`until_at`);--> statement-breakpoint
ALTER TABLE `games` ADD `time_rules` text DEFAULT '{}' NOT NULL;