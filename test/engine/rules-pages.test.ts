/**
 * The rules pages, rendered by Preact without a browser: each ruleset the engine offers has a
 * page, every option the engine declares has its section (#option-<id>), every contents link and
 * every section named by rulesSectionFor exists, and every decision the Fightin' engine can ask
 * about links to a section. The browser side (layout, overflow, axe) is test/e2e/rules-pages.ts.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { RULESETS } from '@engine/index';
import { PROMPT_TEXT } from '@engine/fightin-drinkin-stealin/view';
import { RULES_IDS, RULES_SECTIONS, rulesHref, rulesSectionFor } from '@web/pages/rules';
import { type RulesContent, RulesPage } from '@web/pages/rules/rules-page';
import { installCatalog } from '../web/catalog';

/** A page and its English words, built as rules-index.tsx builds them. */
const english = <W>(page: Promise<{ default: (w: W) => RulesContent }>, words: Promise<{ default: W }>) =>
  Promise.all([page, words]).then(([p, w]) => ({ default: p.default(w.default) }));
const pages: Record<string, () => Promise<{ default: RulesContent }>> = {
  stonerush: () => english(import('@web/pages/rules/stonerush'), import('@web/pages/rules/en/stonerush')),
  'fightin-drinkin-stealin': () => english(import('@web/pages/rules/fightin-drinkin-stealin'), import('@web/pages/rules/en/fightin-drinkin-stealin')),
  'raiding-stonehenge': () => english(import('@web/pages/rules/raiding-stonehenge'), import('@web/pages/rules/en/raiding-stonehenge')),
  'a-grand-endeavor': () => english(import('@web/pages/rules/a-grand-endeavor'), import('@web/pages/rules/en/a-grand-endeavor')),
};

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

describe('rules pages', () => {
  // As in the app (rules-index.tsx), the frame's words are loaded before a page module builds its sections.
  beforeAll(() => installCatalog('en'));

  it('exist for exactly the rulesets the engine offers', () => {
    expect([...RULES_IDS].sort()).toEqual(RULESETS.map((r) => r.id).sort());
    expect(Object.keys(pages).sort()).toEqual([...RULES_IDS].sort());
  });

  it('have addresses for a page and for an option', () => {
    expect(rulesHref('stonerush')).toBe('/rules/stonerush');
    expect(rulesHref('raiding-stonehenge', 'accelerator')).toBe('/rules/raiding-stonehenge#option-accelerator');
    expect(rulesSectionFor('raiding-stonehenge', 'pick')).toBe('turn-pick');
    expect(rulesSectionFor('stonerush', 'no-such-step')).toBeUndefined();
    expect(rulesSectionFor('no-such-game', 'play')).toBeUndefined();
  });

  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: every option, contents link and linked section is on the page`, async () => {
      const load = pages[ruleset.id];
      if (!load) throw new Error(`no rules page for ${ruleset.id}`);
      const content = (await load()).default;
      expect(content.id).toBe(ruleset.id);
      const html = renderToString(h(RulesPage, { content }));
      const onPage = ids(html);
      for (const option of ruleset.optionsMeta) expect(onPage, `#option-${option.id}`).toContain(`option-${option.id}`);
      // #main is the app shell's <main>, outside the page component.
      const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]).filter((id) => id !== 'main');
      expect(targets.length).toBeGreaterThan(6);
      for (const id of targets) expect(onPage, `contents link #${id}`).toContain(id);
      for (const [kind, id] of Object.entries(RULES_SECTIONS[ruleset.id] ?? {})) expect(onPage, `rulesSectionFor(${kind})`).toContain(id);
    });
  }

  it("every question the Fightin' engine asks has a section", () => {
    for (const kind of Object.keys(PROMPT_TEXT)) expect(rulesSectionFor('fightin-drinkin-stealin', kind), kind).toBeDefined();
  });
});
