/**
 * Property-based fuzzing of the whole API inside workerd (fast-check): random methods,
 * paths, headers and bodies, some of them near-valid. For every request: no 5xx; every
 * error is the contract's JSON `{ error: { code, message } }`; a refused request leaves
 * every row of the database as it was.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '@engine/index';
import type { GamePayload } from '@schema/api';
import worker from '@worker/index';
import { call, dbSnapshot, startGame } from './client';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

describe('API fuzzing', () => {
  it('answers random requests without a 5xx, with JSON errors, and changes nothing when it refuses', async () => {
    const active = await startGame('stonerush', 3);
    const waiting = (await call('POST', '/api/games', { ruleset: 'stonerush', players: 4, name: 'Ann' })).json;
    const seat = ((await call('GET', `/api/games/${active.gameId}`)).json as GamePayload).active[0]!;
    const legal = ((await call('GET', `/api/games/${active.gameId}`, undefined, active.tokens[seat])).json as GamePayload).actions;

    const segment = fc.oneof(
      fc.constantFrom(active.gameId, waiting.gameId, waiting.joinCode, 'nosuchgame', '..', '%2e%2e', '%00', 'a'.repeat(300), "1' or '1'='1", '<script>'),
      fc.string({ maxLength: 20 }).map(encodeURIComponent),
    );
    const path = fc.oneof(
      fc.tuple(fc.constantFrom('/api/games/', '/api/join/', '/api/games/'), segment).map(([a, b]) => a + b),
      fc.tuple(segment, fc.constantFrom('/actions', '/record', '/actions/x', '')).map(([id, tail]) => `/api/games/${id}${tail}`),
      fc.constantFrom('/api/games', '/api/rulesets', '/api/archive', '/api', '/api/', '/api/dev/outbox'),
      fc.tuple(fc.constantFrom('ruleset', 'cursor', 'limit', 'x'), fc.string({ maxLength: 30 })).map(([k, v]) => `/api/archive?${k}=${encodeURIComponent(v)}`),
      fc.string({ maxLength: 40 }).map((s) => `/api/${encodeURIComponent(s)}`),
    );
    const jsonValue = fc.jsonValue({ maxDepth: 3 });
    const nearValid = fc.oneof(
      fc.record(
        {
          ruleset: fc.oneof(fc.constantFrom(...RULESETS.map((r) => r.id)), jsonValue),
          players: fc.oneof(fc.integer({ min: -2, max: 10 }), jsonValue),
          name: fc.oneof(fc.string({ maxLength: 50 }), jsonValue),
          email: fc.oneof(fc.emailAddress(), fc.string()),
          options: fc.oneof(fc.dictionary(fc.string({ maxLength: 10 }), jsonValue, { maxKeys: 3 }), jsonValue),
          listed: jsonValue,
          extra: jsonValue,
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          version: fc.oneof(fc.integer({ min: -1, max: 3 }), jsonValue),
          action: fc.oneof(fc.constantFrom(...legal), fc.record({ type: fc.string({ maxLength: 70 }) }), jsonValue),
          extra: jsonValue,
        },
        { requiredKeys: [] },
      ),
    );
    const body = fc.option(
      fc.oneof(
        nearValid.map((b) => JSON.stringify(b)),
        jsonValue.map((v) => JSON.stringify(v)),
        fc.string({ maxLength: 200 }),
      ),
      { nil: undefined },
    );
    const headers = fc.record(
      {
        authorization: fc.oneof(
          fc.constantFrom(...active.tokens, waiting.token).map((t) => `Bearer ${t}`),
          fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
          fc.string({ maxLength: 60 }),
        ),
        'content-type': fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'),
        'if-none-match': fc.string({ maxLength: 60 }),
        accept: fc.constantFrom('*/*', 'text/html', 'application/json'),
      },
      { requiredKeys: [] },
    );

    let requests = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), path, headers, body, async (method, url, hdrs, text) => {
        const init: RequestInit = { method, headers: Object.fromEntries(Object.entries(hdrs).filter(([, v]) => /^[\t\x20-\x7e]*$/.test(v))) };
        if (text !== undefined && method !== 'GET' && method !== 'HEAD') init.body = text;
        let request: Request;
        try {
          request = new Request(`http://127.0.0.1${url}`, init);
        } catch {
          return; // a request no client could send (the URL or a header is malformed)
        }
        const before = await dbSnapshot();
        const ctx = createExecutionContext();
        const res = await worker.fetch(request, env, ctx);
        await waitOnExecutionContext(ctx);
        const raw = await res.text();
        requests++;
        expect(res.status, `${method} ${url}`).toBeLessThan(500);
        if (res.status >= 400) {
          refused++;
          if (method !== 'HEAD' && new URL(request.url).pathname.startsWith('/api/')) {
            const json = JSON.parse(raw) as { error?: { code?: unknown; message?: unknown } };
            expect(json.error?.code, `${method} ${url}`).toMatch(/^[a-z][a-z_]*$/);
            expect(typeof json.error?.message).toBe('string');
          }
          expect(await dbSnapshot(), `${method} ${url} changed the database`).toBe(before);
        }
      }),
      { numRuns: 400, seed: 20261123 },
    );
    expect(requests).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(100);
  });
});
