/**
 * Take-backs in A Grand Endeavor: the choices made on the open board in a turn (claiming a site,
 * defaming, beginning, taking a project that leaves the deck untouched, discarding),
 * as long as nothing came from the deck, the PRNG was not used and no other seat's hand changed
 * (a usurp hands over cards, a draw shows new ones: those stand).
 */
import { type TakeBackRules, othersOf, revealsNothing } from '../core/take-back';
import type { GrandEndeavorAction, GrandEndeavorState } from './flow';

export const takeBackRules: TakeBackRules<GrandEndeavorState, GrandEndeavorAction> = {
  // A commit is left out: committing can turn up the others' face-down commitments.
  kinds: ['begin', 'claim', 'defame', 'take', 'discard'],
  hiddenFrom: (s, seat) => ({
    rng: s.rng,
    deck: s.deck,
    others: othersOf(
      s.seats.map((p) => p.hand),
      seat,
    ),
  }),
};

export const takeBack = (before: GrandEndeavorState, seat: number, action: GrandEndeavorAction, after: GrandEndeavorState) =>
  revealsNothing(takeBackRules, before, seat, action, after);
