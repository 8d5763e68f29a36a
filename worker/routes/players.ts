/**
 * Players across games (issue #32): sign-in by email link and by passkey, the session, My games
 * on every device, settings, profiles, leaderboards, export and deletion. Thin routes over
 * worker/players/. Mounted under /api by worker/index.ts, after the origin check.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { games } from '@db/schema';
import * as z from 'zod';
import { normaliseName, nameProblem } from '@schema/names';
import { timeZoneName } from '@schema/api';
import { HANDLE, handleField } from '@schema/handles';
import { signInNext } from '@schema/signin';
import { isTimeZone } from '../store/clocks';
import type { AppEnv } from '../store/env';
import { jsonBody } from '../http/body';
import { query } from '../http/query';
import { requestConfig } from '../store/notify-config';
import { errors } from '../store/refusal';
import { clientIp, limit } from '../http/rate-limit';
import {
  claimSeats,
  deleteAccount,
  exportPlayer,
  gamesOfPlayer,
  markAddressConfirmed,
  playerOfAddress,
  updateProfile,
  updateSettings,
} from '../players/accounts';
import { consumeLink, requestLink } from '../notify/email-link';
import { passkeyApi } from './passkeys';
import { leaderboard, profileOf, seatRatings } from '../players/profiles';
import { wakeWriters } from './clocks';
import { seatRenamer, seatSigner, tellOwedTurns } from '../live/writer';
import { provenSeatsToAct } from '../store/mail-addresses';
import { closeSession, openSession, requirePlayer, setSessionCookie, signedIn } from '../players/session';
import { deliverAfterResponse } from '../http/after';
import { feedGen } from '../calendar/feed';
import { calendarUrl as calendarUrlOf } from '../store/calendar-url';
import { requestLanguage } from '../http/language';

const seatTokens = z
  .array(z.string().regex(/^[A-Za-z0-9_-]{20,100}$/))
  .max(200)
  .default([]);
const emailBody = z.object({ email: z.string().trim().max(254).email('That email address does not look right.'), next: signInNext.optional() }).strict();
const verifyBody = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'That sign-in link is not valid.'),
    tokens: seatTokens,
    // The page's language, for a new account's name and handle (else the request's, #58).
    language: z.enum(['en', 'de']).optional(),
  })
  .strict();
const claimBody = z.object({ tokens: seatTokens }).strict();
const displayName = z
  .string()
  .max(200)
  .transform(normaliseName)
  .superRefine((s, ctx) => {
    const problem = nameProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const profileBody = z
  .object({
    handle: handleField.optional(),
    name: displayName.optional(),
  })
  .strict();
const hour = z.number().int().min(0).max(23);
const settingsBody = z
  .object({
    mail: z.enum(['turn', 'digest', 'none']).optional(),
    push: z.boolean().optional(),
    quiet: z.object({ from: hour, to: hour }).strict().nullable().optional(),
    awayUntil: z.number().int().min(0).nullable().optional(),
    language: z.enum(['en', 'de']).optional(),
    timeZone: timeZoneName.optional(),
  })
  .strict();
const boardQuery = z.object({ cursor: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(100).default(50) });

export const playersApi = new Hono<AppEnv>()
  .post('/auth/email', limit('recover', 'ip'), jsonBody(emailBody), async (c) => {
    const body = c.req.valid('json');
    const ids = await requestLink(c.get('db'), requestConfig(c.env, c.req.url), body.email, clientIp(c), Date.now(), requestLanguage(c), body.next);
    deliverAfterResponse(c, ids);
    return c.json({ ok: true, message: 'A sign-in link is on its way to that address. It works once, for 15 minutes.' }, 202);
  })

  .post('/auth/email/verify', jsonBody(verifyBody), async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const now = Date.now();
    const address = await consumeLink(db, body.token, now);
    const confirmedNow = await markAddressConfirmed(db, address, now);
    const player = await playerOfAddress(db, address, now, body.tokens, body.language ?? requestLanguage(c));
    const { claimed, proven } = await claimSeats(db, player, body.tokens, seatSigner(c.env), now);
    // The seats this proved (an address confirmed only now: every seat proven for it) mail the turn they are in (#57).
    const owed = confirmedNow ? [...proven, ...(await provenSeatsToAct(db, address))] : proven;
    deliverAfterResponse(c, await tellOwedTurns(c.env, owed, c.req.url));
    setSessionCookie(c, await openSession(db, player.id, 'email', now));
    // A handle the service drafted at the first sign-in, as stored: the page offers to choose one (#45 items 3, 8).
    return c.json({ handle: player.handle, name: player.name, claimed, ...(player.handleMadeUp ? { draftHandle: true } : {}) });
  })

  .post('/auth/logout', async (c) => {
    await closeSession(c);
    return c.body(null, 204);
  })

  .route('/auth/passkey', passkeyApi)

  .get('/me', async (c) => {
    const player = await requirePlayer(c);
    c.header('Cache-Control', 'private, no-store');
    const config = requestConfig(c.env, c.req.url);
    const [games, gen] = await Promise.all([gamesOfPlayer(c.get('db'), config, player.id), feedGen(c.get('db'), { kind: 'player', playerId: player.id })]);
    // The player's private deadline calendar (worker/calendar/feed.ts): every game of theirs.
    const calendarUrl = await calendarUrlOf(config, { kind: 'player', playerId: player.id, gen });
    return c.json({ handle: player.handle, name: player.name, since: new Date(player.createdAt).toISOString(), settings: player.settings, games, calendarUrl });
  })

  // The account's address and mail mode, for its owner alone: the create, join and claim forms say
  // where a seat taken signed in is mailed (#57). Not in `/me`, whose lists carry no address.
  .get('/me/address', async (c) => {
    const player = await requirePlayer(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ email: player.email, mail: player.settings.mail ?? 'turn' });
  })

  .post('/me/claim', signedIn, jsonBody(claimBody), async (c) => {
    const player = c.get('player');
    const body = c.req.valid('json');
    const { claimed, proven } = await claimSeats(c.get('db'), player, body.tokens, seatSigner(c.env));
    deliverAfterResponse(c, await tellOwedTurns(c.env, proven, c.req.url));
    return c.json({ claimed });
  })

  .put('/me/profile', signedIn, jsonBody(profileBody), async (c) => {
    const player = c.get('player');
    const body = c.req.valid('json');
    const row = await updateProfile(c.get('db'), player, body);
    return c.json({ handle: row.handle, name: row.name });
  })

  .put('/me/settings', signedIn, jsonBody(settingsBody), async (c) => {
    const player = c.get('player');
    const body = c.req.valid('json');
    if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) throw errors.invalidBody(`"${body.timeZone}" is not a time zone this service knows.`);
    const { settings, woken } = await updateSettings(c.get('db'), player, body);
    wakeWriters(c.env, c.executionCtx, woken);
    return c.json({ settings });
  })

  .get('/me/export', async (c) => {
    const player = await requirePlayer(c);
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Disposition', `attachment; filename="stonehenge-${player.handle}.json"`);
    return c.json(await exportPlayer(c.get('db'), player));
  })

  .delete('/me', async (c) => {
    const player = await requirePlayer(c);
    await deleteAccount(c.get('db'), player, seatRenamer(c.env));
    await closeSession(c);
    return c.body(null, 204);
  })

  .get('/players/:handle', async (c) => {
    const handle = c.req.param('handle').toLowerCase();
    if (!HANDLE.test(handle)) throw errors.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.json(await profileOf(c.get('db'), handle));
  })

  // The handles and ratings of a game's signed-in seats (the game page shows them beside the names).
  .get('/games/:id/ratings', async (c) => {
    const gameId = c.req.param('id');
    if (!/^[a-z0-9]{1,32}$/.test(gameId)) throw errors.gameNotFound();
    const game = await c.get('db').query.games.findFirst({ columns: { id: true, rated: true }, where: eq(games.id, gameId) });
    if (!game) throw errors.gameNotFound();
    c.header('Cache-Control', 'no-cache');
    return c.json({ rated: game.rated, ratings: (await seatRatings(c.get('db'), [gameId])).get(gameId) ?? {} });
  })

  .get('/leaderboard/:ruleset', query(boardQuery), async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await leaderboard(c.get('db'), c.req.param('ruleset'), c.req.valid('query')));
  });
