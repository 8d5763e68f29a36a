CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`seat` integer,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`kind` text NOT NULL,
	`data` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`claim_id` text,
	`claimed_until` integer,
	`provider_id` text,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `email_outbox_due` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_game` ON `email_outbox` (`game_id`,`seat`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `games` ADD `deadline_hours` real;--> statement-breakpoint
ALTER TABLE `games` ADD `on_timeout` text DEFAULT 'remind' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `webhook_url` text;--> statement-breakpoint
ALTER TABLE `games` ADD `clocks` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `next_check_at` integer;--> statement-breakpoint
CREATE INDEX `games_next_check` ON `games` (`next_check_at`);--> statement-breakpoint
ALTER TABLE `seats` ADD `muted` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `seats` ADD `last_seen_at` integer;