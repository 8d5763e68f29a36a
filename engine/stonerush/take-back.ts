/**
 * Take-backs in Stonerush: a play that leaves the player on the discard half of the same turn.
 * The played cards were the player's own and are on the open board; nothing was drawn. A play
 * that finishes the race (identities turned up) or empties the hand (the turn ends and cards are
 * drawn), and every discard (it ends the turn and draws), stand.
 */
import { type TakeBackRules, othersOf, revealsNothing } from '../core/take-back';
import type { StonerushAction, StonerushState } from './model';

export const takeBackRules: TakeBackRules<StonerushState, StonerushAction> = {
  kinds: ['play'],
  hiddenFrom: (s, seat) => ({
    rng: s.rng,
    drawPile: s.drawPile,
    others: othersOf(s.hands, seat),
    identities: othersOf(s.identities, seat),
    undealt: s.undealtIdentities,
  }),
  settled: (after, seat) => after.finisher === null && after.turn === seat && after.step === 'discard',
};

export const takeBack = (before: StonerushState, seat: number, action: StonerushAction, after: StonerushState) =>
  revealsNothing(takeBackRules, before, seat, action, after);
