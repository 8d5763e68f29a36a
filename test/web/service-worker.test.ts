/**
 * The service worker (web/public/sw.js, with a build's list written in as scripts/vite-offline.ts
 * does) run in a Node VM against fake caches, network and clients: a build's files are kept at
 * install; a page load asks the network first (so a new build's shell is used at once) and falls
 * back to the kept shell offline; a new build's worker drops the old build's cache, so an offline
 * load after an update starts from the new shell; /api is never touched; pushes are still shown.
 */
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { type SwBuild, swWithBuild } from '@scripts/vite-offline';

const SOURCE = readFileSync(new URL('../../web/public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://stonehenge.test';

type Listener = (event: Record<string, unknown>) => void;

/** One browser profile: its network (a function of the URL) and its Cache Storage. */
class Browser {
  online = true;
  /** What the server holds now: path → body. */
  site = new Map<string, string>();
  caches = new Map<string, Map<string, Response>>();
  fetched: string[] = [];
  notifications: { title: string; options: Record<string, unknown> }[] = [];

  fetch = async (input: { url: string } | string): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
    this.fetched.push(url.pathname);
    if (!this.online) throw new TypeError('Failed to fetch');
    // like the real server: any page path without a file of its own is the app shell
    const page = !url.pathname.startsWith('/api/') && !url.pathname.includes('.');
    const body = this.site.get(url.pathname) ?? (page ? this.site.get('/') : undefined);
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body, { status: 200 });
  };

  cacheStorage = {
    open: async (name: string) => {
      let entries = this.caches.get(name);
      if (!entries) {
        entries = new Map();
        this.caches.set(name, entries);
      }
      const e = entries;
      const key = (r: { url: string } | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).pathname;
      return {
        match: async (r: { url: string } | string) => e.get(key(r))?.clone(),
        put: async (r: { url: string } | string, res: Response) => void e.set(key(r), res),
        addAll: async (requests: Request[]) => {
          const got = await Promise.all(requests.map(async (r) => [key(r), await this.fetch(r)] as const));
          for (const [, res] of got) if (!res.ok) throw new TypeError('addAll: a file failed');
          for (const [k, res] of got) e.set(k, res);
        },
      };
    },
    keys: async () => [...this.caches.keys()],
    delete: async (name: string) => this.caches.delete(name),
  };
}

