/**
 * A seat's time zone, chosen by its player (`PUT /api/games/:id/notifications` with `timeZone`;
 * worker/store/seat-own.ts): its digest's morning (07:00 there) and its reminders' quiet hours.
 * The plan of its one batch; answers the zone now held.
 */
import { errors } from '../../store/refusal';
import { andThen, done } from '../../store/plan';
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
    return andThen(await setSeatZone(db, loaded.game, loaded.seat, timeZone), async (written) => {
      const change = await seatChange(db, loaded, { game: written.game, outbox: written.outbox, ...(written.tail ? { tail: written.tail } : {}) });
      return done({ ...change, value: { timeZone } });
    });
  },
};
