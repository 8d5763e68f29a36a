/**
 * A game page's shell names its board's chunks and styles (worker/pages/game-html.ts), so they
 * load alongside the app; other pages and unknown games get the plain shell.
 * Needs the built app in dist/ (`npm test` builds first).
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call } from './client';

const preloads = (html: string) => [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="(\/assets\/[^"]+)">/g)].map((m) => m[2]!);
/** What a page names beyond the plain shell's own entry files. */
async function boardFiles(html: string): Promise<string[]> {
  const shell = preloads(await (await SELF.fetch('http://127.0.0.1/')).text());
  return preloads(html).filter((f) => !shell.includes(f));
}
const rulesetMeta = (html: string) => /<meta name="stonehenge-ruleset" content="([^"]+)">/.exec(html)?.[1];

describe('the first screen of a game page', () => {
  it("names exactly the game's board files from the build's map, each of which is served", async () => {
    const map = (await (await SELF.fetch('http://127.0.0.1/preload.json')).json()) as Record<string, { js: string[]; css: string[] }>;
    expect(Object.keys(map).sort()).toEqual(['a-grand-endeavor', 'fightin-drinkin-stealin', 'raiding-stonehenge', 'stonerush']);
    for (const ruleset of ['stonerush', 'a-grand-endeavor']) {
      const created = await call('POST', '/api/games', { ruleset, players: 3, name: 'Ada' });
      expect(created.status).toBe(201);
      const res = await SELF.fetch(`http://127.0.0.1/g/${created.json.gameId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const html = await res.text();
      expect(rulesetMeta(html)).toBe(ruleset);
      const named = await boardFiles(html);
      expect(named.sort()).toEqual([...map[ruleset]!.js, ...map[ruleset]!.css].sort());
      expect(map[ruleset]!.js.some((f) => f.includes(ruleset))).toBe(true);
      for (const file of named) {
        const asset = await SELF.fetch(`http://127.0.0.1${file}`);
        expect(asset.status, file).toBe(200);
        await asset.arrayBuffer();
      }
    }
  });

  it('leaves the shell plain for an unknown game and for other pages', async () => {
    for (const path of ['/g/nosuchgame', '/', '/archive']) {
      const res = await SELF.fetch(`http://127.0.0.1${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(await boardFiles(html), path).toEqual([]);
      expect(rulesetMeta(html), path).toBeUndefined();
    }
  });
});
