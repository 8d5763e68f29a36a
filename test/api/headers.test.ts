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
    expectSecurityHeaders(asset.headers, script);
    // a deep link falls back to the app shell, with the same headers
    const deep = await SELF.fetch('http://127.0.0.1/g/somegame');
    expect(deep.status).toBe(200);
    await deep.arrayBuffer();
    expectSecurityHeaders(deep.headers, '/g/somegame');
  });
});
