/**
 * Passkeys (WebAuthn) with @simplewebauthn/server (issue #32): a signed-in player registers one
 * (`/api/auth/passkey/register/options` then `/verify`); anyone signs in with a discoverable one
 * (`/api/auth/passkey/login/options` then `/verify`). Each ceremony's challenge is stored for five
 * minutes and deleted by the verification that uses it, so a response replays nowhere. The relying
 * party is the request's own host; the origin must be the request's own.
 */
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import { passkeys, players, webauthnChallenges } from '@db/schema';
import type { AppEnv } from '../env';
import { jsonBody } from '../http/body';
import type { Db } from '../store/db';
import { ApiError } from '../http/errors';
import { clientIp, enforceLimit } from '../http/rate-limit';
import { seatSigner } from '../live/writer';
import { claimSeats } from './accounts';
import { openSession, requirePlayer, setSessionCookie, signedIn } from './session';

const CHALLENGE_MS = 5 * 60_000;
const RP_NAME = 'Stonehenge';

const passkeyFailed = () => new ApiError(400, 'passkey_failed', 'That passkey could not be verified; try again.');

/** The relying party: this request's origin and host (a passkey is bound to the site it was made on). */
function relyingParty(c: Context<AppEnv>): { origin: string; rpID: string } {
  const url = new URL(c.req.url);
  return { origin: url.origin, rpID: url.hostname };
}

/** Uses a stored challenge up: true once, and only for the ceremony (and player) it was made for. */
async function consumeChallenge(db: Db, challenge: string, playerId: string | null, now: number): Promise<boolean> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, challenge),
        gt(webauthnChallenges.expiresAt, now),
        playerId === null ? isNull(webauthnChallenges.playerId) : eq(webauthnChallenges.playerId, playerId),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return row !== undefined;
}

async function storeChallenge(db: Db, challenge: string, playerId: string | null, now: number): Promise<void> {
  // Old challenges go with each new one, so the table holds only live ceremonies.
  await db.batch([
    db.delete(webauthnChallenges).where(sql`${webauthnChallenges.expiresAt} <= ${now}`),
    db.insert(webauthnChallenges).values({ id: challenge, challenge, playerId, expiresAt: now + CHALLENGE_MS }),
  ]);
}

/** A WebAuthn response as the browser library sends it: checked in depth by @simplewebauthn/server. */
const responseJson = z
  .object({ id: z.string().max(1400), rawId: z.string().max(1400), type: z.literal('public-key'), response: z.record(z.string(), z.unknown()) })
  .passthrough();
const verifyBody = z
  .object({
    response: responseJson,
    tokens: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{20,100}$/))
      .max(200)
      .default([]),
  })
  .strict();

export const passkeyApi = new Hono<AppEnv>()
  .post('/register/options', async (c) => {
    const player = await requirePlayer(c);
    const db = c.get('db');
    const { rpID } = relyingParty(c);
    const existing = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.playerId, player.id));
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: player.handle,
      userDisplayName: player.name,
      userID: new TextEncoder().encode(player.id),
      attestationType: 'none',
      excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await storeChallenge(db, options.challenge, player.id, Date.now());
    c.header('Cache-Control', 'private, no-store');
    return c.json(options);
  })

  .post('/register/verify', signedIn, jsonBody(verifyBody), async (c) => {
    const player = c.get('player');
    const body = c.req.valid('json');
    const db = c.get('db');
    const { origin, rpID } = relyingParty(c);
    const now = Date.now();
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response: body.response as never,
        expectedChallenge: (challenge) => consumeChallenge(db, challenge, player.id, now),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
    } catch {
      throw passkeyFailed();
    }
    if (!verified.verified) throw passkeyFailed();
    const { credential } = verified.registrationInfo;
    await db
      .insert(passkeys)
      .values({
        id: credential.id,
        playerId: player.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        createdAt: now,
      })
      .onConflictDoNothing();
    return c.json({ registered: true }, 201);
  })

  .post('/login/options', async (c) => {
    await enforceLimit(c, 'recover', clientIp(c));
    const db = c.get('db');
    const { rpID } = relyingParty(c);
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
    await storeChallenge(db, options.challenge, null, Date.now());
    c.header('Cache-Control', 'private, no-store');
    return c.json(options);
  })

  .post('/login/verify', jsonBody(verifyBody), async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const { origin, rpID } = relyingParty(c);
    const now = Date.now();
    const key = await db.query.passkeys.findFirst({ where: eq(passkeys.id, body.response.id) });
    if (!key) throw passkeyFailed();
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verified = await verifyAuthenticationResponse({
        response: body.response as never,
        expectedChallenge: (challenge) => consumeChallenge(db, challenge, null, now),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: { id: key.id, publicKey: isoBase64URL.toBuffer(key.publicKey), counter: key.counter, transports: key.transports },
        requireUserVerification: false,
      });
    } catch {
      throw passkeyFailed();
    }
    if (!verified.verified) throw passkeyFailed();
    const player = await db.query.players.findFirst({ where: eq(players.id, key.playerId) });
    if (!player) throw passkeyFailed();
    await db.update(passkeys).set({ counter: verified.authenticationInfo.newCounter }).where(eq(passkeys.id, key.id));
    const claimed = await claimSeats(db, player, body.tokens, seatSigner(c.env));
    setSessionCookie(c, await openSession(db, player.id, 'passkey', now));
    return c.json({ handle: player.handle, name: player.name, claimed });
  });
