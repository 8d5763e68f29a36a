/**
 * A seat's own settings kept in the game's row (`games.seats[]`), changed by the seat through the
 * game's writer (worker/live/commands/calendar-link.ts, seat-zone.ts): the generation of its
 * deadline calendar's URL and its time zone. Committed like a clock's change: the row's revision
 * moves (every page hears of it, a GET's ETag changes), its version and log do not. Each returns
 * the plan of its one batch (./plan.ts), which the game's writer runs.
 */
import type { GameRow, SeatInfo } from '@db/schema';
import { Refusal, errors } from './refusal';
import { isTimeZone } from './clocks';
import { type CommitResult, commitPlan } from './move-store';
import type { Db } from './db';
import { type Plan, andThen, done } from './plan';

/** The seats with `seat`'s entry changed by `edit`. */
function seatsWith(game: GameRow, seat: number, edit: (s: SeatInfo) => SeatInfo): SeatInfo[] {
  return game.seats.map((s) => (s.seat === seat ? edit(s) : s));
}

/** The plan that commits the row's new seats, whatever the game's status; a lost guard is refused `stale_version`. */
async function commitSeats(db: Db, game: GameRow, seats: SeatInfo[]): Promise<Plan<Extract<CommitResult, { ok: true }>>> {
  return andThen(await commitPlan(db, { game, steps: [], set: { seats }, from: game.status, readTail: true }), (written) => {
    if (!written.ok) throw new Refusal('stale_version', 'The game changed meanwhile; look again and retry.');
    return done(written);
  });
}

/** "New link" of the seat's deadline calendar: its next generation; the old URL answers 404 from now on. */
export function renewSeatCalendar(db: Db, game: GameRow, seat: number) {
  return commitSeats(
    db,
    game,
    seatsWith(game, seat, (s) => ({ ...s, calendar: (s.calendar ?? 0) + 1 })),
  );
}

/** The seat's time zone, as its player chose it (an IANA name the runtime knows). */
export function setSeatZone(db: Db, game: GameRow, seat: number, zone: string) {
  if (!isTimeZone(zone)) throw errors.invalidBody(`"${zone}" is not a time zone this service knows.`);
  return commitSeats(
    db,
    game,
    seatsWith(game, seat, (s) => ({ ...s, tz: zone })),
  );
}
