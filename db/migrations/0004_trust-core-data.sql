-- One-off (issue #16): queue for repair every game whose action rows run past its version,
-- the mark of a Cron write that lost a race but kept its action inserts. The cron's repair
-- step (worker/lib/move-store.ts, repairGame) replays each and empties the queue.
INSERT OR IGNORE INTO `game_repairs` (`game_id`, `queued_at`)
SELECT `g`.`id`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM `games` AS `g`
WHERE EXISTS (SELECT 1 FROM `actions` AS `a` WHERE `a`.`game_id` = `g`.`id` AND `a`.`seq` > `g`.`version`);
