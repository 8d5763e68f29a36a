CREATE TABLE `mail_addresses` (
	`address` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`confirmed_at` integer,
	`suppressed_at` integer
);
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `rendered` text;--> statement-breakpoint
CREATE INDEX `email_outbox_recipient` ON `email_outbox` (`recipient`,`created_at`);--> statement-breakpoint
ALTER TABLE `games` ADD `live_listed` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `games_live_listed` ON `games` (`status`,`live_listed`,`started_at`,`id`);--> statement-breakpoint
ALTER TABLE `seats` ADD `client` text;--> statement-breakpoint
CREATE UNIQUE INDEX `seats_rematch_from` ON `seats` (`game_id`,`rematch_from`) WHERE rematch_from is not null;