/**
 * An operator's view (issue #59 item 6): GET /api/health, the settings check, the request id and
 * the one log line per request (worker/ops/, worker/http/request-log.ts).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '@worker/index';
import { BUILD } from '@worker/ops/build-info.generated';
import { checkConfig } from '@worker/ops/config-check';
import { health } from '@worker/ops/health';
import type { Env } from '@worker/store/env';
import { configLine, loggedPath } from '@worker/http/request-log';
import { call, startGame } from './client';

/** The Worker's handler with some bindings replaced (a D1 that fails, say). */
async function fetchWith(path: string, bindings: Partial<Env>, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`, init), { ...env, ...bindings } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: res.status, headers: res.headers, json: (await res.json()) as any };
}

/** A D1 whose every statement throws, as an outage would. */
const failingDb = {
  prepare() {
    throw new Error('injected fault: D1 is down');
  },
  batch() {
    throw new Error('injected fault: D1 is down');
  },
} as unknown as D1Database;

/** A D1 that never answers. */
const hangingDb = {
  prepare: () => ({ first: () => new Promise(() => undefined), bind: () => hangingDb.prepare('') }),
} as unknown as D1Database;

const DEPLOYED = 'https://stonehenge.example.org/api/health';
const SAFE = {
  SEAT_SECRET: 'x'.repeat(40),
  APP_ORIGIN: 'https://stonehenge.example.org',
  MAIL_DRIVER: 'resend',
  MAIL_FROM: 'S <t@example.org>',
  RESEND_API_KEY: 're_secretvalue123',
};

describe('GET /api/health', () => {
  it('answers 200 with every part ok against the migrated D1', async () => {
    const res = await call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = res.json;
    expect(body.ok).toBe(true);
    for (const part of ['d1', 'objects', 'r2'] as const) {
      expect(body[part].ok, part).toBe(true);
      expect(body[part].ms).toBeGreaterThanOrEqual(0);
    }
    expect(body.migrations).toEqual({ applied: BUILD.migration, expected: BUILD.migration, current: true });
    expect(body.migrations.expected).toBe(env.TEST_MIGRATIONS.at(-1)?.name);
    expect(body.build.commit).toBe(BUILD.commit);
    // Local development on a loopback host: the development settings are fine.
    expect(body.config).toMatchObject({ ok: true, local: true, mail: 'outbox', rateLimits: false, problems: [] });
  });

  it('touches no game: the probe object holds nothing afterwards, and the R2 probe key is never written', async () => {
    await call('GET', '/api/health');
    expect(await env.RECORDS.head('health/probe')).toBeNull();
    const games = await env.DB.prepare('select count(*) as n from games').first<number>('n');
    expect(games).toBe(0);
  });

  it('answers 503 with d1.ok false when D1 fails, the other parts still checked', async () => {
    const res = await fetchWith('/api/health', { DB: failingDb });
    expect(res.status).toBe(503);
    expect(res.json.ok).toBe(false);
    expect(res.json.d1.ok).toBe(false);
    expect(res.json.objects.ok).toBe(true);
    expect(res.json.r2.ok).toBe(true);
    expect(res.json.migrations).toMatchObject({ applied: null, current: false });
  });

  it('counts a check that does not answer in time as down', async () => {
    const report = await health({ ...env, DB: hangingDb } as Env, 'http://127.0.0.1/api/health', 50);
    expect(report.ok).toBe(false);
    expect(report.d1.ok).toBe(false);
    expect(report.d1.ms).toBeGreaterThanOrEqual(40);
    expect(report.r2.ok).toBe(true);
  });

  it('says when the applied migrations lag the build', async () => {
    await env.DB.prepare('delete from d1_migrations where name = ?').bind(BUILD.migration).run();
    try {
      const res = await call('GET', '/api/health');
      expect(res.status).toBe(200);
      expect(res.json.migrations.current).toBe(false);
      expect(res.json.migrations.applied).not.toBe(BUILD.migration);
    } finally {
      await env.DB.prepare('insert into d1_migrations (name) values (?)').bind(BUILD.migration).run();
    }
  });
});

describe('the settings check', () => {
  it('finds nothing wrong with a safe deployment', () => {
    expect(checkConfig({ ...SAFE }, DEPLOYED)).toMatchObject({ ok: true, local: false, mail: 'resend', rateLimits: true, push: false, problems: [] });
  });

  it('flags a missing secret, rate limits off, the outbox and an http origin off loopback, naming no value', () => {
    const report = checkConfig({ RATE_LIMITS: 'off', APP_ORIGIN: 'http://stonehenge.example.org' }, DEPLOYED);
    expect(report.ok).toBe(false);
    const text = report.problems.join('\n');
    for (const name of ['SEAT_SECRET is not set', 'RATE_LIMITS is off', 'MAIL_DRIVER is outbox', 'APP_ORIGIN is not an https origin'])
      expect(text).toContain(name);
    expect(checkConfig({ ...SAFE, APP_ORIGIN: undefined }, DEPLOYED).problems.join()).toMatch(/APP_ORIGIN/);
  });

  it('reports settings that do not read, without their values', () => {
    const report = checkConfig({ ...SAFE, SEAT_SECRET: 'short-secret-value' }, DEPLOYED);
    expect(report.ok).toBe(false);
    expect(report.problems.join()).toContain('SEAT_SECRET');
    expect(report.problems.join()).not.toContain('short-secret-value');
    const line = configLine({ ...SAFE, RESEND_API_KEY: undefined }, DEPLOYED);
    expect(line).toContain('RESEND_API_KEY');
    for (const secret of [SAFE.SEAT_SECRET, SAFE.RESEND_API_KEY]) expect(line).not.toContain(secret);
    expect(configLine(SAFE, DEPLOYED)).toBeNull();
  });

  it('shows the problems in /api/health on a host that is not local', async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(DEPLOYED), { ...env, APP_ORIGIN: 'http://stonehenge.example.org' }, ctx);
    await waitOnExecutionContext(ctx);
    const body = (await res.json()) as any;
    expect(res.status).toBe(200);
    expect(body.config.ok).toBe(false);
    expect(body.config.problems.join()).toContain('SEAT_SECRET is not set');
  });
});

describe('request ids and the request log', () => {
  it('puts x-request-id on answers: the cf-ray when there is one, else a random id', async () => {
    const plain = await call('GET', '/api/rulesets');
    expect(plain.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const ray = await call('GET', '/api/rulesets', undefined, undefined, { 'cf-ray': '8f1c2d3e4a5b6c7d-FRA' });
    expect(ray.headers.get('x-request-id')).toBe('8f1c2d3e4a5b6c7d-FRA');
    const refused = await call('GET', '/api/games/nosuchgame');
    expect(refused.status).toBe(404);
    expect(refused.headers.get('x-request-id')).toBeTruthy();
  });

  it('carries the request id in a 500 body and logs the error with it once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await fetchWith('/api/games/abcdefghijkm', { DB: failingDb });
      expect(res.status).toBe(500);
      expect(res.json.error.code).toBe('internal');
      expect(res.json.error.requestId).toBe(res.headers.get('x-request-id'));
      expect(logged.mock.calls).toHaveLength(1);
      expect(String(logged.mock.calls[0]?.[0])).toContain(res.json.error.requestId);
      expect(String(logged.mock.calls[0]?.[1])).toContain('injected fault');
    } finally {
      logged.mockRestore();
    }
  });

  it('logs one JSON line per request when REQUEST_LOG is on, its path without tokens', async () => {
    const { gameId, joinCode, tokens } = await startGame('stonerush', 3);
    const lines = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const on = { REQUEST_LOG: 'on' };
      await call('GET', `/api/games/${gameId}?token=${tokens[0]}`, undefined, tokens[0], {}, on);
      await call('GET', `/api/join/${joinCode}`, undefined, undefined, {}, on);
      await call('GET', `/api/calendar/s.${gameId}.0.1.0.abcdefghijklmnopqrstuvwxyz234567.ics`, undefined, undefined, {}, on);
      const logged = lines.mock.calls.map((args) => JSON.parse(String(args[0])));
      expect(logged).toHaveLength(3);
      expect(logged[0]).toEqual({ id: expect.any(String), method: 'GET', path: `/api/games/${gameId}`, status: 200, ms: expect.any(Number) });
      expect(logged[1].path).toBe('/api/join/:code');
      expect(logged[2].path).toBe('/api/calendar/:file');
      const all = JSON.stringify(logged);
      for (const secret of [tokens[0]!, joinCode, 'abcdefghijklmnopqrstuvwxyz234567']) expect(all).not.toContain(secret);
    } finally {
      lines.mockRestore();
    }
    expect(loggedPath('/g/abcdefghijkm#t=sometokenvalue')).toBe('/g/abcdefghijkm');
    expect(loggedPath('/api/x/AbCdEfGhIjKlMnOpQrStUvWxYz_-0123456789/y')).toBe('/api/x/:token/y');
  });

  it('logs nothing per request with REQUEST_LOG off (as the tests run)', async () => {
    const lines = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await call('GET', '/api/rulesets');
      expect(lines).not.toHaveBeenCalled();
    } finally {
      lines.mockRestore();
    }
  });
});
