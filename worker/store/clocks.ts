/**
 * Turn clocks, reminders and deadlines: pure functions of the stored clocks and a time.
 * Each active seat has a clock from the moment it joined the active set; the cron asks
 * what is due as of its scheduledTime, and each write stores when it must look next.
 */
import type { SeatClock } from '@db/schema';

export const HOUR_MS = 60 * 60 * 1000;
/** The first reminder: after a day of waiting. */
export const DAY_REMINDER_MS = 24 * HOUR_MS;
/** The last reminder comes this long before the deadline, or a quarter of the deadline when that is shorter. */
export const PRE_DEADLINE_MS = 6 * HOUR_MS;

export type OnTimeout = 'remind' | 'forfeit' | 'bot';

export interface Timing {
  deadlineHours: number | null;
  onTimeout: OnTimeout;
}

/** The clocks after the active set changed: seats still active keep theirs, newcomers start now. */
export function nextClocks(prev: readonly SeatClock[], active: readonly number[], now: number): SeatClock[] {
  return active.map((seat) => prev.find((c) => c.seat === seat) ?? { seat, since: now, reminded: 0 });
}

/** Seats that joined the active set with this change (those who were already waiting are not told again). */
export function newcomers(prevActive: readonly number[], active: readonly number[]): number[] {
  return active.filter((s) => !prevActive.includes(s));
}

export function deadlineOf(clock: SeatClock, t: Timing): number | null {
  return t.deadlineHours == null ? null : clock.since + t.deadlineHours * HOUR_MS;
}

/** The reminders a clock can get, as [stage, time]: 1 the day reminder, 2 the one before the deadline. */
function reminders(clock: SeatClock, t: Timing): [number, number][] {
  const deadline = deadlineOf(clock, t);
  const day = clock.since + DAY_REMINDER_MS;
  if (deadline === null) return [[1, day]];
  const before = deadline - Math.min(PRE_DEADLINE_MS, (deadline - clock.since) / 4);
  return day < before
    ? [
        [1, day],
        [2, before],
      ]
    : [[2, before]];
}

/** When the cron next has something to do for these clocks; null when nothing ever will. */
export function nextCheckAt(clocks: readonly SeatClock[], t: Timing): number | null {
  let next: number | null = null;
  for (const clock of clocks) {
    const pending = reminders(clock, t).filter(([stage]) => stage > clock.reminded);
    let at = pending[0]?.[1] ?? null;
    const deadline = deadlineOf(clock, t);
    if (at === null && deadline !== null && t.onTimeout !== 'remind') at = deadline;
    if (at !== null && (next === null || at < next)) next = at;
  }
  return next;
}

export interface Due {
  /** One reminder per seat at most: when a run was missed, only the latest stage goes out. */
  reminders: { seat: number; stage: number; deadline: number | null }[];
  /** Seats whose deadline passed, when the policy is to forfeit or to let a bot play them. */
  late: number[];
  clocks: SeatClock[];
}

export function dueAt(clocks: readonly SeatClock[], t: Timing, now: number): Due {
  const late = t.onTimeout !== 'remind' ? clocks.filter((c) => (deadlineOf(c, t) ?? Infinity) <= now).map((c) => c.seat) : [];
  if (late.length) return { reminders: [], late, clocks: [...clocks] };
  const out: Due = { reminders: [], late: [], clocks: [] };
  for (const clock of clocks) {
    const due = reminders(clock, t).filter(([stage, at]) => stage > clock.reminded && at <= now);
    const last = due[due.length - 1];
    if (last) {
      out.reminders.push({ seat: clock.seat, stage: last[0], deadline: deadlineOf(clock, t) });
      out.clocks.push({ ...clock, reminded: last[0] });
    } else out.clocks.push(clock);
  }
  return out;
}
