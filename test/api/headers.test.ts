/**
 * Security headers on every response: the API (set by the Worker) and the static assets
 * (web/public/_headers, applied by Workers Static Assets, here as Miniflare runs it).
 * Needs the built app in dist/ (`npm test` builds first).
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call } from './client';

function expectSecurityHeaders(headers: Headers, where: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).not.toContain("'unsafe-inline'; script");
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k!, v]),
  );
  // scripts only from this origin (or none at all), or an inline script named by its hash: no
  // other inline script, no eval, no third party
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  expect(scripts.length, where).toBeGreaterThan(0);
  for (const source of scripts) expect(/^('self'|'none'|'sha256-[A-Za-z0-9+/]{43}=')$/.test(source), `${where}: script source ${source}`).toBe(true);
  for (const [name, sources] of directives) {
    for (const source of sources) {
      // every source is this origin, none, or data: images; never a third-party origin
      expect(/^('self'|'none'|'unsafe-inline'|data:|'sha256-[A-Za-z0-9+/]{43}=')$/.test(source), `${where}: ${name} ${source}`).toBe(true);
      if (source === "'unsafe-inline'") expect(name, where).toBe('style-src');
    }
  }
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('no-referrer');
  expect(headers.get('x-frame-options'), where).toBe('DENY');
  expect(headers.get('strict-transport-security') ?? '', where).toMatch(/max-age=(\d{8,})/);
}

/**
 * A hashed script or style sheet under /assets/: never a document or a worker, so the policies a
 * browser applies only to those (CSP, framing, referrer, permissions) are left off (some 460 bytes
 * on each of a game page's files, issue #34); nosniff (served as what it is) and HSTS stay.
 */
function expectAssetHeaders(headers: Headers, where: string) {
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('strict-transport-security') ?? '', where).toMatch(/max-age=(\d{8,})/);
  expect(headers.get('cache-control'), where).toBe('public, max-age=31536000, immutable');
  for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy']) {
    expect(headers.get(name), `${where}: ${name}`).toBeNull();
  }
}

describe('security headers', () => {
  it('are on API answers: success, client errors and not-found', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/rulesets'],
      ['GET', '/api/games/nosuchgame'],
      ['POST', '/api/games', '{bad json'],
      ['DELETE', '/api/whatever'],
    ] as const) {
      const res = await call(method, path, body);
      expectSecurityHeaders(res.headers, `${method} ${path}`);
    }
  });

  it('are on the static assets and the app shell, through the real asset pipeline', async () => {
    const shell = await SELF.fetch('http://127.0.0.1/');
    expect(shell.status).toBe(200);
    const html = await shell.text();
    expectSecurityHeaders(shell.headers, '/');
    // every <script> has a same-origin src, but for the one inline script (the early payload
    // request), which the policy allows by its exact hash and nothing else
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.filter(([, attrs]) => /src="\/assets\//.test(attrs!)).length).toBeGreaterThan(0);
    const inline = scripts.filter(([, attrs]) => !/\bsrc=/.test(attrs!));
    expect(inline.length).toBe(1);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(inline[0]![2]!));
    const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    const policy = shell.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${hash};`);
    for (const [, attrs, inner] of scripts.filter(([, attrs]) => /\bsrc=/.test(attrs!))) {
      expect(attrs).toMatch(/src="\/assets\//);
      expect(inner!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await SELF.fetch(`http://127.0.0.1${script}`);
    expect(asset.status).toBe(200);
    await asset.arrayBuffer();
    expectAssetHeaders(asset.headers, script);
    const sheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    const style = await SELF.fetch(`http://127.0.0.1${sheet}`);
    expect(style.status).toBe(200);
    await style.arrayBuffer();
    expectAssetHeaders(style.headers, sheet);
    // the premise of the lighter headers: /assets/ holds nothing a browser could open as a page
    const sw = await (await SELF.fetch('http://127.0.0.1/sw.js')).text();
    const built = (JSON.parse(/const BUILD = (\{.*\});/.exec(sw)![1]!) as { files: string[] }).files.filter((f) => f.startsWith('/assets/'));
    expect(built.length).toBeGreaterThan(0);
    for (const f of built) expect(f).toMatch(/\.(js|css)$/);
    // a deep link falls back to the app shell, with the same headers
    const deep = await SELF.fetch('http://127.0.0.1/g/somegame');
    expect(deep.status).toBe(200);
    await deep.arrayBuffer();
    expectSecurityHeaders(deep.headers, '/g/somegame');
  });

  it('serve the service worker and the manifest fresh, and every icon the manifest names (issue 33)', async () => {
    const shell = await (await SELF.fetch('http://127.0.0.1/')).text();
    expect(shell).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    // the tab's icon is in the shell itself: no request for it on a cold page (issue #34)
    expect(shell).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg [^"]+%3C\/svg%3E" type="image\/svg\+xml" \/>/);
    const sw = await SELF.fetch('http://127.0.0.1/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    // asked again at every visit, so a new build's worker is found at once (never `immutable`)
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(sw.headers, '/sw.js');
    const source = await sw.text();
    // the build wrote its files in: the shell and the entry script the shell loads
    const build = JSON.parse(/const BUILD = (\{.*\});/.exec(source)![1]!) as { id: string; files: string[] };
    expect(build.files[0]).toBe('/');
    expect(build.files).toContain(/src="(\/assets\/[^"]+\.js)"/.exec(shell)![1]);
    expect(build.files.some((f) => f.startsWith('/api/'))).toBe(false);
    const res = await SELF.fetch('http://127.0.0.1/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expectSecurityHeaders(res.headers, '/manifest.webmanifest');
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#5b5750' });
    expect(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const got = await SELF.fetch(`http://127.0.0.1${icon.src}`);
      expect(got.status, icon.src).toBe(200);
      expect(got.headers.get('content-type'), icon.src).toBe(icon.type);
      const bytes = new Uint8Array(await got.arrayBuffer());
      if (icon.type === 'image/png') {
        // the PNG's own header says the size the manifest claims
        const view = new DataView(bytes.buffer);
        expect(`${view.getUint32(16)}x${view.getUint32(20)}`, icon.src).toBe(icon.sizes);
      }
      expect(build.files, icon.src).toContain(icon.src);
    }
  });

  it('serve a German manifest beside the English one, fresh and kept offline (issue 33)', async () => {
    const sw = await (await SELF.fetch('http://127.0.0.1/sw.js')).text();
    const build = JSON.parse(/const BUILD = (\{.*\});/.exec(sw)![1]!) as { files: string[] };
    const res = await SELF.fetch('http://127.0.0.1/manifest.de.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expectSecurityHeaders(res.headers, '/manifest.de.webmanifest');
    expect(await res.json()).toMatchObject({ lang: 'de', name: 'Stonehenge — im Browser spielen', id: '/' });
    expect(build.files).toContain('/manifest.de.webmanifest');
  });
});
