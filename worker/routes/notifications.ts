/** A seat's notification settings, its page's presence, a mail's mute link and lost-link recovery (worker/notify/). */
import { Hono } from 'hono';
import * as z from 'zod';
import { type NotificationSettings, notificationSettingsBody, recoverBody } from '@schema/api';
import { seatRowSettings } from '../calendar/feed';
import { seatCommand, tellOwedTurns } from '../live/writer';
import type { AppContext, AppEnv } from '../store/env';
import { deliverAfterResponse } from '../http/after';
import { jsonBody } from '../http/body';
import { query } from '../http/query';
import { clientKey, limit } from '../http/rate-limit';
import { type SeatTokenVars, gameIdOf, token } from '../http/seat';
import { requestConfig } from '../store/notify-config';
import { currentPlayer } from '../players/session';
import { getSettings, markSeen, muteByLink, putSettings, recoverLink } from '../notify/seat-settings';

const muteQuery = z.object({ seat: z.coerce.number().int().min(0).max(7), k: z.string().min(20).max(100) });

/** The settings with the seat's time zone and deadline calendar URL from the game's row (worker/calendar/feed.ts), private like them. */
async function withCalendar(c: AppContext<SeatTokenVars>, settings: NotificationSettings): Promise<NotificationSettings> {
  c.header('Cache-Control', 'private, no-store');
  return { ...settings, ...(await seatRowSettings(c.get('db'), requestConfig(c.env, c.req.url), c.get('gameId'), c.get('tokenHash'))) };
}

export const notificationsApi = new Hono<AppEnv>()
  .get('/games/:id/notifications', token(true), async (c) => {
    const settings = await getSettings(c.get('db'), c.get('gameId'), c.get('tokenHash'));
    return c.json(await withCalendar(c, settings));
  })

  .put('/games/:id/notifications', token(true), jsonBody(notificationSettingsBody), async (c) => {
    const { timeZone, ...body } = c.req.valid('json');
    // The seat's zone is in the game's row: its writer changes it (worker/live/commands/seat-zone.ts).
    if (timeZone !== undefined) await seatCommand(c, { type: 'seat-zone', timeZone });
    const player = body.email ? await currentPlayer(c) : null;
    const { settings, outbox, proven } = await putSettings(c.get('db'), c.get('gameId'), c.get('tokenHash'), body, Date.now(), player?.email ?? null);
    // An address proven just now (signed in with it): the turn the seat is in gets its mail (#57).
    const owed = proven === null ? [] : await tellOwedTurns(c.env, [{ gameId: c.get('gameId'), seat: proven }], c.req.url);
    deliverAfterResponse(c, [...outbox, ...owed]);
    return c.json(await withCalendar(c, settings));
  })

  .post('/games/:id/presence', token(true), async (c) => {
    await markSeen(c.get('db'), c.get('gameId'), c.get('tokenHash'), Date.now());
    return c.body(null, 204);
  })

  .post('/games/:id/mute', query(muteQuery, 'A mute link needs seat and k: copy the whole link from the email.'), async (c) => {
    const { seat, k } = c.req.valid('query');
    const config = requestConfig(c.env, c.req.url);
    await muteByLink(c.get('db'), config, gameIdOf(c.req.param('id')), seat, k);
    return c.json({ muted: true });
  })

  .post('/games/:id/recover', limit('recover', 'ip'), jsonBody(recoverBody), async (c) => {
    const body = c.req.valid('json');
    requestConfig(c.env, c.req.url);
    const client = clientKey(c.req.header('cf-connecting-ip') ?? 'local');
    const ids = await recoverLink(c.get('db'), gameIdOf(c.req.param('id')), body.email, client, Date.now());
    deliverAfterResponse(c, ids);
    return c.json(
      { ok: true, message: 'If that address belongs to a seat of this game, its seat link is on its way. Check your inbox in a few minutes.' },
      202,
    );
  });
