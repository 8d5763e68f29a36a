/**
 * The German rules pages (issue #33): each renders, its prose has no English left (no English
 * function words outside the game titles; the board drawings' own labels are the boards'
 * catalog's and are left out), and it has exactly the English page's sections and anchors, so
 * every link into a rules page (links.ts, the game page's "rules" links) lands in both languages.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from '@web/i18n/de';
import { RULES_IDS, RULES_INDEX, RULES_SECTIONS } from '@web/pages/rules/links';
import { rulesContentLoader } from '@web/pages/rules/rules-index';
import { type RulesContent, RulesPage } from '@web/pages/rules/rules-page';
import { installCatalog } from './catalog';
import { playerRanges } from '@engine/core/ruleset';
import { RULESET_WORDS } from '@web/rulesets/all-words';

/** Every ruleset has a German page. */
const GERMAN = RULES_IDS;

/** Words that show an English sentence; none is a German word ("an", "hand", "her", "in" are both). */
const ENGLISH = new Set(
  `the and your you of player players turn turns card cards with is are this that it its for from when if then each must may
  can not no one two on at by be or but who which what where there their they them his as game games round rounds
  space spaces board move moves wins win points score draw play plays played into only all any more most than
  other others every after before first last next back take takes between does do has have here how would should could`
    .split(/\s+/)
    .filter(Boolean),
);

/** Proper names the German text keeps (game titles and the like), taken out before the check. */
const NAMES = [/Fightin[’'] Drinkin[’'] Stealin[’']/g, /Raiding Stonehenge/g, /A Grand Endeavor/g];

function html(content: RulesContent): string {
  return renderToString(h(RulesPage, { content }));
}

/**
 * The game's own pictures, drawn by the boards' components: the drawings, cards, colour chips and
 * award rows. Their words come from the boards' catalog areas (web/src/i18n/<ruleset>.ts), not
 * from the rules pages, so this check leaves them out.
 */
const PICTURES = ['rules-cards', 'swatch-wrap', 'fds-award-row'];

/** Removes each element whose class list has `cls`, with everything inside it (same-tag nesting counted). */
function withoutElements(markup: string, cls: string): string {
  const open = new RegExp(`<(\\w+)[^>]*\\sclass="(?:[^"]*\\s)?${cls}(?:\\s[^"]*)?"[^>]*>`);
  let out = markup;
  for (let m = open.exec(out); m; m = open.exec(out)) {
    const tag = m[1]!;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = m.index + m[0].length;
    let depth = 1;
    let end = out.length;
    for (let t = tags.exec(out); t; t = tags.exec(out)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    out = `${out.slice(0, m.index)} ${out.slice(end)}`;
  }
  return out;
}

/** The reader's text: tags and the game's pictures out, entities decoded. */
function prose(markup: string): string {
  let text = markup.replace(/<svg[\s\S]*?<\/svg>/g, ' ');
  for (const cls of PICTURES) text = withoutElements(text, cls);
  text = text.replace(/<[^>]+>/g, ' ');
  text = text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
  for (const n of NAMES) text = text.replace(n, ' ');
  return text;
}

function englishWords(text: string): string[] {
  const words = text.match(/[\p{L}’']+/gu) ?? [];
  return [...new Set(words.filter((w) => ENGLISH.has(w.toLowerCase().replace(/[’']s$/, ''))))];
}

/** Every element id, in order, and the heading outline (level and id). */
function ids(markup: string): string[] {
  return [...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
}
function outline(markup: string): string[] {
  return [...markup.matchAll(/<h([1-6])[^>]*?(?:\sid="([^"]*)")?[^>]*>/g)].map((m) => `h${m[1]}#${m[2] ?? ''}`);
}

const english: Record<string, string> = {};
const german: Record<string, string> = {};

beforeAll(async () => {
  installCatalog('en');
  for (const id of RULES_IDS) english[id] = html((await rulesContentLoader(id, 'en')!()).default);
  installCatalog('de');
  for (const id of GERMAN) german[id] = html((await rulesContentLoader(id, 'de')!()).default);
});

describe('the German rules pages', () => {
  it('has a German page for each ruleset listed, loaded from its own chunk', () => {
    for (const id of GERMAN) expect(rulesContentLoader(id, 'de')).not.toBe(rulesContentLoader(id, 'en'));
  });

  it.each(GERMAN)('%s: no English left in the prose', (id) => {
    const text = prose(german[id]!);
    expect(text.length).toBeGreaterThan(2000);
    expect(englishWords(text)).toEqual([]);
    // The frame speaks German too.
    expect(german[id]).toContain('Inhalt');
    expect(german[id]).toContain('Alle Regeln');
  });

  it.each(GERMAN)('%s: the same sections, headings and anchors as the English page', (id) => {
    expect(ids(german[id]!)).toEqual(ids(english[id]!));
    expect(outline(german[id]!)).toEqual(outline(english[id]!));
    const links = [...german[id]!.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links.sort()).toEqual([...english[id]!.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]).sort());
  });

  it.each(GERMAN)('%s: every section the site links to is on the German page', (id) => {
    const present = new Set(ids(german[id]!));
    for (const section of Object.values(RULES_SECTIONS[id] ?? {})) expect(present, section).toContain(section);
    for (const anchor of ids(english[id]!)) expect(present, anchor).toContain(anchor);
  });

  it('the rules index speaks German: each ruleset has a German pitch and player range', () => {
    for (const r of RULES_INDEX) {
      const pitch = (RULESET_WORDS[r.id]!.de!.pitch as (metaPitch: string) => string)(r.pitch);
      for (const text of [pitch, de.rules.players(playerRanges(r))]) {
        expect(englishWords(text), `${r.id}: ${text}`).toEqual([]);
      }
      expect(pitch).not.toBe(r.pitch);
      // English: the meta's own pitch, never a copy.
      expect((RULESET_WORDS[r.id]!.en!.pitch as (metaPitch: string) => string)(r.pitch)).toBe(r.pitch);
    }
    const words = [de.rules.indexTitle, de.rules.indexLead, de.rules.notFoundText, de.rules.notFoundTitle('x')].join(' ');
    expect(englishWords(words)).toEqual([]);
  });

  it('the check itself finds English: the English page fails it', () => {
    expect(englishWords(prose(english.stonerush!)).length).toBeGreaterThan(20);
    const sample = '<p>Karten <div class="rules-cards"><div>the</div><div>card</div></div> und <span class="swatch-wrap">Red</span>.</p>';
    expect(prose(sample).replace(/\s+/g, ' ').trim()).toBe('Karten und .');
  });
});
