/**
 * Local development only (the outbox mail driver on a loopback host; a deployed service answers
 * 404): the outbox as mails, the cron run by hand as of any moment, and a mail delivered to the
 * Worker's `email()` handler.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import type { DevOutboxEmail } from '@schema/api';
import type { AppEnv } from '../store/env';
import { errors } from '../store/refusal';
import { announceChange } from '../live/announce';
import { clockWriter, compactWriter, gameWriters, publishDueWindows } from '../live/writer';
import { isLoopbackHost, requestConfig } from '../store/notify-config';
import { deliver, devOutbox } from '../notify/outbox';
import { runScheduled } from '../cron/scheduled';
import { MAX_REPLY_BYTES, receiveReply } from '../mail-reply/inbound';

export const devApi = new Hono<AppEnv>()
  .get('/dev/outbox', async (c) => {
    const config = requestConfig(c.env, c.req.url);
    if (config.driver !== 'outbox' || !isLoopbackHost(c.req.url)) throw errors.notFound();
    const emails: DevOutboxEmail[] = await devOutbox(c.get('db'), config, Date.now(), c.env.RECORDS);
    return c.json({ emails });
  })

  .post('/dev/scheduled', async (c) => {
    // Runs the Cron Trigger's work as of `time` (epoch ms, default now). wrangler 4.84's
    // /cdn-cgi/handler/scheduled fails with "exception" whenever static assets are configured
    // (fixed upstream only in releases that need Node 22), so this is the way to run the cron
    // by hand with `npm start`.
    const config = requestConfig(c.env, c.req.url);
    if (config.driver !== 'outbox' || !isLoopbackHost(c.req.url)) throw errors.notFound();
    const time = z.coerce.number().int().min(0).optional().safeParse(c.req.query('time'));
    if (!time.success) throw errors.invalidBody('time: epoch milliseconds');
    const at = time.data ?? Date.now();
    // First the take-back windows that have ended by then (D1 knows nothing pending, so the sweep
    // below could not): their turn mail goes out with the run's, and no clock acts on a state
    // that hides an action.
    const windows = await publishDueWindows(c.env, c.get('db'), at);
    const report = await runScheduled(
      c.get('db'),
      config,
      at,
      (id, revision) => announceChange(c.env, c.executionCtx, id, revision),
      c.env.RECORDS,
      // Each due game's writer runs its clocks as of `time`: its alarm's work, moved forward.
      clockWriter(c.env),
      compactWriter(c.env),
      gameWriters(c.env),
    );
    return c.json({ ran: new Date(at).toISOString(), ...report, windows });
  })

  // A raw RFC 5322 message, as Email Routing would hand it to `email()` (worker/mail-reply/): what it did.
  .post('/dev/email', async (c) => {
    const config = requestConfig(c.env, c.req.url);
    if (config.driver !== 'outbox' || !isLoopbackHost(c.req.url)) throw errors.notFound();
    const query = z
      .object({ from: z.string().max(320), to: z.string().min(3).max(320), time: z.coerce.number().int().min(0).optional() })
      .safeParse(c.req.query());
    if (!query.success) throw errors.invalidBody('from and to: the envelope addresses; time: epoch milliseconds');
    const body = new Uint8Array(await c.req.arrayBuffer());
    // As the platform would: a message past the limit is not read further.
    const raw = body.byteLength > MAX_REPLY_BYTES ? body.slice(0, MAX_REPLY_BYTES + 1) : body;
    // `time`: the moment it arrives (default now), like /dev/scheduled's; its mails are sent as of then.
    const at = query.data.time ?? Date.now();
    const report = await receiveReply(c.env, c.get('db'), config, { from: query.data.from, to: query.data.to, raw }, at);
    if (report.outbox.length) {
      c.executionCtx.waitUntil(deliver(c.get('db'), config, at, { ids: report.outbox }).catch((err) => console.error('outbox delivery failed', err)));
    }
    const { outbox: _ids, ...shown } = report;
    return c.json(shown);
  });
