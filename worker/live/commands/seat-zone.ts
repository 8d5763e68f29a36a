/**
 * A seat's time zone, chosen by its player (`PUT /api/games/:id/notifications` with `timeZone`;
 * worker/store/seat-own.ts): its digest's morning (07:00 there) and its reminders' quiet hours.
 * Answers the zone now held.
 */
import { errors } from '../../refusal';
import { setSeatZone } from '../../store/seat-own';
import type { Handler } from '../desk';
import { seatChange } from '../seat-change';

export const handler: Handler<'seat-zone'> = {
  type: 'seat-zone',
  publishFirst: true,
  async run(desk, db, { timeZone }, { tokenHash }) {
    const loaded = await desk.seatOf(db, tokenHash);
    if (loaded.seat === null) throw errors.unauthorized();
    if (loaded.game.seats[loaded.seat]?.tz === timeZone) return { value: { timeZone } };
    const done = await setSeatZone(db, loaded.game, loaded.seat, timeZone);
    const change = await seatChange(db, loaded, { game: done.game, outbox: done.outbox, ...(done.tail ? { tail: done.tail } : {}) });
    return { ...change, value: { timeZone } };
  },
};
