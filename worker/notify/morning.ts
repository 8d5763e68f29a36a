/**
 * The daily digest's morning (issue #48): 07:00 in the address's own time zone. The zone is the
 * signed-in player's setting (`players.settings.timeZone`, sent by their browser with the
 * settings form), else the one the browser reported when the seat was created or joined
 * (`games.seats[].tz`, the newest game's of the address), else UTC.
 */
import { isTimeZone } from '../store/clocks';

/** The local hour from which a day's digest goes out. */
export const DIGEST_HOUR = 7;

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
 * The instant of today's `DIGEST_HOUR`:00 in `zone` as seen at `now` (today: the zone's calendar
 * day holding `now`); an unknown zone counts as UTC. On a day whose 07:00 a clock change skips,
 * the instant is the one an hour later.
 */
export function morningOf(now: number, zone: string | null | undefined): number {
  const z = zone && isTimeZone(zone) ? zone : 'UTC';
  const w = wall(now, z);
  const local = Date.UTC(w.y, w.m - 1, w.d, DIGEST_HOUR);
  // Two passes: the offset at the first guess may differ from the offset at the answer (a clock change between).
  let at = local - offset(local, z);
  at = local - offset(at, z);
  return at;
}

/** The zone an address's digest follows: the player's, else the newest seat's, else UTC. */
export function zoneOf(rows: readonly { playerZone: string | null; seatZone: string | null; updatedAt: number }[]): string {
  const player = rows.find((r) => r.playerZone && isTimeZone(r.playerZone))?.playerZone;
  if (player) return player;
  const seat = [...rows].sort((a, b) => b.updatedAt - a.updatedAt).find((r) => r.seatZone && isTimeZone(r.seatZone))?.seatZone;
  return seat ?? 'UTC';
}
