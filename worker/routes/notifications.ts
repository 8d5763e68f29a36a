/** Notifications, lost-link recovery, the device's game list and the local outbox: thin routes over lib/. */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import { myGamesBody, myGamesEmailBody, notificationSettingsBody, pushSubscribeBody, pushUnsubscribeBody, recoverBody } from '../../schema/api';
import type { DevOutboxEmail } from '../../schema/api';
import type { AppEnv } from '../env';
import { readBody } from '../lib/body';
import { isLoopbackHost, requestConfig } from '../lib/config';
import { createDb } from '../lib/db';
import { ApiError, errors } from '../lib/errors';
import { loadGame } from '../lib/games';
import { subscribePush, unsubscribePush } from '../lib/push';
import { bearerToken } from '../lib/ids';
import { deliver, devOutbox } from '../lib/outbox';
import { clientIp, enforceLimit } from '../lib/rate-limit';
import { announceChange } from '../lib/live';
import { runScheduled } from '../lib/scheduled';
import { getSettings, mailMyGames, markSeen, muteByLink, myGames, putSettings, recoverLink } from '../lib/seat-settings';

const gameIdParam = z.string().regex(/^[a-z0-9]{1,32}$/);

function gameIdOf(raw: string): string {
  const parsed = gameIdParam.safeParse(raw);
  if (!parsed.success) throw errors.gameNotFound();
  return parsed.data;
}

function tokenOf(c: Context<AppEnv>): string {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw errors.unauthorized();
  return token;
}

/**
 * Sends the rows a request just queued, after the response. Uses the plain binding so the
 * request's own D1 counters (D1_STATS) measure only the request; the cron retries failures.
 */
export function deliverAfterResponse(c: Context<AppEnv>, ids: string[]): void {
  if (!ids.length) return;
  const config = requestConfig(c.env, c.req.url);
  c.executionCtx.waitUntil(deliver(createDb(c.env.DB), config, Date.now(), { ids }).catch((err) => console.error('outbox delivery failed', err)));
}

/** This deployment's VAPID keys, or 404 push_unavailable when it has none (lib/config.ts). */
function pushKeys(c: Context<AppEnv>) {
  const push = requestConfig(c.env, c.req.url).push;
  if (!push) throw new ApiError(404, 'push_unavailable', 'Notifications on a device are not set up on this server; emails still work.');
  return push;
}

const muteQuery = z.object({ seat: z.coerce.number().int().min(0).max(7), k: z.string().min(20).max(100) });

export const notificationsApi = new Hono<AppEnv>()
  .get('/games/:id/notifications', async (c) => c.json(await getSettings(c.get('db'), gameIdOf(c.req.param('id')), tokenOf(c))))

  .put('/games/:id/notifications', async (c) => {
    const token = tokenOf(c);
    const body = await readBody(c, notificationSettingsBody);
    const { settings, outbox } = await putSettings(c.get('db'), gameIdOf(c.req.param('id')), token, body, Date.now());
    deliverAfterResponse(c, outbox);
    return c.json(settings);
  })

  .post('/games/:id/presence', async (c) => {
    await markSeen(c.get('db'), gameIdOf(c.req.param('id')), tokenOf(c), Date.now());
    return c.body(null, 204);
  })

  // Web Push: the public key for PushManager.subscribe, and a seat's subscriptions (lib/push.ts).
  .get('/push/key', (c) => c.json({ publicKey: pushKeys(c).publicKey }))

  .post('/games/:id/push', async (c) => {
    const token = tokenOf(c);
    const vapid = pushKeys(c);
    const body = await readBody(c, pushSubscribeBody);
    const db = c.get('db');
    const localOutbox = requestConfig(c.env, c.req.url).driver === 'outbox';
    const { created } = await subscribePush(db, vapid, await loadGame(db, gameIdOf(c.req.param('id')), token), body, Date.now(), localOutbox);
    return c.json({ subscribed: true }, created ? 201 : 200);
  })

  .delete('/games/:id/push', async (c) => {
    const token = tokenOf(c);
    const body = await readBody(c, pushUnsubscribeBody);
    const db = c.get('db');
    await unsubscribePush(db, await loadGame(db, gameIdOf(c.req.param('id')), token), body.endpoint);
    return c.body(null, 204);
  })

  .post('/games/:id/mute', async (c) => {
    const parsed = muteQuery.safeParse(c.req.query());
    if (!parsed.success) throw errors.invalidBody('A mute link needs seat and k: copy the whole link from the email.');
    const config = requestConfig(c.env, c.req.url);
    await muteByLink(c.get('db'), config, gameIdOf(c.req.param('id')), parsed.data.seat, parsed.data.k);
    return c.json({ muted: true });
  })

  .post('/games/:id/recover', async (c) => {
    await enforceLimit(c, 'recover', clientIp(c));
    const body = await readBody(c, recoverBody);
    requestConfig(c.env, c.req.url);
    const client = c.req.header('cf-connecting-ip') ?? 'local';
    const ids = await recoverLink(c.get('db'), gameIdOf(c.req.param('id')), body.email, client, Date.now());
    deliverAfterResponse(c, ids);
    return c.json(
      { ok: true, message: 'If that address belongs to a seat of this game, its seat link is on its way. Check your inbox in a few minutes.' },
      202,
    );
  })

  .post('/my-games', async (c) => {
    const body = await readBody(c, myGamesBody);
    return c.json({ games: await myGames(c.get('db'), body.tokens) });
  })

  .post('/my-games/email', async (c) => {
    await enforceLimit(c, 'recover', clientIp(c));
    const body = await readBody(c, myGamesEmailBody);
    requestConfig(c.env, c.req.url);
    const ids = await mailMyGames(c.get('db'), body.email, c.req.header('cf-connecting-ip') ?? 'local', Date.now());
    deliverAfterResponse(c, ids);
    return c.json(
      { ok: true, message: 'If that address has games in progress, a list of them with their seat links is on its way. Check your inbox in a few minutes.' },
      202,
    );
  })

  .get('/dev/outbox', async (c) => {
    // Local development only: the outbox driver on a loopback host. A deployed service answers 404.
    const config = requestConfig(c.env, c.req.url);
    if (config.driver !== 'outbox' || !isLoopbackHost(c.req.url)) throw errors.notFound();
    const emails: DevOutboxEmail[] = await devOutbox(c.get('db'), config, Date.now(), c.env.RECORDS);
    return c.json({ emails });
  })

  .post('/dev/scheduled', async (c) => {
    // Local development only, like the outbox: runs the Cron Trigger's work as of `time`
    // (epoch ms, default now). wrangler 4.84's /cdn-cgi/handler/scheduled fails with
    // "exception" whenever static assets are configured (fixed upstream only in releases that
    // need Node 22), so this is the way to run the cron by hand with `npm start`.
    const config = requestConfig(c.env, c.req.url);
    if (config.driver !== 'outbox' || !isLoopbackHost(c.req.url)) throw errors.notFound();
    const time = z.coerce.number().int().min(0).optional().safeParse(c.req.query('time'));
    if (!time.success) throw errors.invalidBody('time: epoch milliseconds');
    const report = await runScheduled(
      c.get('db'),
      config,
      time.data ?? Date.now(),
      (id, revision) => announceChange(c.env, c.executionCtx, id, revision),
      c.env.RECORDS,
    );
    return c.json({ ran: new Date(time.data ?? Date.now()).toISOString(), ...report });
  });
