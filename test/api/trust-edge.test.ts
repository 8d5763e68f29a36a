/**
 * Issue #16 items 4–7 at the edge of the API: webhook addresses (made-up tokens: flood.test.ts),
 * names that read as links, cache headers, the bearer scheme, deadline bounds and names in
 * stored summaries. Each test fails on the code before the fix.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GamePayload } from '@schema/api';
import worker from '@worker/index';
import { call, expectError } from './client';

const HOUR_MS = 3_600_000;
const base = { ruleset: 'stonerush', players: 3, name: 'Ann' };

async function runCron(time: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: time, cron: '*/15 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('webhook addresses (#16.4)', () => {
  const refused: [string, RegExp][] = [
    ['https://127.0.0.1/hook', /IP address/],
    ['https://2130706433/hook', /IP address/],
    ['https://0x7f000001/hook', /IP address/],
    ['https://127.1/hook', /IP address/],
    ['https://0.0.0.0/hook', /IP address/],
    ['https://10.0.0.1/hook', /IP address/],
    ['https://169.254.169.254/latest/meta-data', /IP address/],
    ['https://[::1]/hook', /IPv6/],
    ['https://[fd00::1]/hook', /IPv6/],
    ['https://localhost/hook', /public host/],
    ['https://localhost./hook', /public host/],
    ['https://hooks.localhost/hook', /private or reserved/],
    ['https://printer.local/hook', /private or reserved/],
    ['https://metadata.google.internal/computeMetadata', /private or reserved/],
    ['https://router.home.arpa/hook', /private or reserved/],
    ['https://user:secret@discord.com/api/webhooks/1/a', /user name or password/],
    ['https://discord.com:8443/api/webhooks/1/a', /port/],
    ['http://discord.com/api/webhooks/1/a', /https/],
    ['not a url', /not a valid address/],
  ];
  it.each(refused)('refuses %s with 400 invalid_body naming the reason', async (webhookUrl, reason) => {
    const res = await expectError(call('POST', '/api/games', { ...base, webhookUrl }), 400, 'invalid_body');
    expect(res.json.error.message).toMatch(reason);
  });

  it('accepts a public https host, on the default port written or not', async () => {
    for (const webhookUrl of ['https://discord.com/api/webhooks/1/abc', 'https://hooks.example.org:443/x']) {
      expect((await call('POST', '/api/games', { ...base, webhookUrl })).status).toBe(201);
    }
  });

  it('does not follow a redirect from the webhook: the send fails and nothing else is fetched', async () => {
    const seen: { url: string; redirect: RequestRedirect | undefined }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      seen.push({ url, redirect: init?.redirect });
      return new Response(null, { status: 302, headers: { Location: 'https://169.254.169.254/' } });
    });
    const { postWebhook } = await import('@worker/notify/mail-drivers');
    await expect(postWebhook('https://discord.com/api/webhooks/1/abc', { content: 'hi' })).rejects.toThrow(/redirect/);
    expect(seen).toEqual([{ url: 'https://discord.com/api/webhooks/1/abc', redirect: 'manual' }]);
  });
});

