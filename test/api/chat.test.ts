/** Table talk (contract "Chat"): seats only, plain text, limits, never public, and the ETag moves. */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, GamePayload } from '@schema/api';
import worker from '@worker/index';
import { call, expectError, startGame } from './client';

const chat = (gameId: string, token?: string, after?: number) =>
  call('GET', `/api/games/${gameId}/chat${after === undefined ? '' : `?after=${after}`}`, undefined, token);
const say = (gameId: string, text: unknown, token?: string, extraEnv: Record<string, string> = {}) =>
  call('POST', `/api/games/${gameId}/chat`, { text }, token, {}, extraEnv);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chat', () => {
  it('lets every seat of the game write and read, oldest first, paged by id', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const first = await say(gameId, '  Hello <b>all</b>  ', tokens[0]);
    expect(first.status).toBe(201);
    const hello = first.json as ChatMessage;
    expect(hello).toMatchObject({ seat: 0, text: 'Hello <b>all</b>' });
    expect(typeof hello.name).toBe('string');
    expect(Number.isNaN(Date.parse(hello.at))).toBe(false);
    const second = (await say(gameId, 'Good luck https://example.org', tokens[2])).json as ChatMessage;
    expect(second.id).toBeGreaterThan(hello.id);
    for (const token of tokens) {
      const read = await chat(gameId, token);
      expect(read.status).toBe(200);
      expect((read.json.messages as ChatMessage[]).map((m) => [m.seat, m.text])).toEqual([
        [0, 'Hello <b>all</b>'],
        [2, 'Good luck https://example.org'],
      ]);
    }
    expect((await chat(gameId, tokens[1], hello.id)).json.messages).toEqual([second]);
    expect((await chat(gameId, tokens[1], second.id)).json.messages).toEqual([]);
    // another game's chat is its own
    const other = await startGame('stonerush', 3);
    expect((await chat(other.gameId, other.tokens[0])).json.messages).toEqual([]);
  });

  it("is closed to spectators and to other games' seats, and refuses empty or long messages", async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const other = await startGame('stonerush', 3);
    await expectError(chat(gameId), 401, 'unauthorized');
    await expectError(say(gameId, 'hi'), 401, 'unauthorized');
    await expectError(chat(gameId, other.tokens[0]), 403, 'not_your_seat');
    await expectError(say(gameId, 'hi', other.tokens[0]), 403, 'not_your_seat');
    await expectError(chat(gameId, 'x'.repeat(43)), 401, 'unauthorized');
    for (const bad of ['', '   \n ', 'x'.repeat(501), 42, null]) await expectError(say(gameId, bad, tokens[0]), 400, 'invalid_body');
    await expectError(chat(gameId, tokens[0], -1), 400, 'invalid_body');
    expect((await say(gameId, `  ${'y'.repeat(500)}  `, tokens[0])).status).toBe(201);
    expect((await chat(gameId, tokens[0])).json.messages).toHaveLength(1);
  });

  it('limits each seat to 10 messages a minute with a clear 429', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const ON = { RATE_LIMITS: 'on' };
    let limited: Awaited<ReturnType<typeof say>> | null = null;
    let sent = 0;
    for (let i = 0; i < 25 && !limited; i++) {
      const res = await say(gameId, `message ${i}`, tokens[0], ON);
      if (res.status === 429) limited = res;
      else {
        expect(res.status).toBe(201);
        sent++;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(10);
    expect(limited?.json.error.code).toBe('rate_limited');
    expect(limited?.headers.get('retry-after')).toBe('60');
    // another seat is not affected
    expect((await say(gameId, 'me too', tokens[1], ON)).status).toBe(201);
  });

  it("changes a seat's ETag (not a spectator's) and never makes a move stale", async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const spectator = await call('GET', `/api/games/${gameId}`);
    const game = spectator.json as GamePayload;
    const seat = game.active[0]!;
    const mine = await call('GET', `/api/games/${gameId}`, undefined, tokens[seat]);
    expect(mine.json.chatLast).toBe(0);
    expect(spectator.json.chatLast).toBeUndefined();
    const written = (await say(gameId, 'thinking…', tokens[(seat + 1) % 3])).json as ChatMessage;
    const again = await call('GET', `/api/games/${gameId}`, undefined, tokens[seat], { 'if-none-match': mine.headers.get('etag')! });
    expect(again.status).toBe(200);
    expect(again.json.chatLast).toBe(written.id);
    const spectatorAgain = await call('GET', `/api/games/${gameId}`, undefined, undefined, { 'if-none-match': spectator.headers.get('etag')! });
    expect(spectatorAgain.status).toBe(304);
    const move = await call('POST', `/api/games/${gameId}/actions`, { version: mine.json.version, action: mine.json.actions[0] }, tokens[seat]);
    expect(move.status).toBe(200);
  });

  it('stays out of the spectator payload, the archive, the record and the webhook', async () => {
    // The webhook is delivered for real by the cron: answer it here, no request leaves the test.
    const posted: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      posted.push(String(init?.body ?? ''));
      return new Response(null, { status: 204 });
    });
    const created = await call('POST', '/api/games', {
      ruleset: 'fightin-drinkin-stealin',
      players: 2,
      name: 'Ann',
      deadlineHours: 24,
      onTimeout: 'forfeit',
      webhookUrl: 'https://discord.com/api/webhooks/1/chat-test',
    });
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' });
    const secret = 'meet me behind the altar 7f3a';
    await say(created.json.gameId, secret, created.json.token);
    await say(created.json.gameId, secret, joined.json.token);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now() + 25 * 3_600_000, cron: '*/15 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const spectator = await call('GET', `/api/games/${created.json.gameId}?logFrom=0`);
    expect(spectator.json.status).toBe('finished');
    const record = await call('GET', `/api/games/${created.json.gameId}/record`);
    const archive = await call('GET', '/api/archive?limit=100');
    const hooks = await env.DB.prepare("select data, kind from email_outbox where game_id = ? and channel = 'webhook'").bind(created.json.gameId).all();
    expect(hooks.results.length).toBeGreaterThan(0);
    expect(posted.length).toBeGreaterThan(0);
    for (const text of [JSON.stringify(spectator.json), JSON.stringify(record.json), JSON.stringify(archive.json), JSON.stringify(hooks.results), ...posted]) {
      expect(text).not.toContain('7f3a');
    }
    // the seats still read it after the end
    expect((await chat(created.json.gameId, created.json.token)).json.messages).toHaveLength(2);
  });
});
