/**
 * Passkeys (WebAuthn; issue #32, checked in worker/players/webauthn.ts): a signed-in player registers one
 * (`/api/auth/passkey/register/options` then `/verify`); anyone signs in with a discoverable one
 * (`/api/auth/passkey/login/options` then `/verify`). Each ceremony's challenge is stored for five
 * minutes and deleted by the verification that uses it, so a response replays nowhere. The relying
 * party is the request's own host; the origin must be the request's own.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import * as z from 'zod';
import { passkeys, players, webauthnChallenges } from '@db/schema';
import type { AppEnv } from '../store/env';
import { jsonBody } from '../http/body';
import type { Db } from '../store/db';
import { Refusal } from '../store/refusal';
import { clientIp, enforceLimit } from '../http/rate-limit';
import { seatSigner, tellOwedTurns } from '../live/writer';
import { deliverAfterResponse } from '../http/after';
import { claimSeats } from '../players/accounts';
import { openSession, requirePlayer, setSessionCookie, signedIn } from '../players/session';
import { base64url, newChallenge, OFFERED_ALGORITHMS, verifyAuthentication, verifyRegistration, WebAuthnError } from '../players/webauthn';

const CHALLENGE_MS = 5 * 60_000;
/** How long the browser offers the ceremony, in ms (the challenge lives a little longer). */
const CEREMONY_MS = 60_000;
const RP_NAME = 'Stonehenge';

const passkeyFailed = () => new Refusal('passkey_failed', 'That passkey could not be verified; try again.');

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

/** A WebAuthn response as the browser library sends it: checked in depth by worker/players/webauthn.ts. */
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
    // PublicKeyCredentialCreationOptionsJSON, as @simplewebauthn/browser hands it to the browser.
    const options = {
      challenge: newChallenge(),
      rp: { name: RP_NAME, id: rpID },
      user: { id: base64url.encode(new TextEncoder().encode(player.id)), name: player.handle, displayName: player.name },
      pubKeyCredParams: OFFERED_ALGORITHMS.map((alg) => ({ alg, type: 'public-key' as const })),
      timeout: CEREMONY_MS,
      attestation: 'none' as const,
      excludeCredentials: existing.map((k) => ({ id: k.id, type: 'public-key' as const, transports: k.transports })),
      authenticatorSelection: { residentKey: 'required' as const, requireResidentKey: true, userVerification: 'preferred' as const },
      extensions: { credProps: true },
    };
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
    let made: Awaited<ReturnType<typeof verifyRegistration>>;
    try {
      made = await verifyRegistration(body.response, { origin, rpID, challenge: (challenge) => consumeChallenge(db, challenge, player.id, now) });
    } catch (error) {
      if (error instanceof WebAuthnError) throw passkeyFailed();
      throw error;
    }
    await db
      .insert(passkeys)
      .values({ id: made.id, playerId: player.id, publicKey: made.publicKey, counter: made.counter, transports: made.transports, createdAt: now })
      .onConflictDoNothing();
    return c.json({ registered: true }, 201);
  })

  .post('/login/options', async (c) => {
    await enforceLimit(c, 'recover', clientIp(c));
    const db = c.get('db');
    const { rpID } = relyingParty(c);
    // PublicKeyCredentialRequestOptionsJSON: no list of keys, the passkey is discoverable.
    const options = { challenge: newChallenge(), rpId: rpID, timeout: CEREMONY_MS, userVerification: 'preferred' as const, allowCredentials: [] };
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
    let verified: Awaited<ReturnType<typeof verifyAuthentication>>;
    try {
      verified = await verifyAuthentication(
        body.response,
        { id: key.id, publicKey: key.publicKey, counter: key.counter, userHandle: key.playerId },
        { origin, rpID, challenge: (challenge) => consumeChallenge(db, challenge, null, now) },
      );
    } catch (error) {
      if (error instanceof WebAuthnError) throw passkeyFailed();
      throw error;
    }
    const player = await db.query.players.findFirst({ where: eq(players.id, key.playerId) });
    if (!player) throw passkeyFailed();
    await db.update(passkeys).set({ counter: verified.newCounter }).where(eq(passkeys.id, key.id));
    const { claimed, proven } = await claimSeats(db, player, body.tokens, seatSigner(c.env), now);
    // The seats whose address this proved mail the turn they are in (#57).
    deliverAfterResponse(c, await tellOwedTurns(c.env, proven, c.req.url));
    setSessionCookie(c, await openSession(db, player.id, 'passkey', now));
    return c.json({ handle: player.handle, name: player.name, claimed });
  });
