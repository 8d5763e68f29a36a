CREATE TABLE `push_subscriptions` (
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `seat`, `endpoint`)
);
