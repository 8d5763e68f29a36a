/**
 * How a browser script finds English in what a German reader sees: the detection
 * test/e2e/german-walk.ts (#45) and test/e2e/german-corners.ts both import.
 * `readPage` reads the page as it stands (visible text nodes, the spoken attributes aria-label,
 * title, alt and placeholder, the visible selects' options, the tab title); `englishIn` names each
 * piece that is English: inside an element marked `lang="en"`, a text of the English catalogue
 * whose German differs (whole, or a phrase of three words or more inside it), or holding one of
 * ENGLISH_WORDS (common English words that are not German too, and the app's own nouns). Names are
 * taken out first: the rulesets' titles, the players' names, @handles, made-up `player-…` handles,
 * links and addresses. "Phase" is not a finding (the walk's own copy counted it until it imported
 * this module): German says "Phase" too (the text mode's "Runde 1, Phase: Karte ausspielen."); an
 * English phase line is still the English catalogue's text.
 */
import type { Page } from 'playwright-core';
import { de } from '../../web/src/i18n/de';
import { en } from '../../web/src/i18n/en';
import { words as agEn } from '../../web/src/rulesets/a-grand-endeavor/i18n/en';
import { words as agDe } from '../../web/src/rulesets/a-grand-endeavor/i18n/de';
import { words as fdsEn } from '../../web/src/rulesets/fightin-drinkin-stealin/i18n/en';
import { words as fdsDe } from '../../web/src/rulesets/fightin-drinkin-stealin/i18n/de';
import { words as rsEn } from '../../web/src/rulesets/raiding-stonehenge/i18n/en';
import { words as rsDe } from '../../web/src/rulesets/raiding-stonehenge/i18n/de';
import { words as srEn } from '../../web/src/rulesets/stonerush/i18n/en';
import { words as srDe } from '../../web/src/rulesets/stonerush/i18n/de';

export const TITLES = ['Stonerush', 'Fightin’ Drinkin’ Stealin’', "Fightin' Drinkin' Stealin'", 'Raiding Stonehenge', 'A Grand Endeavor', 'Stonehenge'];
export const NAMES = ['Jörg', 'Hanna', 'Greta', 'Ida', 'Felix', 'Lotte', 'Käthe', 'Ulf'];

/**
 * Common English words that are not German words too, and the app's own English nouns. A word
 * German uses as a loan ("Chat", "Link", "Bot", "Replay", "Start", "Handle", "Passkey", "online")
 * is not here, nor one German shares ("was", "will", "an", "in", "so", "die", "hat", "her", "also",
 * "still", "lost" (losen), "Option").
 */
export const ENGLISH_WORDS = new Set(
  `the and you your yours with of to is are has have been this that these those their they them his she its not yes or
  for from by at on into out up when what which who why how here there where each every some any more most less only just
  than then would can could should must may might game games player players seat seats turn turns move moves round rounds
  card cards stone stones play plays played playing won wins draws score points sign signed loading waiting join
  joined leave new open back next previous show hide cancel save saved copy copied delete settings options choose
  chosen create created started finished ended rules archive leaderboard tournament tournaments account profile history
  recent results winner wait yet none nobody someone everyone day night hours minutes days ago today yesterday
  tomorrow step steps my our we us he him me log`.split(/\s+/),
);

type Area = Record<string, unknown>;
/** The English catalogue's strings whose German differs: whole texts (any length) and phrases (three words or more). */
function englishStrings(): { whole: Set<string>; phrases: string[] } {
  const whole = new Set<string>();
  const german = new Set<string>();
  const keep = (d: unknown) => {
    if (typeof d === 'string') german.add(d.trim());
    else if (d && typeof d === 'object') for (const v of Object.values(d as Area)) keep(v);
  };
  const walk = (e: unknown, d: unknown) => {
    if (typeof e === 'string') {
      if (typeof d === 'string' && d !== e && e.trim()) whole.add(e.trim());
      return;
    }
    if (e && typeof e === 'object') for (const [k, v] of Object.entries(e as Area)) walk(v, (d as Area | undefined)?.[k]);
  };
  walk(en, de);
  for (const [e, d] of [
    [srEn, srDe],
    [fdsEn, fdsDe],
    [rsEn, rsDe],
    [agEn, agDe],
  ] as const)
    walk(e, d);
  // A word German spells the same elsewhere in its catalogue ("Filter") is German.
  for (const d of [de, srDe, fdsDe, rsDe, agDe]) keep(d);
  for (const g of german) whole.delete(g);
  const phrases = [...whole].filter((s) => s.split(/\s+/).length >= 3);
  return { whole, phrases };
}
const CATALOGUE = englishStrings();

