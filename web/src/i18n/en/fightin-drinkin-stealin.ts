/** The board of fightin-drinkin-stealin (web/src/rulesets/fightin-drinkin-stealin/), loaded with its chunk. */
export const fightinDrinkinStealin = {};
