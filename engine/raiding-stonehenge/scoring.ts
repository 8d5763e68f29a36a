/** Scoring: sets and loose disks, and the comparison of hands that breaks a tie. */
import type { NumberCardId, PlayerColour } from '../core/components';
import { numberCard } from '../core/components';
import type { Seat } from '../core/ruleset';
import { COLOUR_INDEX, type RaidingState, SET_POINTS, type Stash, emptyCounts, handOf, toStash } from './model';

/** Score of one stash: 10 per full set, then loose disks. */
export function scoreStash(
  stash: readonly number[],
  colours: readonly PlayerColour[],
  bonus: PlayerColour | null = null,
  penalty: PlayerColour | null = null,
  plusMinus = false,
): { sets: number; loose: Stash; points: number } {
  const of = (c: PlayerColour) => stash[COLOUR_INDEX[c]] ?? 0;
  const sets = Math.min(...colours.map(of));
  const loose = toStash(emptyCounts());
  for (const c of colours) loose[c] = of(c) - sets;
  let points = SET_POINTS * sets;
  if (plusMinus) {
    if (bonus) points += loose[bonus];
    if (penalty) points -= loose[penalty];
  } else {
    for (const c of colours) points -= loose[c];
  }
  return { sets, loose, points };
}

export function scores(state: RaidingState): number[] {
  return state.stashes.map((st) => scoreStash(st, state.colours, state.bonusColour, state.penaltyColour, state.rules.plusMinusColours).points);
}

/**
 * Compares two hands for the tiebreak: highest number first, then the next, and so on.
 * With dayBeatsNight, a day card beats the night card of the same number.
 * A player who runs out of cards first loses the comparison.
 */
export function compareHands(a: readonly NumberCardId[], b: readonly NumberCardId[], dayBeatsNight: boolean): number {
  const rank = (id: NumberCardId) => {
    const c = numberCard(id);
    return c.number * 2 + (dayBeatsNight && c.half === 'day' ? 1 : 0);
  };
  const ra = a.map(rank).sort((x, y) => y - x);
  const rb = b.map(rank).sort((x, y) => y - x);
  const step = dayBeatsNight ? 1 : 2;
  for (let i = 0; i < Math.max(ra.length, rb.length); i++) {
    const x = ra[i];
    const y = rb[i];
    if (x === undefined && y === undefined) return 0;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const dx = Math.floor(x / step);
    const dy = Math.floor(y / step);
    if (dx !== dy) return dx - dy;
  }
  return 0;
}

/** The seats whose hands rank highest. */
export function bestHands(state: RaidingState, seats: readonly Seat[], dayBeatsNight: boolean): Seat[] {
  let best: Seat[] = [];
  for (const s of seats) {
    const first = best[0];
    if (first === undefined) {
      best = [s];
      continue;
    }
    const cmp = compareHands(handOf(state, s), handOf(state, first), dayBeatsNight);
    if (cmp > 0) best = [s];
    else if (cmp === 0) best.push(s);
  }
  return best;
}
