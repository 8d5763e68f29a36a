/**
 * Take-backs in Fightin' an' Drinkin' an' Stealin': the three face-down cards of a round, while
 * the other player has not answered (nothing is turned up until both have). Every mid-event
 * choice stands: they follow a reveal, and many draw or move cards the other player holds.
 */
import { type TakeBackRules, othersOf, revealsNothing } from '../core/take-back';
import type { FdsAction, FdsState } from './model';

export const takeBackRules: TakeBackRules<FdsState, FdsAction> = {
  kinds: ['play'],
  hiddenFrom: (s, seat) => ({
    rng: s.rng,
    decks: s.decks,
    monsterDeck: s.monsterDeck,
    others: othersOf(s.hands, seat),
    // The other player's newcomers stay face down, and nothing was turned.
    events: Object.fromEntries(Object.entries(s.events).map(([event, slots]) => [event, othersOf(slots, seat)])),
    revealed: s.revealed,
  }),
  settled: (after) => after.stage === 'choose' && after.prompts.some((p) => p.answer === null),
};

export const takeBack = (before: FdsState, seat: number, action: FdsAction, after: FdsState) => revealsNothing(takeBackRules, before, seat, action, after);
