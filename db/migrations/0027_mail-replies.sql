CREATE TABLE `calendar_feeds` (
	`owner` text PRIMARY KEY NOT NULL,
	`gen` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `mail_replies` (
	`message_key` text PRIMARY KEY NOT NULL,
	`sender` text NOT NULL,
	`game_id` text,
	`seat` integer,
	`outcome` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_replies_at` ON `mail_replies` (`at`);