/**
 * Wall-clock time in a time zone, from the runtime's own zone data (Intl): the hour a moment falls
 * in there, and the moment of a given hour there. The digest's morning (worker/notify/morning.ts)
 * and a player's quiet hours (worker/players/quiet.ts) are both hours of the player's zone.
 */
import { isTimeZone } from './clocks';

/** The wall-clock fields of `at` in `zone`. */
function wall(at: number, zone: string): { y: number; m: number; d: number; h: number; min: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: n('year'), m: n('month'), d: n('day'), h: n('hour'), min: n('minute') };
}

/** The zone's offset from UTC at `at`, in ms (Berlin in winter: +1 h). */
function offset(at: number, zone: string): number {
  const w = wall(at, zone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min) - Math.floor(at / 60_000) * 60_000;
}

/**
 * The instant of `hour`:00 in `zone` on the zone's calendar day holding `now`; an unknown zone
 * counts as UTC. On a day whose `hour`:00 a clock change skips, the instant is the one an hour later.
 */
export function localHour(now: number, zone: string | null | undefined, hour: number): number {
  const z = zone && isTimeZone(zone) ? zone : 'UTC';
  const w = wall(now, z);
  const local = Date.UTC(w.y, w.m - 1, w.d, hour);
  // Two passes: the offset at the first guess may differ from the offset at the answer (a clock change between).
  let at = local - offset(local, z);
  at = local - offset(at, z);
  return at;
}

/** The wall-clock hour (0–23) of `at` in `zone` (an unknown zone: UTC). */
export function hourIn(at: number, zone: string | null | undefined): number {
  return wall(at, zone && isTimeZone(zone) ? zone : 'UTC').h;
}
