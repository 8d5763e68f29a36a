ALTER TABLE `seats` ADD `email_proven_at` integer;
--> statement-breakpoint
-- Data (issue #43): seats from before keep their mail where their address's owner showed it was
-- theirs: the seat is held by the account signed in with that address, or the address is confirmed
-- and this very seat had its confirmation mail (its owner got a mail for it and confirmed). Every
-- other seat with an address is a claim from now on: its next change to mail asks for proof.
UPDATE `seats` SET `email_proven_at` = `joined_at`
WHERE `email` IS NOT NULL AND (
  EXISTS (SELECT 1 FROM `players` AS `p` WHERE `p`.`id` = `seats`.`player_id` AND `p`.`email` = lower(`seats`.`email`))
  OR (
    EXISTS (SELECT 1 FROM `mail_addresses` AS `ma` WHERE `ma`.`address` = lower(`seats`.`email`) AND `ma`.`confirmed_at` IS NOT NULL)
    AND EXISTS (SELECT 1 FROM `email_outbox` AS `o` WHERE `o`.`game_id` = `seats`.`game_id` AND `o`.`seat` = `seats`.`seat` AND `o`.`kind` = 'confirm' AND `o`.`recipient` = lower(`seats`.`email`))
  )
);
