/**
 * One structured line per request, and an id for each (docs/security.md, "An operator's view").
 * The first middleware of worker/index.ts: it names the request (`cf-ray`, which Cloudflare's edge
 * sets, else a random id), answers with it in `x-request-id`, and logs `{ id, method, path, status,
 * ms }` at the end, at `console.error` for a 5xx. `REQUEST_LOG=off` turns the line off (the API
 * tests make thousands of requests); an unhandled error is logged by `onError` whatever it says.
 * The first request of an isolate also logs, once, what the settings lack (../ops/config-check.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { type CheckedEnv, checkConfig } from '../ops/config-check';
import type { AppEnv } from '../store/env';

/** What a `cf-ray` may look like to be taken as the id (anything else, such as a client's own header off Cloudflare, is not). */
const RAY = /^[A-Za-z0-9-]{8,64}$/;

/** The request's id: its `cf-ray`, else a random one. */
export function requestIdOf(request: Request): string {
  const ray = request.headers.get('cf-ray');
  return ray && RAY.test(ray) ? ray : crypto.randomUUID();
}

/** Paths whose segment after the prefix is a secret or an invitation: a calendar feed's signed name, a join code. */
const SECRET_AFTER: readonly [RegExp, string][] = [
  [/^\/api\/calendar\/[^/]*/, '/api/calendar/:file'],
  [/^\/api\/join\/[^/]*/, '/api/join/:code'],
];

/** A segment this long is no id of ours (games, tournaments: 12 characters; join codes: 10) but may be a token. */
const LONGEST_PLAIN_SEGMENT = 16;

/**
 * The path as a log may keep it: no query, no fragment (a seat link's `#t=` never reaches a server,
 * but a hand-made request may carry one), the secret segments named by their route, and any other
 * segment long enough to be a token replaced by `:token`.
 */
export function loggedPath(path: string): string {
  let plain = path.split(/[?#;]/, 1)[0] ?? '';
  for (const [pattern, name] of SECRET_AFTER) plain = plain.replace(pattern, name);
  return plain
    .split('/')
    .map((segment) => (segment.length > LONGEST_PLAIN_SEGMENT ? ':token' : segment))
    .join('/')
    .slice(0, 200);
}

/** The line an isolate's first request logs when the settings lack something; null when they do not. */
export function configLine(env: CheckedEnv, url: string): string | null {
  const report = checkConfig(env, url);
  return report.ok ? null : JSON.stringify({ config: 'problems', problems: report.problems });
}

let configChecked = false;

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const id = requestIdOf(c.req.raw);
  c.set('requestId', id);
  if (!configChecked) {
    configChecked = true;
    const line = configLine(c.env, c.req.url);
    if (line) console.error(line);
  }
  await next();
  // A WebSocket upgrade's answer comes from the Durable Object as is; a static asset's headers may be immutable.
  if (c.res.status !== 101) {
    try {
      c.res.headers.set('x-request-id', id);
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('x-request-id', id);
    }
  }
  if (c.env.REQUEST_LOG === 'off') return;
  const line = JSON.stringify({ id, method: c.req.method, path: loggedPath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started) });
  if (c.res.status >= 500) console.error(line);
  else console.log(line);
};
