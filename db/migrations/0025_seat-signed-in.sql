-- Data: a seat whose row has a player_id is marked `"signedIn": true` in its game's seat list (games.seats,
-- indexed by seat number), so a payload says which seats are signed in without reading the seat rows. The
-- revision moves: the payloads of those games changed, so a page's ETag from before asks again.
UPDATE `games` SET
  `seats` = (
    SELECT json_group_array(json(CASE
      WHEN EXISTS (SELECT 1 FROM `seats` AS `s` WHERE `s`.`game_id` = `games`.`id` AND `s`.`seat` = json_extract(`e`.`value`, '$.seat') AND `s`.`player_id` IS NOT NULL)
      THEN json_set(`e`.`value`, '$.signedIn', json('true'))
      ELSE `e`.`value`
    END))
    FROM (SELECT `key`, `value` FROM json_each(`games`.`seats`) ORDER BY `key`) AS `e`
  ),
  `revision` = `revision` + 1
WHERE EXISTS (SELECT 1 FROM `seats` AS `s` WHERE `s`.`game_id` = `games`.`id` AND `s`.`player_id` IS NOT NULL);
