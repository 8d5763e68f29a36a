/**
 * Take-backs in Raiding Stonehenge: a card played face down while others still have to play (no
 * reveal yet), and a placement or set-aside on the open table that draws nothing. A pick takes
 * cards from the lines and refills them from the deck, so it stands; so does any action after
 * which the deck, the PRNG or another seat's hand or face-down card changed.
 */
import { type TakeBackRules, othersOf, revealsNothing } from '../core/take-back';
import type { RaidingAction, RaidingState } from './model';

export const takeBackRules: TakeBackRules<RaidingState, RaidingAction> = {
  kinds: ['play', 'place', 'setAside'],
  hiddenFrom: (s, seat) => ({
    rng: s.rng,
    deck: s.deck,
    others: othersOf(s.hands, seat),
    faceDown: othersOf(s.faceDown, seat),
  }),
  settled: (after, _seat, action) => action.type !== 'play' || after.phase === 'play',
};

export const takeBack = (before: RaidingState, seat: number, action: RaidingAction, after: RaidingState) =>
  revealsNothing(takeBackRules, before, seat, action, after);
