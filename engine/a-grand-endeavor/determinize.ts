/**
 * A Grand Endeavor for the post-game review (docs/review.md): a position a seat cannot tell from
 * the real one. Hidden from a seat: the deck, the other hands, the others' face-down projects and,
 * during a usurp trade it takes no part in, the two cards handed over. The board, the available
 * projects and the removed cards are open.
 */
import { cloneState } from '../core/actions';
import type { CardId } from '../core/components';
import type { Rng } from '../core/prng';
import { type ReviewParts, dealAgain, freshRng } from '../core/review';
import type { Seat } from '../core/ruleset';
import { type GrandEndeavorState, isTrilithonCard } from './flow';

export function determinize(state: GrandEndeavorState, seat: Seat, rng: Rng): GrandEndeavorState {
  const s = cloneState(state);
  const others = s.seats.filter((_, i) => i !== seat);
  const projects: CardId[][] = others.map((p) => (p.project && !p.project.faceUp ? [p.project.card] : []));
  const step = s.step;
  const traded: CardId[] = step.kind === 'usurp-discard' && step.victim !== seat && step.usurper !== seat ? step.received : [];
  dealAgain(rng, [s.deck, ...others.map((p) => p.hand), ...projects, traded]);
  // The view tells a face-down trilithon project from a number card (its Druid waits at the altar
  // until it is turned up), so each face-down project swaps only with a hidden card of its kind.
  const pool = [s.deck, ...others.map((p) => p.hand), traded];
  others.forEach((p, i) => {
    const card = projects[i]?.[0];
    if (!p.project || card === undefined) return;
    const kind = isTrilithonCard(p.project.card);
    if (isTrilithonCard(card) === kind) {
      p.project.card = card;
      return;
    }
    // Swap with the first hidden card of the right kind (the deal above is already random).
    for (const slot of pool) {
      const j = slot.findIndex((c) => isTrilithonCard(c) === kind);
      if (j < 0) continue;
      const swap = slot[j] as CardId;
      slot[j] = card;
      p.project.card = swap;
      return;
    }
    throw new Error("review: no hidden card of the face-down project's kind");
  });
  s.rng = freshRng(rng);
  return s;
}

/**
 * Reputation points decide it, and about 190 decisions over a long build: a tenth of a place is a
 * site or card a little worse, a fifth a lost pair or run, 0.3 — a project given away, the neutral
 * colour let go — a blunder.
 */
export const review: ReviewParts<GrandEndeavorState> = {
  determinize,
  thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 },
};