describe('names (#16.6)', () => {
  it.each(['https://evil.example/seat#t=x', 'evil.example', 'www.bank', 'see bank.co.uk/login', 'ann@example.com', 'mailto:x', '/g/abc'])(
    'refuses %s as a name with 400 invalid_body',
    async (name) => {
      const res = await expectError(call('POST', '/api/games', { ...base, name }), 400, 'invalid_body');
      expect(res.json.error.message).toMatch(/link or an email/);
    },
  );

  it('normalises names: NFKC, no direction overrides or invisible characters, one space between words', async () => {
    const cases: [string, string][] = [
      ['Ann\u202Eeve', 'Anneve'],
      ['Bo\u200Bb', 'Bob'],
      ['  Cat \u2028\u2029  Smith\t', 'Cat Smith'],
      ['\uFF24\uFF41\uFF4E', 'Dan'],
      ['\u2066Eve\u2069', 'Eve'],
    ];
    for (const [raw, stored] of cases) {
      const res = await call('POST', '/api/games', { ...base, name: raw });
      expect(res.status).toBe(201);
      const game = (await call('GET', `/api/games/${res.json.gameId}`)).json as GamePayload;
      expect(game.players[0]!.name).toBe(stored);
    }
    // An override that made a link read backwards: without it, it is a link, and refused.
    await expectError(call('POST', '/api/games', { ...base, name: 'Ann\u202Emoc.live//:sptth' }), 400, 'invalid_body');
    await expectError(call('POST', '/api/games', { ...base, name: 'evil\u200B.example' }), 400, 'invalid_body');
    // The same at the join door; a name that is only invisible characters is no name.
    const created = await call('POST', '/api/games', base);
    await expectError(call('POST', `/api/join/${created.json.joinCode}`, { name: '\u200B\u202E ' }), 400, 'invalid_body');
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Fi\u00ADnn' });
    expect(joined.status).toBe(201);
    const game = (await call('GET', `/api/games/${created.json.gameId}`)).json as GamePayload;
    expect(game.players[1]!.name).toBe('Finn');
  });

  it('keeps ordinary names with dots and initials', async () => {
    for (const name of ['J. R. Smith', 'Zoë', 'Anne-Marie', 'Dr. No']) {
      expect((await call('POST', '/api/games', { ...base, name })).status).toBe(201);
    }
  });
});

describe('small ones (#16.7)', () => {
  it('token-bearing answers are not stored by any cache and vary on Authorization', async () => {
    const created = await call('POST', '/api/games', base);
    expect(created.headers.get('cache-control')).toBe('private, no-store');
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' });
    expect(joined.headers.get('cache-control')).toBe('private, no-store');
    const mine = await call('GET', `/api/games/${created.json.gameId}`, undefined, created.json.token);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('vary')).toMatch(/authorization/i);
    const myGames = await call('POST', '/api/my-games', { tokens: [created.json.token] });
    expect(myGames.headers.get('cache-control')).toBe('private, no-store');
    const spectator = await call('GET', `/api/games/${created.json.gameId}`);
    expect(spectator.headers.get('vary')).toMatch(/authorization/i);
  });

  it('reads the bearer scheme in any case', async () => {
    const created = await call('POST', '/api/games', base);
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const res = await call('GET', `/api/games/${created.json.gameId}`, undefined, undefined, { authorization: `${scheme} ${created.json.token}` });
      expect(res.json.seat).toBe(0);
    }
  });

  it('keeps deadlineHours between 1 hour and 30 days', async () => {
    for (const deadlineHours of [0.01, 0.5, 721, 100000]) {
      const res = await expectError(call('POST', '/api/games', { ...base, deadlineHours }), 400, 'invalid_body');
      expect(res.json.error.message).toMatch(/deadline/);
    }
    for (const deadlineHours of [1, 720]) expect((await call('POST', '/api/games', { ...base, deadlineHours })).status).toBe(201);
  });

  it('writes the result summary with names in the archive and the record', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ann', deadlineHours: 24, onTimeout: 'forfeit' });
    await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' });
    await runCron(Date.now() + 25 * HOUR_MS);
    const game = (await call('GET', `/api/games/${created.json.gameId}`)).json as GamePayload;
    expect(game.status).toBe('finished');
    const record = (await call('GET', `/api/games/${created.json.gameId}/record`)).json;
    expect(record.result.summary).toMatch(/(Ann|Bob).* forfeit/);
    expect(record.result.summary).not.toContain('{seat:');
    let cursor: string | null = null;
    let found: any = null;
    do {
      const page: any = (await call('GET', `/api/archive?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json;
      found = page.games.find((g: any) => g.gameId === created.json.gameId) ?? null;
      cursor = page.next;
    } while (!found && cursor);
    expect(found.result.summary).toBe(record.result.summary);
  });
});
