/**
 * Issue #45 items 6 and 8: a handle chosen at the first sign-in (the verify answer says the handle
 * is still a drafted one) and changed on /me, checked by one zod rule with a sentence per
 * problem, unique; and a sign-in asked from a rated game's invite returns there (`next` in the link).
 */
import { describe, expect, it } from 'vitest';
import { handleProblem, suggestHandle } from '@schema/handles';
import { signInNextOf } from '@schema/signin';
import { call, expectError } from './client';

const ORIGIN = 'http://127.0.0.1';
let ip = 0;
const freshIp = () => `10.45.${Math.floor(++ip / 250)}.${ip % 250}`;

async function mailsTo(address: string) {
  const res = await call('GET', '/api/dev/outbox');
  return (res.json.emails as { to: string; kind: string; text: string; html: string }[]).filter((e) => e.kind === 'signin' && e.to === address);
}

async function signIn(address: string, next?: string, headers: Record<string, string> = {}, language?: 'en' | 'de') {
  const asked = await call('POST', '/api/auth/email', next ? { email: address, next } : { email: address }, undefined, { 'cf-connecting-ip': freshIp() });
  expect(asked.status).toBe(202);
  const mails = await mailsTo(address);
  const text = mails[0]?.text ?? '';
  const token = /\/signin#t=([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;
  const res = await call('POST', '/api/auth/email/verify', language ? { token, tokens: [], language } : { token, tokens: [] }, undefined, {
    origin: ORIGIN,
    ...headers,
  });
  expect(res.status).toBe(200);
  const sid = /sid=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] as string;
  return { cookie: `sid=${sid}`, json: res.json, text };
}

const as = (cookie: string) => ({ cookie, origin: ORIGIN });

