/** The board of stonerush (web/src/rulesets/stonerush/), loaded with its chunk. */
export const stonerush = {};
