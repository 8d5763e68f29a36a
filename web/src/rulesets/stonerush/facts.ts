/** Stonerush's facts for the game page (web/src/rulesets/types.ts `RulesetFacts`). */
import type { RulesetFacts } from '../types';

const pick = (x: unknown) => (typeof x === 'string' ? x : undefined);

const facts: RulesetFacts = {
  bookkeeping: ['draw', 'reshuffle'],
  moment: (view) => pick((view as { step?: unknown } | null)?.step),
  rulesSections: {
    play: 'turn-play',
    discard: 'turn-discard',
    draw: 'turn-discard',
    over: 'end',
  },
};
export default facts;
