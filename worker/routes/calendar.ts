/**
 * The deadline calendar (worker/calendar/feed.ts): `GET /api/calendar/<signed id>.ics`, and "new
 * link" (the old URL answers 404 from then on) for a signed-in player's feed (`POST
 * /api/me/calendar`; `/api/me` carries the current URL as `calendarUrl`) and for a seat's
 * (`POST /api/games/<id>/calendar` with the seat's token, the seat command `calendar-link` run by
 * the game's writer; the seat's payload and notification settings carry `calendarUrl`).
 */
import { Hono } from 'hono';
import { messagesFor } from '@web/i18n/worker-catalog';
import type { AppEnv } from '../store/env';
import { errors } from '../store/refusal';
import { token } from '../http/seat';
import { seatCommand } from '../live/writer';
import { requestConfig } from '../store/notify-config';
import { signedIn } from '../players/session';
import { calendarUrl, feedEvents, readFeedId, renewFeed } from '../calendar/feed';
import { icsCalendar } from '../calendar/ics';

export const calendarApi = new Hono<AppEnv>()
  .get('/calendar/:file', async (c) => {
    const file = c.req.param('file');
    if (!file.endsWith('.ics') || file.length > 140) throw errors.notFound();
    const config = requestConfig(c.env, c.req.url);
    const owner = await readFeedId(config, file.slice(0, -4));
    // A new link made, the seat given to someone new, the game or account gone: this URL is over.
    const feed = owner ? await feedEvents(c.get('db'), config, owner) : null;
    if (!feed) throw errors.notFound();
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    // Private (the URL is the key), and fresh at each poll: it changes as moves happen.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Content-Disposition', 'inline; filename="stonehenge-deadlines.ics"');
    c.header('X-Robots-Tag', 'noindex');
    return c.body(icsCalendar(messagesFor(feed.locale).mailReply.calendarName, feed.events, Date.now()));
  })

  .post('/me/calendar', signedIn, async (c) => {
    const player = c.get('player');
    const gen = await renewFeed(c.get('db'), { kind: 'player', playerId: player.id }, Date.now());
    c.header('Cache-Control', 'private, no-store');
    return c.json({ calendarUrl: await calendarUrl(requestConfig(c.env, c.req.url), { kind: 'player', playerId: player.id, gen }) });
  })

  .post('/games/:id/calendar', token(true), async (c) => {
    // The seat's feed generation is in the game's row: its writer raises it and tells the pages.
    const answer = await seatCommand<{ calendarUrl: string }>(c, { type: 'calendar-link' });
    c.header('Cache-Control', 'private, no-store');
    return c.json(answer);
  });
