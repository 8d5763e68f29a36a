/**
 * A Grand Endeavor for the post-game review (docs/review.md): a position a seat cannot tell from
 * the real one. Hidden from a seat: the deck, the other hands, the others' face-down projects (each
 * known to be a day number card) and, during a usurp trade it takes no part in, the two cards handed
 * over. The board, the available projects and the removed cards are open.
 */
import { cloneState } from '../core/actions';
import type { CardId } from '../core/components';
import { type Rng, shuffle } from '../core/prng';
import { type ReviewParts, freshRng } from '../core/review';
import type { Seat } from '../core/ruleset';
import { commitsFaceUp } from './board';
import type { GrandEndeavorState } from './flow';
import type { Project } from './model';

export function determinize(state: GrandEndeavorState, seat: Seat, rng: Rng): GrandEndeavorState {
  const s = cloneState(state);
  const others = s.seats.filter((_, i) => i !== seat);
  const step = s.step;
  const traded: CardId[] = step.kind === 'usurp-discard' && step.victim !== seat && step.usurper !== seat ? step.received : [];
  const faceDown = others.filter((p) => p.project && !p.project.faceUp).map((p) => p.project as Project);
  const slots: CardId[][] = [s.deck, ...others.map((p) => p.hand), traded];
  // Every hidden card, sorted (so nothing hangs on where each was), in a random order.
  const pool = [...slots.flat(), ...faceDown.map((p) => p.card)].sort();
  shuffle(rng, pool);
  // A face-down project is open about its kind: only a day number card is ever played face down
  // (rules: night and trilithon cards are played face up). Each takes the next day card drawn.
  for (const project of faceDown) {
    const j = pool.findIndex((c) => !commitsFaceUp(c));
    if (j < 0) throw new Error('review: no hidden day card for a face-down project');
    project.card = pool[j] as CardId;
    pool.splice(j, 1);
  }
  let i = 0;
  for (const slot of slots) for (let k = 0; k < slot.length; k++) slot[k] = pool[i++] as CardId;
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
