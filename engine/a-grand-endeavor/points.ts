/**
 * A Grand Endeavor's reputation points: what each category of the score table is worth. Read by
 * the scoring (./scoring.ts, which counts the board) and by the board's page, whose chunk carries
 * this file and not the scoring's (docs/performance.md, #49).
 */
import type { Seat } from '../core/ruleset';

export const POINTS = {
  trilithon: 7,
  trilithonPair: 3,
  bluestone: 2,
  bluestonePair: 1,
  bluestoneRun: 3,
  bluestoneRunLength: 3,
  lintel: 1,
  lintelPair: 1,
  lintelRun: 5,
  lintelRunLength: 4,
} as const;

export interface ScoreSheet {
  seat: Seat;
  trilithons: number;
  trilithonPairs: number;
  bluestones: number;
  bluestonePairs: number;
  bluestoneRuns: number;
  lintels: number;
  lintelPairs: number;
  lintelRuns: number;
  total: number;
}

/** The categories of a score sheet, in the order the table shows them. */
export const SCORE_CATEGORIES = [
  'trilithons',
  'trilithonPairs',
  'bluestones',
  'bluestonePairs',
  'bluestoneRuns',
  'lintels',
  'lintelPairs',
  'lintelRuns',
] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];

/** Reputation points for each one counted in a category. */
export const CATEGORY_POINTS: Readonly<Record<ScoreCategory, number>> = {
  trilithons: POINTS.trilithon,
  trilithonPairs: POINTS.trilithonPair,
  bluestones: POINTS.bluestone,
  bluestonePairs: POINTS.bluestonePair,
  bluestoneRuns: POINTS.bluestoneRun,
  lintels: POINTS.lintel,
  lintelPairs: POINTS.lintelPair,
  lintelRuns: POINTS.lintelRun,
};

/** The points one category of a sheet is worth (the view's score sheets carry the counts). */
export function categoryPoints(counts: Readonly<Record<ScoreCategory, number>>, category: ScoreCategory): number {
  return counts[category] * CATEGORY_POINTS[category];
}
