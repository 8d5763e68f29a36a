CREATE INDEX `games_live` ON `games` (`status`,`listed`,`started_at`,`id`);--> statement-breakpoint
CREATE INDEX `seats_player` ON `seats` (lower("name"),`game_id`);