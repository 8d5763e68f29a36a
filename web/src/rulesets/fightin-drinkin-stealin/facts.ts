/** Fightin' Drinkin' Stealin''s facts for the game page (web/src/rulesets/types.ts `RulesetFacts`). */
import type { RulesetFacts } from '../types';

const pick = (x: unknown) => (typeof x === 'string' ? x : undefined);

const facts: RulesetFacts = {
  bookkeeping: ['draw'],
  // The question a seat is asked, else the round's stage.
  moment: (view) => {
    const v = (view ?? {}) as { stage?: unknown; prompt?: { kind?: unknown } };
    return pick(v.prompt?.kind) ?? pick(v.stage);
  },
  rulesSections: {
    choose: 'round-choose',
    play: 'round-choose',
    fight: 'fightin',
    'fight-tie': 'fightin',
    'fight-kill': 'fightin',
    'fight-champion': 'fightin',
    'fight-champion-discard': 'fightin',
    'fight-other': 'fightin',
    'fight-other-discard': 'fightin',
    'clobber-own': 'fightin',
    'clobber-opponent': 'fightin',
    'clobber-monster': 'fightin',
    'fight-g-monster': 'gonagal',
    'fight-g-fighter': 'gonagal',
    'gonagal-monster': 'gonagal',
    'gonagal-fighter': 'gonagal',
    drink: 'drinkin',
    'drink-tie': 'drinkin',
    'drink-first': 'drinkin',
    'drink-second': 'drinkin',
    'drink-discard': 'drinkin',
    'drink-passout': 'drinkin',
    'drink-passout-discard': 'drinkin',
    'drink-g': 'gonagal',
    'gonagal-drinker': 'gonagal',
    steal: 'stealin',
    'steal-high': 'stealin',
    'steal-high-more': 'final-round',
    'steal-more': 'final-round',
    'steal-second': 'stealin',
    'steal-yellow': 'stealin',
    'steal-g': 'gonagal',
    'gonagal-thief': 'gonagal',
    scarper: 'big-lawyer',
    'steal-lawyer': 'big-lawyer',
    'wee-lawyer': 'wee-lawyers',
    'end-round': 'round-end',
    final: 'scoring',
    'best-colour': 'scoring',
    over: 'end',
  },
};
export default facts;
