ALTER TABLE `games` ADD `record_key` text;--> statement-breakpoint
CREATE INDEX `games_compact` ON `games` (`finished_at`) WHERE status = 'finished' and record_key is null;