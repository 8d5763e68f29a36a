/**
 * "New link" of a seat's deadline calendar (`POST /api/games/:id/calendar`; worker/calendar/):
 * the seat's feed generation in the game's row goes up, so its payload (GET and frames alike)
 * carries the new URL and the old one answers 404. Answers the new URL.
 */
import { errors } from '../../refusal';
import { requestConfig } from '../../notify/config';
import { seatCalendarUrl } from '../../store/calendar-url';
import { renewSeatCalendar } from '../../store/seat-own';
import type { Handler } from '../desk';
import { seatChange } from '../seat-change';

export const handler: Handler<'calendar-link'> = {
  type: 'calendar-link',
  publishFirst: true,
  async run(desk, db, _command, { tokenHash, url }) {
    const loaded = await desk.seatOf(db, tokenHash);
    if (loaded.seat === null) throw errors.unauthorized();
    const done = await renewSeatCalendar(db, loaded.game, loaded.seat);
    const calendarUrl = await seatCalendarUrl(requestConfig(desk.env, url), done.game, loaded.seat);
    // A seat from before derived seat links has no feed (its row changed all the same: harmless).
    if (!calendarUrl) throw errors.notFound();
    const change = await seatChange(db, loaded, { game: done.game, outbox: done.outbox, ...(done.tail ? { tail: done.tail } : {}) });
    return { ...change, value: { calendarUrl } };
  },
};
