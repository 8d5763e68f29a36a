/**
 * Turn clocks, reminders and deadlines: pure functions of the stored clocks, the game's time
 * rules (banks, weekends off, away spans: TimeRules in db/schema.ts) and a time. A clock counts
 * running time only: Saturdays and Sundays (UTC) stand still with weekends off, and so does
 * every span its seat is away. The game's writer asks what is due as of its alarm, and each
 * write stores when it must look next (`next_check_at`, the earliest of the due times).
 */
import type { AwaySpan, BankControl, GameRow, SeatClock, TimeControl, TimeRules } from '@db/schema';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** Without a deadline, the one reminder comes after a day of waiting. */
export const DAY_REMINDER_MS = DAY_MS;
/** A clock that allows less than this is short: its reminders come at half and a tenth of it. */
export const SHORT_CLOCK_MS = 2 * DAY_MS;
/** The reminders of a long clock, as time left: a day, then two hours. */
export const REMINDER_LEFT_MS = [DAY_MS, 2 * HOUR_MS] as const;
/** Quiet hours for reminders, in the seat's own time zone: from 22:00 to 07:00. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_TO_HOUR = 7;
/** A game made without `timeControl` or `deadlineHours` gets this (contract). */
export const DEFAULT_TIME_CONTROL: TimeControl = { kind: 'per-move', hours: 72 };

export type OnTimeout = 'remind' | 'forfeit' | 'bot' | 'ask';

export interface Timing {
  deadlineHours: number | null;
  onTimeout: OnTimeout;
  rules?: TimeRules;
  /** Each seat's reported time zone, by seat number. */
  zones?: Record<number, string>;
}

/** Everything the clocks of `game` are computed from: its deadline, policy, time rules and the seats' time zones. */
export function timingOf(game: Pick<GameRow, 'deadlineHours' | 'onTimeout'> & Partial<Pick<GameRow, 'timeRules' | 'seats'>>): Timing {
  const zones: Record<number, string> = {};
  for (const s of game.seats ?? []) if (s.tz) zones[s.seat] = s.tz;
  return { deadlineHours: game.deadlineHours ?? null, onTimeout: game.onTimeout, rules: game.timeRules ?? {}, zones };
}

/** The one place the next check of a game is computed: the earliest of its due times (null: none). */
export function earliest(times: readonly (number | null | undefined)[]): number | null {
  let next: number | null = null;
  for (const t of times) if (t != null && Number.isFinite(t) && (next === null || t < next)) next = t;
  return next;
}

/** The Saturday–Sunday span (UTC) holding `t`, or the next one. */
export function weekendFrom(t: number): AwaySpan {
  const day = Math.floor(t / DAY_MS);
  // 1 January 1970 was a Thursday: day 0 has weekday 4 (0 = Sunday, 6 = Saturday).
  const dow = (day + 4) % 7;
  const saturday = dow === 6 ? day : dow === 0 ? day - 1 : day + (6 - dow);
  return { from: saturday * DAY_MS, until: (saturday + 2) * DAY_MS };
}

/** The first span in which the clock stands still that ends after `t` (the one holding `t`, or the next). */
function nextPause(t: number, away: readonly AwaySpan[], weekends: boolean): AwaySpan | null {
  let best: AwaySpan | null = weekends ? weekendFrom(t) : null;
  for (const s of away) if (s.until > t && s.until > s.from && (best === null || s.from < best.from)) best = s;
  return best;
}

/** The wall time at which a clock started at `from` has run `ms`. */
export function wallAfter(from: number, ms: number, away: readonly AwaySpan[], weekends: boolean): number {
  let t = from;
  let left = Math.max(0, ms);
  for (;;) {
    const p = nextPause(t, away, weekends);
    if (!p) return t + left;
    if (p.from <= t) {
      t = p.until;
      continue;
    }
    if (p.from - t >= left) return t + left;
    left -= p.from - t;
    t = p.until;
  }
}

