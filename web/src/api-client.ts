/**
 * The API's typed client. Hono's `hc<AppType>` gives every route's input and answer its type (a
 * wrong body, query, path or answer fails tsc: test/types/api-client.ts); this proxy sends the
 * requests those typed calls describe, as hc's runtime does for what this app uses: `$get`,
 * `$post`, `$put`, `$delete` with `param`, `query` and `json`, and headers per call. hc's runtime
 * (forms, cookies, `$url`, `$ws`) was 2.7 KB gzip of every page's first script; this is 0.3 (#34).
 */
import type { hc } from 'hono/client';
import type { AppType } from '@worker/index';

type Client = ReturnType<typeof hc<AppType>>;

interface Args {
  param?: Record<string, string>;
  query?: Record<string, unknown>;
  json?: unknown;
}

/** Relative URLs (the page and the API share an origin); no answer is taken from the HTTP cache. */
function send(method: string, path: readonly string[], args: Args = {}, options: { headers?: Record<string, string> } = {}): Promise<Response> {
  let url = `/${path.join('/')}`;
  // `:name` takes the param as it is given (api.ts `seg` encodes it); an empty one drops the segment.
  for (const [name, value] of Object.entries(args.param ?? {})) url = url.replace(`/:${name}`, value ? `/${value}` : '');
  if (args.query) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(args.query)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) query.append(name, String(one));
    }
    url += `?${query}`;
  }
  const headers = new Headers(options.headers);
  const body = args.json === undefined || method === 'GET' ? undefined : JSON.stringify(args.json);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(url, { method, headers, body, cache: 'no-store' });
}

const METHOD = /^\$(get|post|put|delete|patch)$/;

function node(path: readonly string[]): unknown {
  return new Proxy(() => undefined, {
    get(_target, key) {
      // not a thenable: `await api.games` must not look like a request
      if (typeof key !== 'string' || key === 'then') return undefined;
      const method = METHOD.exec(key)?.[1];
      if (method) return (args?: Args, options?: { headers?: Record<string, string> }) => send(method.toUpperCase(), path, args, options);
      return node([...path, key]);
    },
  });
}

export const client = node([]) as Client;
