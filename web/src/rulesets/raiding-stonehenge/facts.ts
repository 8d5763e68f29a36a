/** Raiding Stonehenge's facts for the game page (web/src/rulesets/types.ts `RulesetFacts`). */
import type { RulesetFacts } from '../types';

const pick = (x: unknown) => (typeof x === 'string' ? x : undefined);

const facts: RulesetFacts = {
  bookkeeping: ['turn', 'replenish', 'startPlayer', 'reveal'],
  moment: (view) => pick((view as { phase?: unknown } | null)?.phase),
  rulesSections: {
    pick: 'turn-pick',
    play: 'turn-play',
    place: 'turn-place',
    resolve: 'turn-take',
    setAside: 'turn-take',
    over: 'end',
  },
};
export default facts;
