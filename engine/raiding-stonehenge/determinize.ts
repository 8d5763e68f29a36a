/**
 * Raiding Stonehenge for the post-game review (docs/review.md): a position a seat cannot tell from
 * the real one. Hidden from a seat: the deck, the other hands and the others' face-down plays before
 * the reveal; with the hidden stash, until the end, which colours the others hold (the counts are
 * open) and which colours they set aside. Remembered: the cards each seat was seen to pick from a
 * line stay in that seat's hand (or face-down play) until revealed.
 */
import { PLAYER_COLOURS, type PlayerColour } from '../core/components';
import { cloneState } from '../core/actions';
import type { NumberCardId } from '../core/components';
import { type Rng, shuffle } from '../core/prng';
import { type ReviewParts, dealAgain, freshRng } from '../core/review';
import type { LogEntry, Seat } from '../core/ruleset';
import type { RaidingState } from './model';

/** What the table remembers: the cards each seat was seen to pick from a line (the pick's log entry names it). */
export interface RaidingMemory {
  picked: NumberCardId[][];
}

export const memory = {
  start: (players: number): RaidingMemory => ({ picked: Array.from({ length: players }, () => []) }),
  update(m: RaidingMemory, entry: LogEntry): RaidingMemory {
    if (entry.kind !== 'pick' || typeof entry.seat !== 'number' || typeof entry.card !== 'string') return m;
    const picked = m.picked.map((cards, s) => (s === entry.seat ? [...cards, entry.card as NumberCardId] : cards));
    return { picked };
  },
};

export function determinize(state: RaidingState, seat: Seat, rng: Rng, remembered?: unknown): RaidingState {
  const s = cloneState(state);
  // A face-down play is one card: a slot of one, or none before that seat has played.
  const faceDown: NumberCardId[][] = s.faceDown.map((c, i) => (i !== seat && c !== null ? [c] : []));
  const hidden = [s.deck, ...s.hands.filter((_, i) => i !== seat), ...faceDown].flat();
  // A card another seat picked and has not revealed is still its own: in its hand or face down. Only
  // cards still hidden count (a picked card played since is in view, and so is one picked back off).
  const hiddenSet = new Set(hidden);
  const known: NumberCardId[][] = s.hands.map((hand, i) => {
    if (i === seat) return [];
    const cards = [...new Set(((remembered as RaidingMemory | undefined)?.picked[i] ?? []).filter((c) => hiddenSet.has(c)))].sort();
    // More than the seat holds cannot be (a memory of another game): then nothing is assumed.
    return cards.length <= hand.length + (faceDown[i]?.length ?? 0) ? cards : [];
  });
  const knownSet = new Set(known.flat());
  const pool = hidden.filter((c) => !knownSet.has(c)).sort();
  shuffle(rng, pool);
  s.hands.forEach((hand, i) => {
    if (i === seat) return;
    const places = hand.length + (faceDown[i]?.length ?? 0);
    const mine = [...(known[i] ?? []), ...pool.splice(0, Math.max(0, places - (known[i]?.length ?? 0)))];
    shuffle(rng, mine);
    for (let j = 0; j < hand.length; j++) hand[j] = mine[j] as NumberCardId;
    if (faceDown[i]?.length) faceDown[i] = [mine[hand.length] as NumberCardId];
  });
  s.deck.splice(0, s.deck.length, ...pool);
  s.faceDown = s.faceDown.map((c, i) => (i !== seat && c !== null ? (faceDown[i]?.[0] ?? c) : c));
  if (s.rules.hiddenStash && s.phase !== 'over') {
    const hiddenStash = s.stashes.map((_, i) => i !== seat);
    const disks: PlayerColour[][] = s.stashes.map((counts, i) =>
      hiddenStash[i] ? PLAYER_COLOURS.flatMap((c, ci) => Array.from({ length: counts[ci] ?? 0 }, () => c)) : [],
    );
    dealAgain(rng, disks);
    s.stashes = s.stashes.map((counts, i) => (hiddenStash[i] ? PLAYER_COLOURS.map((c) => (disks[i] ?? []).filter((d) => d === c).length) : counts));
    // Which colours another seat set aside this turn is shown to nobody else; only its count is.
    for (const r of s.resolutions) if (r.seat !== seat) r.setAside = r.setAside.map(() => r.colour);
  }
  s.rng = freshRng(rng);
  return s;
}

/**
 * About fifteen turns of one pick and one play each, with every turn's take a big share of a set:
 * a tenth of a place is a loose card, a fifth a lost set, 0.3 — a lost set and the lead — a
 * blunder.
 */
export const review: ReviewParts<RaidingState> = {
  determinize,
  memory: memory as ReviewParts<RaidingState>['memory'],
  thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 },
};