describe('a handle of ones own', () => {
  it('the first sign-in says the handle is drafted; once chosen, a later sign-in does not', async () => {
    const first = await signIn('hx-nina@example.org');
    expect(first.json.handle).toMatch(/^player-[a-z0-9]{8}$/);
    expect(first.json.draftHandle).toBe(true);
    const chosen = await call('PUT', '/api/me/profile', { handle: '  Nina-Plays ' }, undefined, as(first.cookie));
    expect(chosen.status).toBe(200);
    expect(chosen.json.handle).toBe('nina-plays');
    const again = await signIn('hx-nina@example.org');
    expect(again.json.handle).toBe('nina-plays');
    expect(again.json.draftHandle).toBeUndefined();
    expect((await call('GET', '/api/me', undefined, undefined, { cookie: again.cookie })).json.handle).toBe('nina-plays');
  });

  it('names a new account "Player" in the language its link is opened in, when no seat names it (#45)', async () => {
    expect((await signIn('hx-ann@example.org')).json.name).toBe('Player');
    expect((await signIn('hx-joerg@example.org', undefined, { 'accept-language': 'de-DE,de;q=0.9' })).json.name).toBe('Spieler');
  });

  it('makes up the handle in the account\'s language: "spieler-…" for a German sign-in, "player-…" for an English one (#58)', async () => {
    const german = await signIn('hx-greta@example.org', undefined, {}, 'de');
    expect(german.json.name).toBe('Spieler');
    expect(german.json.handle).toMatch(/^spieler-[a-z0-9]{8}$/);
    expect(german.json.draftHandle).toBe(true);
    // By the browser's language when the page sends none, as before.
    expect((await signIn('hx-hanna@example.org', undefined, { 'accept-language': 'de-DE,de;q=0.9' })).json.handle).toMatch(/^spieler-[a-z0-9]{8}$/);
    // The page's language wins over the browser's.
    const english = await signIn('hx-hugo@example.org', undefined, { 'accept-language': 'de-DE,de;q=0.9' }, 'en');
    expect(english.json.name).toBe('Player');
    expect(english.json.handle).toMatch(/^player-[a-z0-9]{8}$/);
    expect((await signIn('hx-ida@example.org')).json.handle).toMatch(/^player-[a-z0-9]{8}$/);
  });

  it('knows a drafted handle by what was stored, not by its shape: one chosen to look drafted is not', async () => {
    const first = await signIn('hx-pia@example.org');
    expect(first.json.draftHandle).toBe(true);
    // She chooses a handle of the drafted shape on purpose: it is hers now, and no longer offered to change.
    const chosen = await call('PUT', '/api/me/profile', { handle: 'player-pia12345' }, undefined, as(first.cookie));
    expect(chosen.status).toBe(200);
    const again = await signIn('hx-pia@example.org');
    expect(again.json.handle).toBe('player-pia12345');
    expect(again.json.draftHandle).toBeUndefined();
    // Keeping the drafted one through the profile counts as a choice too.
    const kept = await signIn('hx-quin@example.org');
    expect((await call('PUT', '/api/me/profile', { handle: kept.json.handle }, undefined, as(kept.cookie))).status).toBe(200);
    expect((await signIn('hx-quin@example.org')).json.draftHandle).toBeUndefined();
  });

  it('refuses a bad handle with a sentence naming the problem, and a taken one with 409 handle_taken', async () => {
    const { cookie } = await signIn('hx-omar@example.org');
    const cases: [string, RegExp][] = [
      ['ab', /at least 3/],
      ['a'.repeat(25), /at most 24/],
      ['-omar', /starts with a letter/],
      ['omar plays', /only a–z, 0–9/],
      ['omër', /only a–z, 0–9/],
    ];
    for (const [handle, said] of cases) {
      const res = await call('PUT', '/api/me/profile', { handle }, undefined, as(cookie));
      await expectError(Promise.resolve(res), 400, 'invalid_body');
      expect(res.json.error.message).toMatch(said);
    }
    await signIn('hx-other@example.org').then((o) => call('PUT', '/api/me/profile', { handle: 'taken-one' }, undefined, as(o.cookie)));
    await expectError(call('PUT', '/api/me/profile', { handle: 'Taken-One' }, undefined, as(cookie)), 409, 'handle_taken');
    // Its own handle again is no change, not a conflict.
    await call('PUT', '/api/me/profile', { handle: 'omar_1' }, undefined, as(cookie));
    expect((await call('PUT', '/api/me/profile', { handle: 'omar_1' }, undefined, as(cookie))).status).toBe(200);
  });

  it('one rule for the page and the API; a suggestion from a name', () => {
    expect(handleProblem('ab')).toBe('short');
    expect(handleProblem('_ab')).toBe('start');
    expect(handleProblem('a.b.c')).toBe('characters');
    expect(handleProblem('abc')).toBeNull();
    expect(suggestHandle('Jörg Müller-Weiß')).toBe('jorg-muller-weiss');
    expect(suggestHandle('  Ann  ')).toBe('ann');
    expect(suggestHandle('李')).toBeNull();
    expect(suggestHandle('A very long name that goes on and on')).toBe('a-very-long-name-that-go');
  });
});

describe('a sign-in that returns to the invite', () => {
  it('the mailed link carries `next` in its fragment', async () => {
    const next = '/join/abcdefghij?invite=k3y';
    const { text, json } = await signIn('hx-pia@example.org', next);
    expect(text).toContain(`/signin#t=`);
    expect(text).toContain(`&next=${encodeURIComponent(next)}`);
    expect(json.handle).toBeTruthy();
    const plain = await signIn('hx-pia@example.org');
    expect(plain.text).not.toContain('next=');
  });

  it('refuses a `next` that is not a page of this site to return to', async () => {
    for (const next of ['https://evil.example/join/x', '//evil.example/join/x', '/me', '/join/x y', 'join/x']) {
      await expectError(
        call('POST', '/api/auth/email', { email: 'hx-quinn@example.org', next }, undefined, { 'cf-connecting-ip': freshIp() }),
        400,
        'invalid_body',
      );
    }
    expect(signInNextOf('/claim/abc/1#k=xyz')).toBe('/claim/abc/1#k=xyz');
    expect(signInNextOf('/g/abc')).toBe('/g/abc');
    expect(signInNextOf('/me')).toBeNull();
    expect(signInNextOf('//evil.example')).toBeNull();
  });
});
