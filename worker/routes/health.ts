/** `GET /api/health`: whether the Worker's parts answer, for an operator or a monitor (worker/ops/health.ts). */
import { Hono } from 'hono';
import { health } from '../ops/health';
import type { AppEnv } from '../store/env';

export const healthApi = new Hono<AppEnv>().get('/health', async (c) => {
  const report = await health(c.env, c.req.url);
  // Never kept by a browser or a cache: each request asks anew.
  return c.json(report, report.ok ? 200 : 503, { 'Cache-Control': 'no-store' });
});
