/**
 * Passkeys end to end against a software authenticator (test/api/soft-authenticator.ts), for
 * each offered algorithm, and every way a ceremony's answer can be bent (worker/players/webauthn.ts
 * names what is checked). The browser test (test/e2e/players.ts) makes and uses one in Chromium.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type Algorithm, type Bend, b64url, SoftPasskey } from './soft-authenticator';
import { call, expectError } from './client';

const ORIGIN = 'http://127.0.0.1';
let ip = 0;

async function signedInCookie(address: string): Promise<string> {
  expect((await call('POST', '/api/auth/email', { email: address }, undefined, { 'cf-connecting-ip': `10.9.0.${++ip}` })).status).toBe(202);
  const outbox = await call('GET', '/api/dev/outbox');
  const mail = (outbox.json.emails as { to: string; kind: string; text: string }[]).find((e) => e.kind === 'signin' && e.to === address);
  const token = /\/signin#t=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  const res = await call('POST', '/api/auth/email/verify', { token }, undefined, { origin: ORIGIN });
  expect(res.status).toBe(200);
  return `sid=${/sid=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
}

async function registered(alg: Algorithm, address: string) {
  const cookie = await signedInCookie(address);
  const key = await SoftPasskey.make(alg);
  const options = await call('POST', '/api/auth/passkey/register/options', undefined, undefined, { cookie, origin: ORIGIN });
  expect(options.status).toBe(200);
  const res = await call('POST', '/api/auth/passkey/register/verify', { response: await key.register(options.json, ORIGIN) }, undefined, {
    cookie,
    origin: ORIGIN,
  });
  expect(res.status).toBe(201);
  const me = await call('GET', '/api/me', undefined, undefined, { cookie });
  return { key, cookie, handle: me.json.handle as string };
}

async function login(key: SoftPasskey, bend: Bend = {}) {
  const options = await call('POST', '/api/auth/passkey/login/options', undefined, undefined, { origin: ORIGIN, 'cf-connecting-ip': `10.9.1.${++ip}` });
  expect(options.status).toBe(200);
  const response = await key.signIn(options.json, ORIGIN, bend);
  return { response, res: await call('POST', '/api/auth/passkey/login/verify', { response }, undefined, { origin: ORIGIN }) };
}

describe('passkeys with a software authenticator', () => {
  for (const alg of ['ES256', 'EdDSA', 'RS256'] as const) {
    it(`${alg}: registers, signs in twice with a growing counter, and a replayed answer is refused`, async () => {
      const { key, handle } = await registered(alg, `${alg.toLowerCase()}@example.org`);
      const stored = await env.DB.prepare('select public_key, counter, transports from passkeys where id = ?')
        .bind(b64url(key.id))
        .first<Record<string, unknown>>();
      expect(stored).toMatchObject({ counter: 0, transports: '["internal"]' });
      const first = await login(key);
      expect(first.res.status).toBe(200);
      expect(first.res.json.handle).toBe(handle);
      const sid = /sid=([A-Za-z0-9_-]+)/.exec(first.res.headers.get('set-cookie') ?? '')?.[1];
      expect((await call('GET', '/api/me', undefined, undefined, { cookie: `sid=${sid}` })).json.handle).toBe(handle);
      expect((await login(key)).res.status).toBe(200);
      expect(await env.DB.prepare('select counter from passkeys where id = ?').bind(b64url(key.id)).first()).toEqual({ counter: 2 });
      // The same answer again: its challenge is spent.
      await expectError(call('POST', '/api/auth/passkey/login/verify', { response: first.response }, undefined, { origin: ORIGIN }), 400, 'passkey_failed');
    });
  }

  it('refuses every bent sign-in: origin, relying party, ceremony type, presence, signature, counter, user handle', async () => {
    const { key } = await registered('ES256', 'bent@example.org');
    const other = await registered('ES256', 'other@example.org');
    const bends: [string, Bend][] = [
      ['another origin', { origin: 'https://evil.example' }],
      ['another relying party', { rpId: 'evil.example' }],
      ['a registration answer', { type: 'webauthn.create' }],
      ['no user presence', { flags: 0x04 }],
      ['a flipped signature bit', { badSignature: true }],
      ['a challenge never issued', { challenge: b64url(new Uint8Array(32)) }],
      ['another player as the user', { userHandle: b64url(new TextEncoder().encode('someone-else')) }],
    ];
    for (const [why, bend] of bends) {
      const { res } = await login(key, bend);
      expect({ why, status: res.status, code: res.json.error?.code ?? res.json.code }).toMatchObject({ why, status: 400 });
    }
    // A counter that does not grow once counting has started: a cloned authenticator.
    expect((await login(key)).res.status).toBe(200);
    expect((await login(key, { counter: 1 })).res.status).toBe(400);
    // Another player's key signs in as that player only.
    expect((await login(other.key)).res.json.handle).toBe(other.handle);
  });

  it('refuses a bent registration, and a challenge made for a sign-in or another player', async () => {
    const cookie = await signedInCookie('maker@example.org');
    const someone = await signedInCookie('someone@example.org');
    const key = await SoftPasskey.make('ES256');
    const count = async () => (await env.DB.prepare('select count(*) as n from passkeys').first<{ n: number }>())?.n;
    const before = await count();
    const attempt = async (bend: Bend, asCookie = cookie, kind: 'register' | 'login' | 'other' = 'register') => {
      const options =
        kind === 'login'
          ? await call('POST', '/api/auth/passkey/login/options', undefined, undefined, { origin: ORIGIN, 'cf-connecting-ip': `10.9.2.${++ip}` })
          : await call('POST', '/api/auth/passkey/register/options', undefined, undefined, { cookie: kind === 'other' ? someone : cookie, origin: ORIGIN });
      const shaped = kind === 'login' ? { challenge: options.json.challenge, rp: { id: '127.0.0.1' }, user: { id: 'eA' } } : options.json;
      return call('POST', '/api/auth/passkey/register/verify', { response: await key.register(shaped, ORIGIN, bend) }, undefined, {
        cookie: asCookie,
        origin: ORIGIN,
      });
    };
    await expectError(attempt({ origin: 'https://evil.example' }), 400, 'passkey_failed');
    await expectError(attempt({ rpId: 'evil.example' }), 400, 'passkey_failed');
    await expectError(attempt({ type: 'webauthn.get' }), 400, 'passkey_failed');
    await expectError(attempt({ flags: 0x40 }), 400, 'passkey_failed');
    await expectError(attempt({}, cookie, 'login'), 400, 'passkey_failed');
    await expectError(attempt({}, cookie, 'other'), 400, 'passkey_failed');
    expect(await count()).toBe(before);
    expect((await attempt({})).status).toBe(201);
    expect(await count()).toBe((before ?? 0) + 1);
  });
});
