/**
 * The Worker: the JSON API under /api (Hono) and, for every other path, the
 * built web app from Workers Static Assets. Plus the Cron Trigger's housekeeping.
 */
import { Hono } from 'hono';
import type { AppEnv, Env } from './store/env';
import { type D1Stats, countingD1, formatStats } from './store/d1-stats';
import { createDb } from './store/db';
import { Refusal, errors } from './store/refusal';
import { refusalResponse } from './http/errors';
import { clientIp, enforceLimit } from './http/rate-limit';
import { loggedPath, requestLog } from './http/request-log';
import { announceChange } from './live/announce';
import { onGameEnded } from './live/ended';
import { clockWriter, compactWriter, gameWriters } from './live/writer';
import { runScheduled } from './cron/scheduled';
import { readConfig } from './store/notify-config';
import { clocksApi } from './routes/clocks';
import { chatApi } from './routes/chat';
import { devApi } from './routes/dev';
import { gamesApi } from './routes/games';
import { healthApi } from './routes/health';
import { joinApi } from './routes/join';
import { listsApi } from './routes/lists';
import { myGamesApi } from './routes/my-games';
import { notesApi } from './routes/notes';
import { notificationsApi } from './routes/notifications';
import { playApi } from './routes/play';
import { tableEndApi } from './routes/table-end';
import { pushApi } from './routes/push';
import { rematchApi } from './routes/rematch';
import { rulesetsApi } from './routes/rulesets';
import { addressPages } from './routes/address-pages';
import { playersApi } from './routes/players';
import { calendarApi } from './routes/calendar';
import { tournamentsApi } from './routes/tournaments';
import { tournamentGameEnded } from './tournament-hook';
import { originCheck } from './players/session';
import { gameHtml } from './pages/game-html';
import { handleEmail } from './mail-reply/handler';

// A game's end moves its tournament on at once, however the game ended (worker/live/ended.ts).
onGameEnded(tournamentGameEnded);

const app = new Hono<AppEnv>();

/** The same security headers as web/public/_headers gives the static assets. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Answers that carry a seat token in their body (create, join, a device's game list). */
const TOKEN_IN_BODY = /^\/api\/(games|join\/[^/]+|my-games)$/;

// First: every request gets its id and its one log line, whatever answers it (worker/http/request-log.ts).
app.use('*', requestLog);

app.use('*', async (c, next) => {
  await next();
  // A WebSocket upgrade's answer comes from the Durable Object as is (its headers are immutable).
  if (c.req.path.startsWith('/api/') && c.res.status !== 101) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      // The API's own HTML pages (worker/routes/address-pages.ts) set a policy that allows their
      // style, and a referrer policy under which their form's POST carries this site's Origin.
      if ((name === 'Content-Security-Policy' || name === 'Referrer-Policy') && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
    // What a seat token opens, or a token itself, is never kept by a browser or a shared cache;
    // and an answer depends on the token sent, so no cache may hand one seat's answer to another.
    c.res.headers.append('Vary', 'Authorization');
    if (c.req.header('authorization') !== undefined || (c.req.method === 'POST' && TOKEN_IN_BODY.test(c.req.path))) {
      c.res.headers.set('Cache-Control', 'private, no-store');
    }
  }
});

// Every API request counts against its client address before any D1 work, so made-up tokens
// or a flood of reads cost nothing past the limit. Generous: a household behind one address
// with several game pages open polls far below it.
app.use('/api/*', async (c, next) => {
  await enforceLimit(c, 'api', clientIp(c));
  return next();
});

app.use('/api/*', async (c, next) => {
  if (c.env.D1_STATS !== 'on') {
    c.set('db', createDb(c.env.DB));
    return next();
  }
  const stats: D1Stats = { queries: 0, rowsRead: 0, rowsWritten: 0 };
  c.set('db', createDb(countingD1(c.env.DB, stats)));
  c.set('d1Stats', stats);
  // The Worker's own time for the request (its clock moves across I/O, so D1's waits are in it;
  // the client and wrangler's proxy are not): the bench compares a move late in a game with an early one.
  const started = performance.now();
  await next();
  if (c.res.status !== 101) {
    c.res.headers.set('X-D1-Stats', formatStats(stats));
    c.res.headers.set('Server-Timing', `worker;dur=${(performance.now() - started).toFixed(1)}`);
  }
});

// A cookie-authenticated write from another origin is refused before any route runs (worker/players/session.ts).
app.use('/api/*', originCheck);

// One sub-app per resource (worker/routes/), chained so that `AppType` is the whole API's type.
const routes = app
  .route('/api', rulesetsApi)
  .route('/api', gamesApi)
  .route('/api', playApi)
  .route('/api', tableEndApi)
  .route('/api', joinApi)
  .route('/api', chatApi)
  .route('/api', clocksApi)
  .route('/api', notesApi)
  .route('/api', rematchApi)
  .route('/api', listsApi)
  .route('/api', notificationsApi)
  .route('/api', pushApi)
  .route('/api', myGamesApi)
  .route('/api', devApi)
  .route('/api', addressPages)
  .route('/api', playersApi)
  .route('/api', tournamentsApi)
  .route('/api', calendarApi)
  .route('/api', healthApi);
app.all('/api/*', () => {
  throw errors.notFound();
});

app.onError((err, c) => {
  if (err instanceof Refusal) return refusalResponse(c, err);
  // Always logged, with the request's id, which the answer carries so that a player can quote it.
  const requestId = c.get('requestId');
  console.error(`unhandled error ${JSON.stringify({ id: requestId, method: c.req.method, path: loggedPath(c.req.path) })}`, err);
  return c.json({ error: { code: 'internal', message: 'Something went wrong on our side; nothing was changed.', requestId } }, 500);
});

// A game page's shell names its board's files (wrangler.toml runs the Worker first for /g/*).
app.get('/g/:id', gameHtml);
app.notFound((c) => c.env.ASSETS.fetch(c.req.raw));

/** The whole API's type, for Hono's typed client (`hc<AppType>`). */
export type AppType = typeof routes;
export { GameLive } from './live/object';

export default {
  fetch: app.fetch,
  // A reply to a turn mail, from Cloudflare Email Routing (worker/mail-reply/; docs/notifications.md, "Moving by mail").
  async email(message, env, ctx) {
    await handleEmail(message, env, ctx);
  },
  async scheduled(event, env, ctx) {
    let config = null;
    try {
      config = readConfig(env);
    } catch (err) {
      // Reminders and deadlines still run; mail waits in the outbox until the settings are fixed.
      console.error('mail settings', err);
    }
    ctx.waitUntil(
      runScheduled(
        createDb(env.DB),
        config,
        event.scheduledTime,
        (id, revision) => announceChange(env, ctx, id, revision),
        env.RECORDS,
        clockWriter(env),
        compactWriter(env),
        gameWriters(env),
      ).catch((err) => {
        console.error('cron run failed', err);
        throw err;
      }),
    );
  },
} satisfies ExportedHandler<Env>;
