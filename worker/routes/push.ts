/** Web Push: the public key for PushManager.subscribe, and a seat's subscriptions (worker/notify/push.ts). */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { pushSubscribeBody, pushUnsubscribeBody } from '@schema/api';
import type { AppContext, AppEnv } from '../store/env';
import { jsonBody } from '../http/body';
import { Refusal } from '../store/refusal';
import { seatOf, token } from '../http/seat';
import { requestConfig } from '../store/notify-config';
import { subscribePush, unsubscribePush } from '../notify/push';

/** This deployment's VAPID keys, or 404 push_unavailable when it has none (store/notify-config.ts). */
function pushKeys(c: AppContext) {
  const push = requestConfig(c.env, c.req.url).push;
  if (!push) throw new Refusal('push_unavailable', 'Notifications on a device are not set up on this server; emails still work.');
  return push;
}

/** No push on this server is a 404 before the body is read. */
const pushReady = createMiddleware<AppEnv>(async (c, next) => {
  pushKeys(c);
  await next();
});

export const pushApi = new Hono<AppEnv>()
  .get('/push/key', (c) => c.json({ publicKey: pushKeys(c).publicKey }))

  .post('/games/:id/push', token(true), pushReady, jsonBody(pushSubscribeBody), async (c) => {
    const vapid = pushKeys(c);
    const body = c.req.valid('json');
    // Loopback endpoints only with the local outbox driver (a development machine's mock push service).
    const localOutbox = requestConfig(c.env, c.req.url).driver === 'outbox';
    const { created } = await subscribePush(c.get('db'), vapid, await seatOf(c), body, Date.now(), localOutbox);
    return c.json({ subscribed: true }, created ? 201 : 200);
  })

  .delete('/games/:id/push', token(true), jsonBody(pushUnsubscribeBody), async (c) => {
    const body = c.req.valid('json');
    await unsubscribePush(c.get('db'), await seatOf(c), body.endpoint);
    return c.body(null, 204);
  });
