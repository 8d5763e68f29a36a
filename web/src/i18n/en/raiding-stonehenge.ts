/** The board of raiding-stonehenge (web/src/rulesets/raiding-stonehenge/), loaded with its chunk. */
export const raidingStonehenge = {};
