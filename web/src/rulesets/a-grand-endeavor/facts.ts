/** A Grand Endeavor's facts for the game page (web/src/rulesets/types.ts `RulesetFacts`). */
import type { RulesetFacts } from '../types';

const pick = (x: unknown) => (typeof x === 'string' ? x : undefined);

const facts: RulesetFacts = {
  bookkeeping: ['day', 'refill', 'collect', 'cap', 'neutral-owner'],
  // The step's kind, or the phase's name.
  moment: (view) => pick((view as { step?: { kind?: unknown } } | null)?.step?.kind),
  rulesSections: {
    start: 'defamation',
    return: 'defamation',
    Construction: 'turn-construction',
    claim: 'claiming',
    Draw: 'turn-draw',
    draw: 'turn-draw',
    Commit: 'turn-commit',
    commit: 'turn-commit',
    stranded: 'turn-commit',
    'usurp-discard': 'usurping',
    over: 'end',
  },
};
export default facts;