export interface Piece {
  text: string;
  where: string;
  marked: boolean;
}

/** What a German reader sees and hears on the page as it stands. */
export async function readPage(page: Page): Promise<Piece[]> {
  // Plain JavaScript as a string: tsx would wrap the helpers of a function in a `__name` the page lacks.
  return page.evaluate(READ_PAGE) as Promise<Piece[]>;
}

const READ_PAGE = `(() => {
    const out = [];
    const label = (e) => {
      for (let p = e; p && p !== document.body; p = p.parentElement) {
        const id = p.getAttribute('data-testid') ?? p.id;
        if (id) return \`\${p.tagName.toLowerCase()}[\${id}]\`;
      }
      return e ? e.tagName.toLowerCase() : 'body';
    };
    const langOf = (e) => e?.closest('[lang]')?.getAttribute('lang') ?? 'de';
    const visible = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      const text = (n.textContent ?? "").replace(/\\s+/g, " ").trim();
      if (!parent || !text || parent.closest('script, style, noscript, template, svg text[aria-hidden=true]')) continue;
      const option = parent.closest('option');
      if (option ? !visible(option.closest('select') ?? option) : !visible(parent)) continue;
      const lang = langOf(parent);
      // A language's own name in the switch is written in its language, and marked so.
      if (lang !== 'de' && lang !== 'en') continue;
      out.push({ text, where: label(parent), marked: lang === 'en' });
    }
    for (const e of Array.from(document.querySelectorAll('[aria-label], [title], [alt], [placeholder]'))) {
      if (!visible(e) && !e.closest('svg')) continue;
      const lang = langOf(e);
      if (lang !== 'de' && lang !== 'en') continue;
      for (const a of ['aria-label', 'title', 'alt', 'placeholder']) {
        const v = e.getAttribute(a)?.replace(/\\s+/g, " ").trim();
        if (v) out.push({ text: v, where: \`\${label(e)}@\${a}\`, marked: lang === 'en' });
      }
    }
    out.push({ text: document.title, where: 'title', marked: false });
    return out;
})()`;

/** The English in `pieces` (see the file's comment), each as "where: text". */
export function englishIn(pieces: readonly Piece[], names: readonly string[] = []): string[] {
  const found: string[] = [];
  for (const p of pieces) {
    let text = p.text;
    const why = (reason: string) => found.push(`${reason} in ${p.where}: "${p.text.slice(0, 160)}"`);
    // A language's own name, in the switch and the account's choice, is written in its language.
    if (p.marked && /^(EN|English)$/.test(text)) continue;
    // A time zone's name (the account's and a seat's zone choice) is the IANA database's.
    if (/^[A-Z][A-Za-z]+\/[A-Za-z_ /-]+$/.test(text)) continue;
    if (p.marked) {
      why('marked lang=en');
      continue;
    }
    if (CATALOGUE.whole.has(text)) {
      why('an English catalogue text');
      continue;
    }
    const phrase = CATALOGUE.phrases.find((s) => text.includes(s));
    if (phrase) {
      why(`the English catalogue's "${phrase}"`);
      continue;
    }
    for (const n of [...TITLES, ...names, ...NAMES]) text = text.split(n).join(' ');
    // A handle is a name: a chosen one, or the made-up "player-…" (schema/handles.ts).
    text = text
      .replace(/@[a-z0-9_-]+/gi, ' ')
      .replace(/\bplayer-[a-z0-9]+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\S+@\S+\.\w+/g, ' ');
    const words = [...text.matchAll(/[\p{L}'’]+/gu)].map((m) => m[0].toLowerCase().replace(/[’']s$/, ''));
    const english = words.filter((w) => ENGLISH_WORDS.has(w));
    if (english.length) why(`English words (${[...new Set(english)].join(', ')})`);
  }
  return found;
}