/** A worker of one build, installed and activated in `browser`. */
async function installWorker(browser: Browser, build: SwBuild | null) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: () => Promise.resolve(),
    registration: {
      navigationPreload: { enable: async () => undefined },
      showNotification: async (title: string, options: Record<string, unknown>) => void browser.notifications.push({ title, options }),
    },
    clients: { claim: async () => undefined, matchAll: async () => [], openWindow: async () => null },
  };
  const source = build ? swWithBuild(SOURCE, build) : SOURCE;
  // as in a worker, a relative URL is one of the worker's origin
  const SwRequest = class extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  };
  vm.runInNewContext(source, { self, caches: browser.cacheStorage, fetch: browser.fetch, Request: SwRequest, Response, URL, console });
  const lifecycle = async (type: string) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  await lifecycle('install');
  await lifecycle('activate');
  /** What the page gets for a GET of `path`; undefined: the worker left it to the browser. */
  const request = async (path: string, mode: 'navigate' | 'cors' = 'cors', method = 'GET') => {
    let answer: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    listeners.get('fetch')!({
      // a plain request: a Request's mode cannot be made 'navigate' by its constructor
      request: { url: `${ORIGIN}${path}`, method, mode },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (p: Promise<Response>) => {
        answer = p;
      },
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    if (!answer) return undefined;
    const text = await (await answer).text();
    await Promise.all(waits);
    return text;
  };
  return { listeners, request };
}

function deploy(browser: Browser, shell: string, asset: string): SwBuild {
  browser.site = new Map([
    ['/', shell],
    [asset, `code of ${asset}`],
    ['/manifest.webmanifest', '{}'],
    ['/api/games/g1', '{"secret":"hand"}'],
  ]);
  return { id: asset.replace(/\W/g, ''), files: ['/', asset, '/manifest.webmanifest'] };
}

describe('service worker', () => {
  it('keeps the build at install and opens the shell and its files offline', async () => {
    const browser = new Browser();
    const build = deploy(browser, '<html>build A</html>', '/assets/index-A.js');
    const worker = await installWorker(browser, build);
    expect([...browser.caches.keys()]).toEqual(['stonehenge-shell-assetsindexAjs']);
    browser.online = false;
    expect(await worker.request('/g/g1', 'navigate')).toBe('<html>build A</html>');
    expect(await worker.request('/rules/stonerush', 'navigate')).toBe('<html>build A</html>');
    expect(await worker.request('/assets/index-A.js')).toBe('code of /assets/index-A.js');
  });

  it('asks the network first for a page, so a new build’s shell is used on the next load', async () => {
    const browser = new Browser();
    const worker = await installWorker(browser, deploy(browser, '<html>build A</html>', '/assets/index-A.js'));
    // The server is updated; this worker has not seen the new build yet.
    deploy(browser, '<html>build B</html>', '/assets/index-B.js');
    expect(await worker.request('/g/g1', 'navigate')).toBe('<html>build B</html>');
  });

  it('drops the old build’s cache when the new build’s worker takes over, so offline starts from the new shell', async () => {
    const browser = new Browser();
    await installWorker(browser, deploy(browser, '<html>build A</html>', '/assets/index-A.js'));
    const b = await installWorker(browser, deploy(browser, '<html>build B</html>', '/assets/index-B.js'));
    expect([...browser.caches.keys()]).toEqual(['stonehenge-shell-assetsindexBjs']);
    browser.online = false;
    expect(await b.request('/', 'navigate')).toBe('<html>build B</html>');
    expect(await b.request('/assets/index-B.js')).toBe('code of /assets/index-B.js');
    // a file of the old build is no longer kept
    await expect(b.request('/assets/index-A.js')).resolves.toBeUndefined();
  });

  it('keeps a file that failed at install once a page asks for it; an install without the shell fails', async () => {
    const browser = new Browser();
    const build = deploy(browser, '<html>A</html>', '/assets/index-A.js');
    browser.site.delete('/assets/index-A.js'); // a hiccup while installing
    const worker = await installWorker(browser, build);
    browser.site.set('/assets/index-A.js', 'code of /assets/index-A.js');
    expect(await worker.request('/assets/index-A.js')).toBe('code of /assets/index-A.js');
    browser.online = false;
    expect(await worker.request('/assets/index-A.js')).toBe('code of /assets/index-A.js');
    expect(await worker.request('/g/g1', 'navigate')).toBe('<html>A</html>');

    const other = new Browser();
    const b = deploy(other, '<html>B</html>', '/assets/index-B.js');
    other.site.delete('/');
    await expect(installWorker(other, b)).rejects.toThrow('addAll');
  });

  it('never answers /api, writes, or other origins: game payloads stay out of its caches', async () => {
    const browser = new Browser();
    const worker = await installWorker(browser, deploy(browser, '<html>A</html>', '/assets/index-A.js'));
    expect(await worker.request('/api/games/g1')).toBeUndefined();
    expect(await worker.request('/api/games/g1/actions', 'cors', 'POST')).toBeUndefined();
    for (const entries of browser.caches.values()) expect([...entries.keys()].some((k) => k.startsWith('/api/'))).toBe(false);
  });

  it('without a build list (vite dev) keeps nothing and passes pages to the network', async () => {
    const browser = new Browser();
    deploy(browser, '<html>dev</html>', '/assets/x.js');
    const worker = await installWorker(browser, null);
    expect(browser.caches.size).toBe(0);
    expect(await worker.request('/', 'navigate')).toBe('<html>dev</html>');
    browser.online = false;
    await expect(worker.request('/', 'navigate')).rejects.toThrow('Failed to fetch');
  });

  it('still shows a push, opening only a game page of this site', async () => {
    const browser = new Browser();
    const worker = await installWorker(browser, deploy(browser, '<html>A</html>', '/assets/index-A.js'));
    const push = (data: unknown) => {
      const waits: Promise<unknown>[] = [];
      worker.listeners.get('push')!({ data: { json: () => data }, waitUntil: (p: Promise<unknown>) => waits.push(p) });
      return Promise.all(waits);
    };
    await push({ title: 'Your turn', body: 'Ana played', url: '/g/abc123' });
    await push({ title: 'x', body: 'y', url: 'https://evil.example/' });
    expect(browser.notifications.map((n) => [n.title, (n.options.data as { url: string }).url])).toEqual([
      ['Your turn', '/g/abc123'],
      ['x', '/my-games'],
    ]);
  });
});
