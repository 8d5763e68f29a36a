/**
 * A Grand Endeavor `good` bot: a first, simple heuristic from the seat's view and
 * legal actions only. Sites are valued by what they score when developed
 * (trilithon 7, bluestone 2, lintel on the ring 1), so it claims trilithons,
 * then bluestones next to each other, then the ring; it takes trilithon
 * projects from the display, commits trilithon and night cards first (they claim
 * at once), usurps a trilithon project when it can, and never spends influence.
 */
import type { GrandEndeavorAction } from '../a-grand-endeavor/rules';
import { pickBest } from './pick-best';
import type { Bot } from './types';

const TRACK_VALUE = { trilithons: 7, bluestones: 2.5, outerRing: 1 } as const;

export const grandEndeavorGood: Bot<unknown, GrandEndeavorAction> = (input, rng) =>
  pickBest(rng, input.actions, (a) => {
    switch (a.type) {
      case 'begin':
        return 1;
      case 'defame':
        return 0;
      case 'claim':
        return TRACK_VALUE[a.track] - a.space / 100;
      case 'take':
        return a.card.startsWith('T-') ? 3 : 1;
      case 'draw':
        return 1.5;
      case 'commit':
        return a.card.startsWith('T-') ? 3 : a.card.startsWith('N') ? 2 : 1;
      case 'usurp':
        return 4;
      case 'discard':
        return 0;
      default:
        return 0;
    }
  });
