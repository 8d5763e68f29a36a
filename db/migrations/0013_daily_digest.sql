ALTER TABLE `seats` ADD `digest` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `seats_digest` ON `seats` (`game_id`) WHERE digest = 1;