/**
 * A table size for every ruleset, for the checks that go through each ruleset once: over the API
 * (test/api/take-back-window.test.ts, hidden information with a take-back window) and in the
 * browser (test/e2e/german-corners.ts, the text mode in German).
 */
export const TABLE_SIZES = [
  ['stonerush', 3],
  ['fightin-drinkin-stealin', 2],
  ['raiding-stonehenge', 4],
  ['a-grand-endeavor', 3],
] as const;