/** How long a clock runs between `from` and `to` (pauses left out). */
export function runBetween(from: number, to: number, away: readonly AwaySpan[], weekends: boolean): number {
  let t = from;
  let run = 0;
  while (t < to) {
    const p = nextPause(t, away, weekends);
    if (!p) return run + (to - t);
    if (p.from > t) run += Math.min(p.from, to) - t;
    t = Math.max(t, p.until);
  }
  return run;
}

export function awayOf(t: Timing, seat: number): AwaySpan[] {
  return t.rules?.away?.[String(seat)] ?? [];
}

/** Whether `seat`'s player is away at `now` (a bot standing in for them then waits: worker/table/absent.ts). */
export function isSeatAway(rules: TimeRules | undefined, seat: number, now: number): boolean {
  return (rules?.away?.[String(seat)] ?? []).some((s) => s.from <= now && s.until > now);
}

/** Until when `seat` is away as of `now`, if it is. */
export function awayUntil(t: Timing, seat: number, now: number): number | null {
  const span = awayOf(t, seat).find((s) => s.from <= now && s.until > now);
  return span ? span.until : null;
}

/** The running time this clock allows (null: no deadline). Clocks from before banks use the game's deadline. */
export function allowanceOf(clock: SeatClock, t: Timing): number | null {
  if (clock.allowMs !== undefined) return clock.allowMs;
  return t.deadlineHours == null ? null : t.deadlineHours * HOUR_MS;
}

export function deadlineOf(clock: SeatClock, t: Timing): number | null {
  const allow = allowanceOf(clock, t);
  return allow === null ? null : wallAfter(clock.since, allow, awayOf(t, clock.seat), t.rules?.weekendsOff === true);
}

/** Running time left on a clock as of `now` (null: no deadline); below zero once it has run out. */
export function leftOn(clock: SeatClock, t: Timing, now: number): number | null {
  const allow = allowanceOf(clock, t);
  if (allow === null) return null;
  return allow - runBetween(clock.since, Math.max(clock.since, now), awayOf(t, clock.seat), t.rules?.weekendsOff === true);
}

/** A seat's bank before its first turn, or as its last turn left it. */
export function bankOf(rules: TimeRules, seat: number): number | null {
  if (!rules.bank) return null;
  return rules.banks?.[String(seat)] ?? rules.bank.initialHours * HOUR_MS;
}

/** What a new wait of `seat` allows: its bank, the per-move deadline, or nothing (no clock). */
function allowanceForNewWait(seat: number, t: Timing): number | undefined {
  if (t.rules?.bank) return bankOf(t.rules, seat) ?? undefined;
  return t.deadlineHours == null ? undefined : t.deadlineHours * HOUR_MS;
}

/** A bank after a turn that used `used` of `allow`: plus the increment, never above the maximum (nor below the increment). */
export function bankAfterTurn(bank: BankControl, allow: number, used: number): number {
  return Math.min(bank.maxHours * HOUR_MS, Math.max(0, allow - used) + bank.incrementHours * HOUR_MS);
}

/**
 * The clocks after the active set changed at `now`: seats still active keep theirs, newcomers
 * start one, and with banks each seat whose turn ended keeps what is left of its bank plus the
 * increment (in the rules returned; `rules` unchanged when nothing moved).
 */
export function nextClocks(prev: readonly SeatClock[], active: readonly number[], now: number, t: Timing = { deadlineHours: null, onTimeout: 'remind' }) {
  let rules = t.rules ?? {};
  const bank = rules.bank;
  if (bank) {
    const banks = { ...(rules.banks ?? {}) };
    let moved = false;
    for (const clock of prev) {
      if (active.includes(clock.seat)) continue;
      const allow = allowanceOf(clock, t) ?? bank.initialHours * HOUR_MS;
      const used = runBetween(clock.since, now, awayOf(t, clock.seat), rules.weekendsOff === true);
      banks[String(clock.seat)] = bankAfterTurn(bank, allow, used);
      moved = true;
    }
    if (moved) rules = { ...rules, banks };
  }
  const timing = { ...t, rules };
  const clocks = active.map((seat): SeatClock => {
    const kept = prev.find((c) => c.seat === seat);
    if (kept) return kept;
    const allowMs = allowanceForNewWait(seat, timing);
    return { seat, since: now, reminded: 0, ...(allowMs === undefined ? {} : { allowMs }) };
  });
  return { clocks, rules };
}

