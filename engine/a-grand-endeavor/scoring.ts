/**
 * Reputation points for what stands on the board. Pairs and runs follow the
 * board's adjacency from engine/core/components (the outer ring is cyclic, the
 * two horseshoes are not); the rulings on counting are in docs/rules/a-grand-endeavor.md.
 */
import { BOARD } from '../core/components';
import type { Seat } from '../core/ruleset';
import { isNeutralLintel, trackBuilders } from './board';
import type { GrandEndeavorState } from './model';
import { CATEGORY_POINTS, POINTS, type ScoreSheet } from './points';

// The points and categories, which boards read too, are in ./points.ts (#49: so a board's chunk
// carries them without the board's tracks, this file's reader).
export { CATEGORY_POINTS, POINTS, SCORE_CATEGORIES, type ScoreCategory, type ScoreSheet, categoryPoints } from './points';

/** Adjacent pairs owned by `seat` on a track (each neighbouring pair counts, overlapping). */
export function countPairs(owners: readonly (Seat | null)[], seat: Seat, cyclic: boolean): number {
  const n = owners.length;
  let pairs = 0;
  const last = cyclic ? n : n - 1;
  for (let i = 0; i < last; i++) {
    if (owners[i] === seat && owners[(i + 1) % n] === seat) pairs++;
  }
  return pairs;
}

/** Lengths of the maximal runs of `seat` on a track; a full cyclic ring is one run. */
export function runLengths(owners: readonly (Seat | null)[], seat: Seat, cyclic: boolean): number[] {
  const n = owners.length;
  if (n === 0) return [];
  if (owners.every((o) => o === seat)) return [n];
  let start = 0;
  if (cyclic) {
    // Start just after a space that is not ours, so no run is cut at the seam.
    const gap = owners.findIndex((o) => o !== seat);
    start = (gap + 1) % n;
  }
  const runs: number[] = [];
  let length = 0;
  for (let k = 0; k < n; k++) {
    const i = cyclic ? (start + k) % n : k;
    if (owners[i] === seat) length++;
    else {
      if (length > 0) runs.push(length);
      length = 0;
    }
  }
  if (length > 0) runs.push(length);
  return runs;
}

/**
 * How many maximal runs of `seat` on a track are at least `runMin` long: the same count as
 * `runLengths(…).filter((l) => l >= runMin).length`, without the lists (the view scores every
 * seat on every move, #49).
 */
export function longRuns(owners: readonly (Seat | null)[], seat: Seat, cyclic: boolean, runMin: number): number {
  const n = owners.length;
  let start = 0;
  if (cyclic) {
    // As runLengths: start just after a space that is not ours (a full ring is one run from 0).
    let gap = -1;
    for (let i = 0; i < n; i++) {
      if (owners[i] !== seat) {
        gap = i;
        break;
      }
    }
    start = (gap + 1) % n;
  }
  let runs = 0;
  let length = 0;
  for (let k = 0; k < n; k++) {
    const i = cyclic ? (start + k) % n : k;
    if (owners[i] === seat) length++;
    else {
      if (length >= runMin) runs++;
      length = 0;
    }
  }
  if (length >= runMin) runs++;
  return runs;
}

/** Who scores each lintel: its builder, but a neutral lintel goes to the neutral colour's owner. */
function lintelOwners(state: GrandEndeavorState): (Seat | null)[] {
  const owners = trackBuilders(state, 'outerRing');
  for (let i = 0; i < owners.length; i++) if (owners[i] !== null && isNeutralLintel(state, i + 1)) owners[i] = state.neutralOwner;
  return owners;
}

interface TrackTally {
  count: number;
  pairs: number;
  /** Maximal runs at least `runMin` long. */
  runs: number;
}

/** Pieces, neighbouring pairs and long runs of one seat on one track, in a single pass. */
function tally(owners: readonly (Seat | null)[], seat: Seat, cyclic: boolean, runMin: number): TrackTally {
  let count = 0;
  for (let i = 0; i < owners.length; i++) if (owners[i] === seat) count++;
  return {
    count,
    pairs: count > 1 ? countPairs(owners, seat, cyclic) : 0,
    runs: count >= runMin ? longRuns(owners, seat, cyclic, runMin) : 0,
  };
}

export function scoreTable(state: GrandEndeavorState): ScoreSheet[] {
  const lintels = lintelOwners(state);
  const bluestones = trackBuilders(state, 'bluestones');
  const trilithons = trackBuilders(state, 'trilithons');
  return state.seats.map((_, seat) => {
    const t = tally(trilithons, seat, BOARD.trilithons.cyclic, Number.POSITIVE_INFINITY);
    const b = tally(bluestones, seat, BOARD.bluestones.cyclic, POINTS.bluestoneRunLength);
    const l = tally(lintels, seat, BOARD.outerRing.cyclic, POINTS.lintelRunLength);
    // Each category's count times its points (SCORE_CATEGORIES' order), written out: this runs for
    // every seat in every view.
    const total =
      t.count * CATEGORY_POINTS.trilithons +
      t.pairs * CATEGORY_POINTS.trilithonPairs +
      b.count * CATEGORY_POINTS.bluestones +
      b.pairs * CATEGORY_POINTS.bluestonePairs +
      b.runs * CATEGORY_POINTS.bluestoneRuns +
      l.count * CATEGORY_POINTS.lintels +
      l.pairs * CATEGORY_POINTS.lintelPairs +
      l.runs * CATEGORY_POINTS.lintelRuns;
    return {
      seat,
      trilithons: t.count,
      trilithonPairs: t.pairs,
      bluestones: b.count,
      bluestonePairs: b.pairs,
      bluestoneRuns: b.runs,
      lintels: l.count,
      lintelPairs: l.pairs,
      lintelRuns: l.runs,
      total,
    };
  });
}
