/**
 * `GET /api/health` (worker/routes/health.ts; docs/api-contract.md "Health"): whether D1, a game
 * object of the LIVE namespace and the R2 bucket answer, each timed and given at most
 * `CHECK_TIMEOUT_MS`; the newest migration D1 has applied against the newest this build knows;
 * the build's commit; and what the settings lack (./config-check.ts). Cheap: three tiny reads and
 * one RPC, no game work. It names no secret and no value of a setting.
 */
import { BUILD } from './build-info.generated';
import { liveObject } from '../live/announce';
import type { Env } from '../store/env';
import { type ConfigReport, checkConfig } from './config-check';

/** A check that has not answered by then counts as down. */
export const CHECK_TIMEOUT_MS = 2000;
/** The Durable Object the probe asks: a name no game id can have (ids are `[a-z0-9]`, worker/store/ids.ts). */
export const PROBE_OBJECT = 'health-probe';
/** The R2 key the probe heads: never written, so its absence is the usual answer. */
export const PROBE_KEY = 'health/probe';

export interface Check {
  ok: boolean;
  ms: number;
}

export interface Health {
  ok: boolean;
  d1: Check;
  objects: Check;
  r2: Check;
  migrations: { applied: string | null; expected: string; current: boolean };
  build: { commit: string };
  config: ConfigReport;
}

/** `work`'s result and time, or null when it threw or took longer than `timeoutMs`. */
async function timed<T>(work: () => Promise<T>, timeoutMs: number): Promise<{ value: T | null; ms: number }> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const value = await Promise.race([work(), late]);
    return { value, ms: Date.now() - started };
  } catch {
    return { value: null, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** Every check at once; `url` is the request's (its host says whether this is local development). */
export async function health(env: Env, url: string, timeoutMs = CHECK_TIMEOUT_MS): Promise<Health> {
  const [d1, objects, r2, applied] = await Promise.all([
    timed(async () => (await env.DB.prepare('select 1 as one').first<number>('one')) === 1, timeoutMs),
    timed(async () => (await liveObject(env, PROBE_OBJECT).ping()) === 'pong', timeoutMs),
    // A missing key is an answer (null); only a throw or a timeout is not.
    timed(async () => {
      await env.RECORDS.head(PROBE_KEY);
      return true;
    }, timeoutMs),
    // wrangler (and the tests' applyD1Migrations) record each applied migration's file name here.
    timed(async () => (await env.DB.prepare('select name from d1_migrations order by id desc limit 1').first<string>('name')) ?? null, timeoutMs),
  ]);
  const part = (t: { value: boolean | null; ms: number }): Check => ({ ok: t.value === true, ms: t.ms });
  const result = { d1: part(d1), objects: part(objects), r2: part(r2) };
  return {
    ok: result.d1.ok && result.objects.ok && result.r2.ok,
    ...result,
    migrations: { applied: applied.value, expected: BUILD.migration, current: applied.value === BUILD.migration },
    build: { commit: BUILD.commit },
    config: checkConfig(env, url),
  };
}
