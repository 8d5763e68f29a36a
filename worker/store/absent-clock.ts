/**
 * onTimeout "ask": when the cron must look at a game with an open vote on an absent seat. The
 * absent seat's own clock has run out and is left to the vote; the vote itself is decided by the
 * votes cast a day after it opened (worker/table/absent.ts), so no present player waits more than
 * one period plus that day.
 */
import type { AbsentVote, SeatClock } from '@db/schema';
import { HOUR_MS, type Timing, deadlineOf, nextCheckAt } from './clocks';

/** After this long an open vote is decided by the votes cast (most votes; a tie or none: wait). */
export const VOTE_DECIDES_MS = 24 * HOUR_MS;

export function checkAtWithVote(clocks: readonly SeatClock[], t: Timing, absent: AbsentVote | null | undefined): number | null {
  if (!absent) return nextCheckAt(clocks, t);
  // One vote at a time: another seat whose time runs out before this vote closes waits behind
  // it (only its reminders are due meanwhile); its own vote opens once this one is decided.
  const decide = absent.since + VOTE_DECIDES_MS;
  const others = clocks.filter((c) => c.seat !== absent.seat);
  const behind = others.filter((c) => (deadlineOf(c, t) ?? Number.POSITIVE_INFINITY) <= decide);
  const after = others.filter((c) => !behind.includes(c));
  const times = [nextCheckAt(behind, { ...t, onTimeout: 'remind' }), nextCheckAt(after, t), decide].filter((x): x is number => x !== null);
  return Math.min(...times);
}
