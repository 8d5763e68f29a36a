/**
 * A Grand Endeavor for the post-game review (docs/review.md): a position a seat cannot tell from
 * the real one. Hidden from a seat: the deck, the other hands, the others' face-down projects (each
 * known to be a day number card) and, during a usurp trade it takes no part in, which two of the
 * victim's cards were handed over. The board, the available projects and the removed cards are
 * open. Remembered: the available projects each seat was seen to take (see `memory`).
 */
import { cloneState } from '../core/actions';
import type { CardId } from '../core/components';
import { type Rng, shuffle } from '../core/prng';
import { type ReviewParts, freshRng } from '../core/review';
import type { LogEntry, Seat } from '../core/ruleset';
import { commitsFaceUp } from './board';
import type { GrandEndeavorState } from './flow';

/**
 * What the table remembers: the available projects each seat was seen to take (the take's log
 * entry names the card). A seat that then hands cards on unseen — it usurps (two cards from its
 * hand to the victim) or is defamed (a face-down project to the bottom of the deck) — is no longer
 * known to hold them, so its list is cleared; a usurped seat keeps its list, since what it puts
 * back is one of the two cards it received.
 */
export interface GrandEndeavorMemory {
  taken: CardId[][];
}

export const memory = {
  start: (players: number): GrandEndeavorMemory => ({ taken: Array.from({ length: players }, () => []) }),
  update(m: GrandEndeavorMemory, entry: LogEntry): GrandEndeavorMemory {
    const seat = entry.seat;
    if (typeof seat !== 'number') return m;
    if (entry.kind === 'take' && typeof entry.card === 'string') return { taken: m.taken.map((c, s) => (s === seat ? [...c, entry.card as CardId] : c)) };
    if (entry.kind === 'usurp') return { taken: m.taken.map((c, s) => (s === seat ? [] : c)) };
    if (entry.kind === 'defame' && typeof entry.target === 'number') return { taken: m.taken.map((c, s) => (s === entry.target ? [] : c)) };
    return m;
  },
};

export function determinize(state: GrandEndeavorState, seat: Seat, rng: Rng, remembered?: unknown): GrandEndeavorState {
  const s = cloneState(state);
  const step = s.step;
  // During a usurp trade the seat takes no part in, the two cards handed over are two of the
  // victim's hidden cards: which two is hidden (they are dealt with that hand, below).
  const trade = step.kind === 'usurp-discard' && step.victim !== seat && step.usurper !== seat ? step : null;
  const places = s.seats.map((p, i) => (i === seat ? 0 : p.hand.length + (p.project && !p.project.faceUp ? 1 : 0)));
  const hidden = [...s.deck, ...s.seats.flatMap((p, i) => (i === seat ? [] : [...p.hand, ...(p.project && !p.project.faceUp ? [p.project.card] : [])]))];
  const hiddenSet = new Set(hidden);
  // Cards a seat was seen to take and that are still hidden are in its hand or its face-down
  // project. Not the two a usurped seat just received (they came from the usurper's hand).
  const known: CardId[][] = s.seats.map((p, i) => {
    if (i === seat) return [];
    const cards = [
      ...new Set(
        ((remembered as GrandEndeavorMemory | undefined)?.taken[i] ?? []).filter(
          (c) => hiddenSet.has(c) && !(trade?.victim === i && trade.received.includes(c)),
        ),
      ),
    ].sort();
    const faceDownFits = !(p.project && !p.project.faceUp) || cards.length < (places[i] ?? 0) || cards.some((c) => !commitsFaceUp(c));
    return cards.length <= (places[i] ?? 0) && faceDownFits ? cards : [];
  });
  const knownSet = new Set(known.flat());
  const pool = hidden.filter((c) => !knownSet.has(c)).sort();
  shuffle(rng, pool);
  s.seats.forEach((p, i) => {
    if (i === seat) return;
    const mine = known[i] ?? [];
    const cards = [...mine, ...pool.splice(0, (places[i] ?? 0) - mine.length)];
    shuffle(rng, cards);
    if (p.project && !p.project.faceUp) {
      // A face-down project is open about its kind: only a day number card is played face down
      // (rules: night and trilithon cards face up). The seat's first day card goes there; if it
      // drew none, one of its unknown cards changes places with the pool's next day card.
      let j = cards.findIndex((c) => !commitsFaceUp(c));
      if (j < 0) {
        const d = pool.findIndex((c) => !commitsFaceUp(c));
        const u = cards.findIndex((c) => !mine.includes(c));
        if (d < 0 || u < 0) throw new Error('review: no hidden day card for a face-down project');
        const swap = cards[u] as CardId;
        cards[u] = pool[d] as CardId;
        pool[d] = swap;
        j = u;
      }
      p.project.card = cards[j] as CardId;
      cards.splice(j, 1);
    }
    p.hand.splice(0, p.hand.length, ...cards);
    if (trade?.victim === i) {
      // The two received: any two of its cards but the ones it was known to hold before.
      const fresh = p.hand.filter((c) => !mine.includes(c));
      trade.received = [fresh[0], fresh[1]] as [CardId, CardId];
    }
  });
  s.deck.splice(0, s.deck.length, ...pool);
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
  memory: memory as ReviewParts<GrandEndeavorState>['memory'],
  thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 },
};
