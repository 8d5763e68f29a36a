/**
 * Ruleset boards and words, one folder each (rulesets/<rulesetId>/): adding a board is adding a
 * folder. The globs find `index.tsx` (the board, its own chunk, loaded only when a game of that
 * ruleset is opened), `i18n/index.ts` (its live words) and `i18n/<lang>.ts` (its words in each
 * language: German is a chunk of its own). Rulesets without a board get the generic one.
 */
import { loadAreas, loadLogWords, locale } from '../i18n';
import type { Area } from '../i18n/types';
import type { Describe, RulesetBoard } from './types';
import { installWords } from './words';

const boards = import.meta.glob<{ default: RulesetBoard }>('./*/index.tsx');
const liveWords = import.meta.glob<{ msg: Area }>('./*/i18n/index.ts');
const wordFiles = import.meta.glob<{ words: Area }>(['./*/i18n/*.ts', '!./*/i18n/index.ts', '!./*/i18n/en.ts']);
/** The words only a text mode reads (`i18n/text/`, #49): loaded with the text mode, not with the board. */
const liveTextWords = import.meta.glob<{ msg: Area }>('./*/i18n/text/index.ts');
const textWordFiles = import.meta.glob<{ words: Area }>(['./*/i18n/text/*.ts', '!./*/i18n/text/index.ts', '!./*/i18n/text/en.ts']);

/** Boards already loaded, so a page can draw one in its first render (web/src/main.tsx starts the load early). */
const loaded = new Map<string, RulesetBoard | null>();

/** Rulesets' words already in the page's language, by id. */
const wordsLoaded = new Map<string, Area>();

type Glob<T> = Record<string, () => Promise<T>>;

/** Puts a ruleset's words of one kind (`i18n/` or `i18n/text/`) in the page's language into their live object. */
async function loadWordsOf(rulesetId: string, dir: string, live: Glob<{ msg: Area }>, files: Glob<{ words: Area }>): Promise<Area | undefined> {
  const loadLive = live[`./${rulesetId}/${dir}/index.ts`];
  if (!loadLive) return undefined;
  const lang = locale();
  const file = lang === 'en' ? undefined : files[`./${rulesetId}/${dir}/${lang}.ts`];
  if (file === undefined && lang !== 'en') throw new Error(`no words for ${rulesetId} in ${lang} (${dir})`);
  const [{ msg }, words] = await Promise.all([loadLive(), file?.()]);
  if (locale() !== lang) return undefined;
  installWords(msg, words?.words);
  return msg;
}

/** A ruleset's words in the page's language, put in place before its board or rules page draws. */
export async function loadRulesetWords(rulesetId: string): Promise<void> {
  const msg = await loadWordsOf(rulesetId, 'i18n', liveWords, wordFiles);
  if (msg) wordsLoaded.set(rulesetId, msg);
}

/** A ruleset's words once `loadRulesetWords` has put them in place (the rules index's pitches). */
export function loadedWords(rulesetId: string): Area | undefined {
  return wordsLoaded.get(rulesetId);
}

/** The board of a ruleset, or null when it has none yet. */
export async function loadBoard(rulesetId: string): Promise<RulesetBoard | null> {
  const load = boards[`./${rulesetId}/index.tsx`];
  // The board's words come with it, and the log's words of its ruleset (in English, in its chunk).
  const [module] = await Promise.all([load?.(), loadRulesetWords(rulesetId), loadLogWords(rulesetId)]);
  const board = module ? module.default : null;
  loaded.set(rulesetId, board);
  return board;
}

/** Rulesets' text modes already loaded, by id. */
const describers = new Map<string, Describe>();

/**
 * The ruleset's text mode (its board's chunk, then its text chunk, the words only it reads in the
 * page's language, and the shared words it reads: the `textMode` area), or null when it has none.
 */
export async function loadDescribe(rulesetId: string): Promise<Describe | null> {
  const known = loadedBoard(rulesetId);
  const board = known === undefined ? await loadBoard(rulesetId) : known;
  if (!board?.text) return null;
  // The text mode says the log's entries of every kind (its news, a move's outcome).
  const [describe] = await Promise.all([
    board.text(),
    loadWordsOf(rulesetId, 'i18n/text', liveTextWords, textWordFiles),
    loadAreas('textMode'),
    loadLogWords(rulesetId, 'all'),
  ]);
  describers.set(rulesetId, describe);
  return describe;
}

/** The ruleset's text mode if its chunk has already arrived. */
export function loadedDescribe(rulesetId: string): Describe | undefined {
  return describers.get(rulesetId);
}

/** The board if its chunk has already arrived (undefined: not yet; null: the ruleset has none). */
export function loadedBoard(rulesetId: string): RulesetBoard | null | undefined {
  return loaded.get(rulesetId);
}
