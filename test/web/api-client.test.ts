/**
 * The web app's calls (web/src/api.ts) on Hono's typed client send what the hand-written fetches
 * sent: the path with its id encoded, the method, the bearer token, the JSON body, the query, reads
 * past the HTTP cache; and they read answers the same way: a 304 is "unchanged", an error is an ApiFailure
 * with the API's code, no answer is `network`, and a game page's early request is taken once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, getArchive, getOpen, joinGame } from '@web/api';
import { fetchGame, getChat, pingPresence, postAction } from '@web/game/game-api';
import { leaveGame, putNote } from '@web/game/panels-api';
import { getLeaderboard, getMe, signOut } from '@web/pages/players/players-api';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  cache: RequestCache | undefined;
}

/** Stubs fetch: records each request and answers with `answer`. */
function stubFetch(answer: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      cache: init.cache,
    });
    return answer();
  });
  return sent;
}

const ok =
  (body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => {
  vi.unstubAllGlobals();
  (globalThis as { __gamePrefetch?: unknown }).__gamePrefetch = undefined;
});

describe('requests', () => {
  it('posts a move with its token, body and encoded id, and reads the payload and ETag', async () => {
    const sent = stubFetch(ok({ version: 8 }, { ETag: '"v8"' }));
    const answer = await postAction('g/1', 'tok', 7, { type: 'pass' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/games/g%2F1/actions', method: 'POST', body: { version: 7, action: { type: 'pass' } } });
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(answer).toEqual({ payload: { version: 8 }, etag: '"v8"' });
  });

  it('builds each query as before, leaving out empty values', async () => {
    const sent = stubFetch(ok({ games: [], messages: [] }));
    await getArchive({ ruleset: 'stonerush', player: '', cursor: null, limit: 20 });
    await getChat('g1', 'tok', 5);
    await getOpen({ cursor: 'c1', filters: { rated: 'true' } });
    await joinGame('abc', { name: 'Ada', timeZone: 'Europe/Berlin', language: 'de' }, 'key1');
    await getArchive({});
    await joinGame('abc', { name: 'Ada', timeZone: 'Europe/Berlin' });
    expect(sent.map((s) => s.url)).toEqual([
      '/api/archive?ruleset=stonerush&limit=20',
      '/api/games/g1/chat?after=5',
      '/api/open?rated=true&cursor=c1',
      '/api/join/abc?invite=key1',
      '/api/archive',
      '/api/join/abc',
    ]);
    // A read is never answered from the HTTP cache.
    expect(sent.filter((s) => s.method === 'GET').every((s) => s.cache === 'no-store')).toBe(true);
    expect(sent[3]!.body).toEqual({ language: 'de', name: 'Ada', timeZone: 'Europe/Berlin' });
  });

  it('uses the method each route has', async () => {
    const sent = stubFetch(ok({}));
    await putNote('g1', 'tok', 'later');
    await leaveGame('g1', 'tok', 'resign');
    await pingPresence('g1', 'tok');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['PUT /api/games/g1/notes', 'POST /api/games/g1/resign', 'POST /api/games/g1/presence']);
    expect(sent.every((s) => s.headers.get('authorization') === 'Bearer tok')).toBe(true);
  });
});

describe('answers', () => {
  it("turns the API's error into an ApiFailure with its status, code and message", async () => {
    stubFetch(() => new Response(JSON.stringify({ error: { code: 'stale_version', message: 'Someone moved first.' } }), { status: 409 }));
    const err = await postAction('g1', 'tok', 7, { type: 'pass' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiFailure);
    expect(err).toMatchObject({ status: 409, code: 'stale_version', message: 'Someone moved first.' });
  });

  it('says `network` when nothing answers, in the words of the call', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const err = await postAction('g1', 'tok', 7, { type: 'pass' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, code: 'network', message: 'The service could not be reached: your move was not sent.' });
  });

  it('reads a 304 as unchanged, sending the ETag it was given', async () => {
    const sent = stubFetch(() => new Response(null, { status: 304 }));
    expect(await fetchGame('g1', 'tok', '"v7"')).toEqual({ changed: false });
    expect(sent[0]!.headers.get('if-none-match')).toBe('"v7"');
    expect(sent[0]!.url).toBe('/api/games/g1');
  });

  it("takes the page's early request once, for its own game and token only", async () => {
    const sent = stubFetch(ok({ version: 2 }, { ETag: '"v2"' }));
    const early = Promise.resolve(new Response(JSON.stringify({ version: 1 }), { status: 200, headers: { ETag: '"v1"' } }));
    (globalThis as { __gamePrefetch?: unknown }).__gamePrefetch = { gameId: 'g1', token: 'tok', response: early };
    expect(await fetchGame('g1', 'tok', null)).toEqual({ changed: true, payload: { version: 1 }, etag: '"v1"' });
    expect(sent).toHaveLength(0);
    expect(await fetchGame('g1', 'tok', null)).toEqual({ changed: true, payload: { version: 2 }, etag: '"v2"' });
    expect(sent).toHaveLength(1);
  });
});

describe('the players calls', () => {
  it('reads no session as null, a 204 as null, and pages the leaderboard by cursor', async () => {
    const answers = [
      new Response(JSON.stringify({ error: { code: 'no_session', message: 'Sign in first.' } }), { status: 401 }),
      new Response(null, { status: 204 }),
      new Response(JSON.stringify({ players: [], next: null }), { status: 200 }),
    ];
    const sent = stubFetch(() => answers.shift()!);
    expect(await getMe()).toBeNull();
    expect(await signOut()).toBeNull();
    expect(await getLeaderboard('stonerush', 'c 1')).toEqual({ players: [], next: null });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/me', 'POST /api/auth/logout', 'GET /api/leaderboard/stonerush?cursor=c+1']);
  });
});
