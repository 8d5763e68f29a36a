/**
 * Fightin' an' Drinkin' an' Stealin' for the post-game review (docs/review.md): a position a seat
 * cannot tell from the real one. Hidden from a seat: the other clan's hand, its draw deck and its
 * face-down newcomers (dealt again together: the seat knows that clan's cards, only not where
 * each is), the order of its own deck and of the Monster deck, and what the other clan answered to
 * a question both are asked (that it answered is open; its three face-down cards are its
 * newcomers, any other answer is sampled as the good bot would give it).
 */
import { cloneState } from '../core/actions';
import type { CardId } from '../core/components';
import type { Rng } from '../core/prng';
import { type ReviewParts, dealAgain, freshRng } from '../core/review';
import type { Seat } from '../core/ruleset';
import { fdsGood } from './bot';
import { EVENTS, type FdsState, other } from './model';
import { view } from './view';

export function determinize(state: FdsState, seat: Seat, rng: Rng): FdsState {
  const s = cloneState(state);
  const opp = other(seat);
  const newcomers: CardId[][] = EVENTS.map((e) => {
    const cards = s.events[e][opp] ?? [];
    return !s.revealed[e] && cards.length > 1 ? [cards[1] as CardId] : [];
  });
  dealAgain(rng, [s.hands[opp] ?? [], s.decks[opp] ?? [], ...newcomers]);
  EVENTS.forEach((e, i) => {
    const cards = s.events[e][opp];
    const dealt = newcomers[i]?.[0];
    if (cards && dealt !== undefined) cards[1] = dealt;
  });
  dealAgain(rng, [s.decks[seat] ?? []]);
  dealAgain(rng, [s.monsterDeck]);
  for (const p of s.prompts) {
    if (p.seat !== opp || p.answer === null) continue;
    if (p.answer.type === 'play') {
      const [fightin, drinkin, stealin] = EVENTS.map((e) => s.events[e][opp]?.[1] as CardId);
      p.answer = { type: 'play', fightin, drinkin, stealin } as typeof p.answer;
    } else {
      // That it answered is open, not what: the sample's answer is the good bot's, from the
      // sampled position as that clan sees it.
      p.answer = null;
      const options = p.options.map((o) => ({ ...o }));
      p.answer = options.length ? fdsGood({ seat: opp, view: view(s, opp), actions: options }, rng) : null;
    }
  }
  s.rng = freshRng(rng);
  return s;
}

/**
 * Two clans and about sixty decisions, a placement point here being a win: the thresholds are the
 * win-chance drops chess reviewers use (0.1, 0.2, 0.3), since one round's three cards decide
 * as much as a few chess moves.
 */
export const review: ReviewParts<FdsState> = {
  determinize,
  thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 },
};
