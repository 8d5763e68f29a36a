ALTER TABLE `games` ADD `open` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `games_open` ON `games` (`status`,`open`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `games_open_ruleset` ON `games` (`ruleset`,`status`,`open`,`created_at`,`id`);