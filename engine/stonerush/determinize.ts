/**
 * Stonerush for the post-game review (docs/review.md): a position a seat cannot tell from the real
 * one. Hidden from a seat: the other hands, the draw pile, and — until the race ends — the other
 * seats' colours and the trilithon cards nobody was dealt. The discard pile and the track are open.
 */
import type { PlayerColour } from '../core/components';
import { cloneState } from '../core/actions';
import type { Rng } from '../core/prng';
import { type ReviewParts, dealAgain, freshRng } from '../core/review';
import type { Seat } from '../core/ruleset';
import type { StonerushState } from './model';

export function determinize(state: StonerushState, seat: Seat, rng: Rng): StonerushState {
  const s = cloneState(state);
  dealAgain(rng, [s.drawPile, ...s.hands.filter((_, i) => i !== seat)]);
  if (s.finisher === null) {
    const colours: PlayerColour[][] = s.identities.map((c, i) => (i === seat ? [] : [c]));
    dealAgain(rng, [...colours, s.undealtIdentities]);
    s.identities = s.identities.map((c, i) => (i === seat ? c : (colours[i]?.[0] as PlayerColour)));
  }
  s.rng = freshRng(rng);
  return s;
}

/**
 * A race of 300–400 decisions in which most single plays move one druid a space or two: a choice
 * that costs a tenth of a place is a real slip, a fifth of one a mistake, and a third — about
 * handing a rival the finish or losing one's own — a blunder.
 */
export const review: ReviewParts<StonerushState> = {
  determinize,
  thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.33 },
  // The rules name a winner only; the druids' spaces break the rare tie of an unbacked finisher.
  ranksByScore: false,
};