/** Seats that joined the active set with this change (those who were already waiting are not told again). */
export function newcomers(prevActive: readonly number[], active: readonly number[]): number[] {
  return active.filter((s) => !prevActive.includes(s));
}

/** The hour of day (with fraction) at `at` in `zone`, or null when the zone is unknown to the runtime. */
function localHour(at: number, zone: string): number | null {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(new Date(at));
    const h = Number(parts.find((p) => p.type === 'hour')?.value);
    const m = Number(parts.find((p) => p.type === 'minute')?.value);
    return Number.isFinite(h) && Number.isFinite(m) ? h + m / 60 : null;
  } catch {
    return null;
  }
}

/** A valid IANA time zone name, as the runtime knows it. */
export function isTimeZone(zone: string): boolean {
  return zone.length <= 64 && localHour(0, zone) !== null;
}

/**
 * When a reminder due `at` goes out for a seat in `zone`: held to 07:00 there when `at` falls in
 * its quiet hours, unless the clock would run out (`deadline`) before then.
 */
export function outOfQuietHours(at: number, deadline: number | null, zone: string | undefined): number {
  if (!zone) return at;
  const h = localHour(at, zone);
  if (h === null || (h < QUIET_FROM_HOUR && h >= QUIET_TO_HOUR)) return at;
  const wait = (h >= QUIET_FROM_HOUR ? 24 - h + QUIET_TO_HOUR : QUIET_TO_HOUR - h) * HOUR_MS;
  const morning = Math.ceil((at + wait) / 60_000) * 60_000;
  return deadline !== null && morning >= deadline ? at : morning;
}

/** The reminders a clock can get, as [stage, time]: 1 the first (a day left, or half), 2 the last (two hours left, or a tenth). */
function reminders(clock: SeatClock, t: Timing): [number, number][] {
  const allow = allowanceOf(clock, t);
  if (allow === null) return [[1, clock.since + DAY_REMINDER_MS]];
  const away = awayOf(t, clock.seat);
  const weekends = t.rules?.weekendsOff === true;
  const deadline = wallAfter(clock.since, allow, away, weekends);
  const lefts = allow < SHORT_CLOCK_MS ? [allow / 2, allow / 10] : [...REMINDER_LEFT_MS];
  return lefts.map((left, i) => [i + 1, outOfQuietHours(wallAfter(clock.since, allow - left, away, weekends), deadline, t.zones?.[clock.seat])]);
}

/** Whether a clock that ran out is still to be dealt with (forfeit, bot, ask); "remind" only reminds. */
function deadlineCounts(t: Timing): boolean {
  return t.onTimeout !== 'remind';
}

/** The due times of these clocks: pending reminders and deadlines that still do something. */
export function clockDueTimes(clocks: readonly SeatClock[], t: Timing): number[] {
  const out: number[] = [];
  for (const clock of clocks) {
    for (const [stage, at] of reminders(clock, t)) if (stage > clock.reminded) out.push(at);
    const deadline = deadlineOf(clock, t);
    if (deadline !== null && deadlineCounts(t)) out.push(deadline);
  }
  return out;
}

/** When the game's writer next has something to do for these clocks; null when nothing ever will. */
export function nextCheckAt(clocks: readonly SeatClock[], t: Timing, other: readonly (number | null)[] = []): number | null {
  return earliest([...clockDueTimes(clocks, t), ...other]);
}

export interface Due {
  /** One reminder per seat at most: when a run was missed, only the latest stage goes out. */
  reminders: { seat: number; stage: number; deadline: number | null }[];
  /** Seats whose time ran out, when the policy does something then (forfeit, bot, ask). */
  late: number[];
  clocks: SeatClock[];
}

export function dueAt(clocks: readonly SeatClock[], t: Timing, now: number): Due {
  const late = clocks.filter((c) => deadlineCounts(t) && (deadlineOf(c, t) ?? Infinity) <= now).map((c) => c.seat);
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
