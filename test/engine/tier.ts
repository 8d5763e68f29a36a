/**
 * Which loop a test runs in: `npm test` (the fast loop, the default) or `npm run test:slow`
 * (vitest.config.ts's `slow` project sets TEST_TIER=slow). Generative tests play a few games in
 * the fast loop and their full count in the slow one; README "Tests" says which to run when.
 */
export const SLOW = process.env.TEST_TIER === 'slow';

/** The fast loop's count, or the slow loop's. */
export function byTier(fast: number, slow: number): number {
  return SLOW ? slow : fast;
}
