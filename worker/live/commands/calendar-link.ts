/**
 * "New link" of a seat's deadline calendar (`POST /api/games/:id/calendar`; worker/calendar/):
 * the seat's feed generation in the game's row goes up, so its payload (GET and frames alike)
 * carries the new URL and the old one answers 404. The plan of its one batch; answers the new URL.
 */
import { errors } from '../../store/refusal';
import { requestConfig } from '../../store/notify-config';
import { seatCalendarUrl } from '../../store/calendar-url';
import { andThen, done } from '../../store/plan';
import { renewSeatCalendar } from '../../store/seat-own';
import type { Handler } from '../desk';
import { seatChange } from '../seat-change';

export const handler: Handler<'calendar-link'> = {
  type: 'calendar-link',
  publishFirst: true,
  async run(desk, db, _command, { tokenHash, url }) {
    const loaded = await desk.seatOf(db, tokenHash);
    const seat = loaded.seat;
    if (seat === null) throw errors.unauthorized();
    return andThen(await renewSeatCalendar(db, loaded.game, seat), async (written) => {
      const calendarUrl = await seatCalendarUrl(requestConfig(desk.env, url), written.game, seat);
      // A seat from before derived seat links has no feed (its row changed all the same: harmless).
      if (!calendarUrl) throw errors.notFound();
      const change = await seatChange(db, loaded, { game: written.game, outbox: written.outbox, ...(written.tail ? { tail: written.tail } : {}) });
      return done({ ...change, value: { calendarUrl } });
    });
  },
};
