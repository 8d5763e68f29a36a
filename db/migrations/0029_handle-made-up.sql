ALTER TABLE `players` ADD `handle_made_up` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts made before the flag: a handle of the drafted shape was the service's (the old guess).
UPDATE `players` SET `handle_made_up` = 1 WHERE `handle` GLOB 'player-[a-z0-9][a-z0-9][a-z0-9][a-z0-9][a-z0-9][a-z0-9][a-z0-9][a-z0-9]';
