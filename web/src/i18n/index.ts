/**
 * The web app's messages: `t.<area>.<key>`, a string or a function of the values it shows.
 * The first chunk carries English's CORE areas; German's are one lazy chunk, loaded before the
 * first render only for a German reader (`setLanguage`). A lazy chunk's own areas (a board, the
 * rules) come with it: its loader awaits `loadAreas(...)`. Areas are swapped into `t` in place,
 * so every import of `t` sees them. `fmt` formats through `Intl` in the page's language.
 */
import { CORE_EN, type ChunkArea, type CoreMessages } from './core';
import type { Messages } from './en';
import { fmt, locale, setCurrentLocale, t } from './live';
import { manifestPath, pickLocale, type Locale } from './locales';

export type { Messages } from './en';
export type { Locale } from './locales';

// The live messages and language (./live.ts, which the worker can import: it has no glob).
export { fmt, locale, t };

const core: Record<Locale, () => Promise<CoreMessages>> = {
  en: async () => CORE_EN,
  de: () => import('./de/core').then((m) => m.core),
};

/** Each lazy area's file in each language, one chunk each (a new chunk area adds its pattern here). */
const chunkFiles = import.meta.glob<Record<string, unknown>>([
  './*/players.ts',
  './*/archive.ts',
  './*/lists.ts',
  './*/stats.ts',
  './*/rules.ts',
  './*/replay.ts',
  './*/review.ts',
  './*/text-mode.ts',
  './*/errors.ts',
  './*/home.ts',
  './*/join.ts',
  './*/game.ts',
  './*/offline.ts',
  './*/access.ts',
  './*/notify.ts',
  './*/panels.ts',
  './*/time-controls.ts',
  './*/result.ts',
  './*/seats.ts',
  './*/tournaments.ts',
]);

const fileOf = (area: ChunkArea) => area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Areas in `t` that came from a full catalog (tests, the pseudo-locale): `loadAreas` leaves them. */
let complete = false;

/** A lazy chunk's areas in the page's language; await it before the chunk's first render. */
export async function loadAreas(...areas: ChunkArea[]): Promise<void> {
  if (complete) return;
  const lang = locale();
  await Promise.all(
    areas.map(async (area) => {
      if (Object.hasOwn(t, area)) return;
      const load = chunkFiles[`./${lang}/${fileOf(area)}.ts`];
      if (!load) throw new Error(`no messages for ${area} in ${lang}`);
      const mod = await load();
      if (locale() === lang) Object.assign(t, { [area]: mod[area] });
    }),
  );
}

/**
 * The log's words, one file a ruleset and one (`any`) for the entries the Worker writes in every
 * ruleset (`<lang>/log/<part>.ts`): a game page loads only its ruleset's (#49, docs/performance.md).
 * A ruleset's English words sit in its board's chunk (vite.config.ts); `any` is a chunk of its
 * own, loaded only when an entry of those kinds (a resignation, a deadline, a take-back…) is shown.
 */
const logFiles = import.meta.glob<{ words: Record<string, unknown> }>(['./*/log/*.ts', '!./*/log/shared.ts']);
/** Parts of the `log` area in `t` now, as `<lang>:<part>`. */
const logParts = new Set<string>();
/** The log kinds to say: these kinds, or every kind (`'all'`: the replay, the text mode). */
export type LogKinds = readonly string[] | 'all';

const hasPart = (part: string) => logParts.has(`${locale()}:${part}`) || !logFiles[`./en/log/${part}.ts`];
/** Whether one of `kinds` is not the ruleset's own (once its words are there): the Worker's `any` words say it. */
const needsAny = (ruleset: string, kinds: LogKinds) =>
  kinds === 'all' || kinds.some((kind) => !Object.hasOwn(t, 'log') || !Object.hasOwn(t.log, `${ruleset}.${kind}`));

/** Whether the words for `kinds` of entries of `ruleset` are in `t.log` in the page's language. */
export function logWordsLoaded(ruleset: string, kinds: LogKinds = []): boolean {
  return complete || (hasPart(ruleset) && (!needsAny(ruleset, kinds) || hasPart('any')));
}

async function loadLogPart(part: string): Promise<void> {
  const lang = locale();
  const key = `${lang}:${part}`;
  const load = logFiles[`./${lang}/log/${part}.ts`];
  if (logParts.has(key) || !load) return;
  const { words } = await load();
  if (locale() !== lang) return;
  const log = Object.hasOwn(t, 'log') ? (t.log as Record<string, unknown>) : {};
  Object.assign(t, { log: Object.assign(log, words) });
  logParts.add(key);
}

/**
 * A ruleset's log words in the page's language, added to `t.log`, and the Worker's when `kinds`
 * need them. A ruleset without words of its own shows its entries' English text, marked so
 * (web/src/i18n/log-line.ts).
 */
export async function loadLogWords(ruleset: string, kinds: LogKinds = []): Promise<void> {
  if (complete) return;
  await loadLogPart(ruleset);
  if (needsAny(ruleset, kinds)) await loadLogPart('any');
}

/**
 * The words for the API's failures (the `errors` area, 2 KB gzip): not loaded with any page, but
 * when a failure comes, before it is shown (web/src/api.ts `failureOf`, a refusal over the
 * socket), so a page that never fails never pays for them (issue #34). A failed load leaves
 * errorText its general sentence.
 */
export const loadErrorWords = (): Promise<void> => loadAreas('errors').catch(() => undefined);

/** Install a whole catalog (a language's, or the pseudo-locale's in tests) as the page's messages. */
export function installMessages(messages: Messages, as: Locale): void {
  Object.assign(t, messages);
  setCurrentLocale(as);
  complete = true;
}

/** Load `l`'s first-chunk areas (German: one lazy chunk) and make them the page's. */
export async function setLanguage(l: Locale): Promise<void> {
  // The language is the page's at once, so a chunk's areas asked for while the core loads (a
  // board started early, web/src/main.tsx) come in it; the page renders once this resolves.
  for (const area of Object.keys(t)) if (!Object.hasOwn(CORE_EN, area)) delete (t as Partial<Messages>)[area as keyof Messages];
  logParts.clear();
  setCurrentLocale(l);
  complete = false;
  Object.assign(t, await core[l]());
  if (typeof document !== 'undefined') {
    document.documentElement.lang = l;
    // The installed app's name and description in the page's language.
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(l));
  }
}

export const STORAGE_KEY = 'stonehenge:lang';

/** `?lang=`, else the choice saved on this device, else the browser's languages (its Accept-Language). */
export function detectLanguage(): Locale {
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  const query = new URLSearchParams(window.location.search).get('lang');
  const l = pickLocale({ query, saved, accept: navigator.languages });
  // An explicit `?lang=` sticks, so the next page without it stays in that language.
  if (query && l === query.toLowerCase().slice(0, 2)) rememberLanguage(l);
  return l;
}

export function rememberLanguage(l: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, l);
  } catch {
    // Storage blocked: the choice lasts this page only.
  }
}
