/**
 * Whether a seat's player is away (issue #31, item 4: the `clocks` branch adds away). A bot that
 * stands in for an absent seat never acts while its player is away. Read defensively: until
 * away lands, neither the seat nor its clock carries `awayUntil`, and no seat is away.
 */
import type { SeatClock, SeatInfo } from '../../db/schema';

export function isSeatAway(seat: SeatInfo | undefined, clock: SeatClock | undefined, now: number): boolean {
  const until = [(seat as { awayUntil?: unknown } | undefined)?.awayUntil, (clock as { awayUntil?: unknown } | undefined)?.awayUntil];
  return until.some((u) => typeof u === 'number' && u > now);
}
