/**
 * The daily digest's morning (issue #48): 07:00 in the address's own time zone. The zone is the
 * signed-in player's setting (`players.settings.timeZone`, sent by their browser with the
 * settings form), else the one the browser reported when the seat was created or joined
 * (`games.seats[].tz`, the newest game's of the address), else UTC.
 */
import { isTimeZone } from '../store/clocks';
import { localHour } from '../store/local-time';

/** The local hour from which a day's digest goes out. */
export const DIGEST_HOUR = 7;

/** The instant of today's `DIGEST_HOUR`:00 in `zone` as seen at `now` (`localHour`). */
export function morningOf(now: number, zone: string | null | undefined): number {
  return localHour(now, zone, DIGEST_HOUR);
}

/** The zone an address's digest follows: the player's, else the newest seat's, else UTC. */
export function zoneOf(rows: readonly { playerZone: string | null; seatZone: string | null; updatedAt: number }[]): string {
  const player = rows.find((r) => r.playerZone && isTimeZone(r.playerZone))?.playerZone;
  if (player) return player;
  const seat = [...rows].sort((a, b) => b.updatedAt - a.updatedAt).find((r) => r.seatZone && isTimeZone(r.seatZone))?.seatZone;
  return seat ?? 'UTC';
}
