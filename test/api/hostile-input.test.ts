/**
 * Hostile and broken input: every refusal is a 4xx JSON error with a code, never a 500,
 * and the database is exactly as it was.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '@engine/index';
import worker from '@worker/index';
import { MAX_BODY_BYTES } from '@worker/http/body';
import type { GamePayload } from '@schema/api';
import { call, dbSnapshot, expectError, startGame } from './client';

/** Sends a raw request (any body, any headers) to the Worker. */
async function raw(method: string, path: string, init: RequestInit & { duplex?: 'half' } = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`, { method, ...init }), env, ctx);
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) as any };
}

function stream(chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ >= chunks) return controller.close();
      controller.enqueue(new TextEncoder().encode('x'.repeat(chunkBytes)));
    },
  });
}

describe('hostile input', () => {
  it('caps the body size: declared, undeclared (streamed) and multi-byte', async () => {
    const before = await dbSnapshot();
    const big = JSON.stringify({ ruleset: 'stonerush', players: 3, name: 'A', pad: 'x'.repeat(MAX_BODY_BYTES) });
    await expectError(call('POST', '/api/games', big), 413, 'body_too_large');
    // no Content-Length: a stream of 64 KB chunks, refused after the cap, not read whole
    const streamed = await raw('POST', '/api/games', { body: stream(1000, 64 * 1024), duplex: 'half', headers: { 'content-type': 'application/json' } });
    expect(streamed.status).toBe(413);
    expect(streamed.json.error.code).toBe('body_too_large');
    // a lying Content-Length does not help
    const lying = await raw('POST', '/api/join/abc', { body: stream(10, 8 * 1024), duplex: 'half', headers: { 'content-length': '10' } });
    expect([400, 413]).toContain(lying.status);
    expect(typeof lying.json.error.code).toBe('string');
    // characters of three bytes each: the cap counts bytes
    const wide = JSON.stringify({ name: '€'.repeat(Math.ceil(MAX_BODY_BYTES / 3) + 10) });
    await expectError(call('POST', '/api/join/abc', wide), 413, 'body_too_large');
    expect(await dbSnapshot()).toBe(before);
  });

  it('refuses malformed JSON, bytes that are not UTF-8, and an empty body', async () => {
    const before = await dbSnapshot();
    for (const body of ['{', '', 'null', '[]', '"x"', '{"ruleset":', '\u0000']) {
      const res = await call('POST', '/api/games', body);
      expect(res.status, body).toBe(400);
      expect(['invalid_json', 'invalid_body']).toContain(res.json.error.code);
    }
    const notUtf8 = await raw('POST', '/api/games', { body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) });
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.json.error.code).toBe('invalid_json');
    expect(await dbSnapshot()).toBe(before);
  });

  it('validates and limits names and emails, and rejects unknown fields, on create and join', async () => {
    const { joinCode } = await (async () => {
      const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
      return created.json;
    })();
    const before = await dbSnapshot();
    const base = { ruleset: 'stonerush', players: 3 };
    const badPeople = [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(41) },
      { name: 'a\u0000b' },
      { name: 'bell\u0007ring' }, // a line break is whitespace, collapsed to a space (trust-edge.test.ts)
      { name: 42 },
      { name: ['Ann'] },
      { name: 'Ann', email: 'not-an-email' },
      { name: 'Ann', email: `${'a'.repeat(250)}@example.com` },
      { name: 'Ann', email: 7 },
      { name: 'Ann', admin: true },
      { name: 'Ann', seat: 0 },
    ];
    for (const person of badPeople) {
      await expectError(call('POST', '/api/games', { ...base, ...person }), 400, 'invalid_body');
      await expectError(call('POST', `/api/join/${joinCode}`, person), 400, 'invalid_body');
    }
    for (const wrong of [{ players: '3' }, { players: 3.5 }, { players: 99 }, { ruleset: 5 }, { listed: 'yes' }, { options: [] }, { options: 'x' }]) {
      await expectError(call('POST', '/api/games', { ...base, name: 'Ann', ...wrong }), 400, 'invalid_body');
    }
    expect(await dbSnapshot()).toBe(before);
  });

  it("validates options with each ruleset's own schema", async () => {
    const before = await dbSnapshot();
    for (const ruleset of RULESETS) {
      const players = ruleset.minPlayers;
      await expectError(call('POST', '/api/games', { ruleset: ruleset.id, players, name: 'Ann', options: { noSuchOption: true } }), 422, 'invalid_options');
      for (const option of ruleset.optionsMeta) {
        const wrong = option.type === 'boolean' ? 'yes' : 'no-such-choice';
        await expectError(call('POST', '/api/games', { ruleset: ruleset.id, players, name: 'Ann', options: { [option.id]: wrong } }), 422, 'invalid_options');
      }
      await expectError(call('POST', '/api/games', { ruleset: ruleset.id, players: ruleset.maxPlayers + 1, name: 'Ann' }), 422, 'invalid_options');
    }
    expect(await dbSnapshot()).toBe(before);
  });

  it('refuses broken action bodies and unknown games without touching the game', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const seat = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
    const before = await dbSnapshot();
    const url = `/api/games/${gameId}/actions`;
    const t = tokens[seat];
    for (const body of [
      { version: '0', action: { type: 'play' } },
      { version: -1, action: { type: 'play' } },
      { version: 0.5, action: { type: 'play' } },
      { version: 0, action: 'play' },
      { version: 0, action: { type: '' } },
      { version: 0, action: { type: 'x'.repeat(65) } },
      { version: 0, action: { type: 'play' }, extra: 1 },
      { action: { type: 'play' } },
    ]) {
      await expectError(call('POST', url, body, t), 400, 'invalid_body');
    }
    for (const action of [
      { type: 'play', cards: 'all' },
      { type: 'play', cards: [{ $gt: '' }] },
      { type: '__proto__' },
      { type: 'constructor', __proto__: { x: 1 } },
    ]) {
      await expectError(call('POST', url, { version: 0, action }, t), 422, 'illegal_action');
    }
    await expectError(call('POST', '/api/games/nosuchgame/actions', { version: 0, action: { type: 'play' } }, t), 404, 'unknown_game');
    await expectError(call('POST', '/api/games/..%2F..%2Fetc/actions', { version: 0, action: { type: 'play' } }, t), 404, 'unknown_game');
    await expectError(call('GET', `/api/games/${'a'.repeat(5000)}`), 404, 'unknown_game');
    await expectError(call('GET', "/api/games/x' or '1'='1"), 404, 'unknown_game');
    await expectError(call('GET', '/api/games/nosuchgame/record'), 404, 'unknown_game');
    await expectError(
      call('POST', url, { version: 0, action: { type: 'play' } }, undefined, { authorization: `Bearer ${'a'.repeat(10_000)}` }),
      401,
      'unauthorized',
    );
    await expectError(call('POST', url, { version: 0, action: { type: 'play' } }, undefined, { authorization: 'Basic YTpi' }), 401, 'unauthorized');
    const hugeHeader = await call('GET', `/api/games/${gameId}`, undefined, undefined, { 'if-none-match': 'x'.repeat(16_000), 'x-filler': 'y'.repeat(16_000) });
    expect(hugeHeader.status).toBe(200);
    expect(await dbSnapshot()).toBe(before);
  });
});
