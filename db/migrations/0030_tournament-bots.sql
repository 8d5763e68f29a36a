ALTER TABLE `tournament_players` ADD `bot` text;--> statement-breakpoint
ALTER TABLE `tournament_players` ADD `name` text;