-- The first action's seat of every game whose action rows are still in D1 (games compacted into R2
-- before 0019 keep null: the statistics leave them out of the first-player figures).
UPDATE `games` SET `first_seat` = (SELECT `seat` FROM `actions` WHERE `actions`.`game_id` = `games`.`id` AND `actions`.`seq` = 1) WHERE `first_seat` IS NULL;
