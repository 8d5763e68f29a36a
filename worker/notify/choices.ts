/**
 * The seat's legal choices for its next decision, numbered and in words, in the seat's language:
 * what a turn mail lists and what a reply's number or words pick (docs/notifications.md, "Moving
 * by mail"). The words are the text mode's own (each ruleset's `web/src/rulesets/<id>/text.ts`
 * `label`), run here on the seat's payload: those modules read the page's live words
 * (`web/src/i18n/live.ts` and the ruleset's `msg`), which are set to the seat's language just
 * before and read synchronously, so no other request's language can come between (one isolate
 * runs one piece of JavaScript at a time). The text modes come from the generated registry
 * `web/src/rulesets/text.generated.ts`; a ruleset without a text mode gets the generic words.
 */
import type { GameRow } from '@db/schema';
import type { GamePayload } from '@schema/api';
import { messagesFor } from '@web/i18n/worker-catalog';
import { setCurrentLocale, t } from '@web/i18n/live';
import type { Locale } from '@web/i18n/locales';
import { TEXT_MODES } from '@web/rulesets/text.generated';
import { describeAction } from '@web/rulesets/generic/describe';
import { installWords } from '@web/rulesets/words';
import { canonicalJson } from '@engine/index';
import { rulesetOf } from '../store/games';
import { buildPayload } from '../store/payload';

export { TEXT_MODES };

/** One choice: its number (from 1, the engine's order of the legal actions), its words, the action. */
export interface Choice {
  n: number;
  label: string;
  action: unknown;
}

/** The labels of `payload.actions` in `locale`, as the text mode says them. */
export function choicesOf(payload: GamePayload, locale: Locale): Choice[] {
  const actions = payload.actions as { type: string }[];
  if (!actions.length) return [];
  const mode = TEXT_MODES.get(payload.ruleset);
  // The live words in the seat's language, read synchronously below.
  Object.assign(t, messagesFor(locale));
  setCurrentLocale(locale);
  for (const words of mode?.words ?? []) installWords(words.live, words.translations[locale]);
  let label: (a: { type: string }) => string = (a) => describeAction(a as { type: string; [k: string]: unknown });
  if (mode) {
    try {
      label = mode.describe(payload).label;
    } catch (err) {
      // A view the text mode cannot read is a bug there; the mail still lists the generic words.
      console.error(`choice words of ${payload.ruleset}`, err);
    }
  }
  return actions.map((action, i) => {
    let words: string;
    try {
      words = label(action);
    } catch {
      words = describeAction(action as { type: string; [k: string]: unknown });
    }
    return { n: i + 1, label: words.replace(/\s+/g, ' ').trim(), action };
  });
}

/** The seat's payload of the committed game row, with its legal actions (no log: labels do not read it). */
export function seatPayload(game: GameRow, seat: number): GamePayload {
  return buildPayload(rulesetOf(game), game, seat, { start: game.logLength, entries: [] });
}

/** The seat's choices in the committed game row (none when it is not to act). */
export function seatChoices(game: GameRow, seat: number, locale: Locale): Choice[] {
  if (game.status !== 'active' || !game.active.includes(seat)) return [];
  return choicesOf(seatPayload(game, seat), locale);
}

/** Folds a line for comparing words: lower case, no accents or punctuation, single spaces. */
export function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Which choice a reply's deciding line names: a number of the list ("2", "2.", "#2", "(2)"), or
 * the words of exactly one choice (as listed, case, accents and punctuation aside). Null: unclear.
 */
export function pickChoice(line: string, choices: readonly Choice[]): Choice | null {
  const number = /^[#(]?\s*(\d{1,4})\s*[.):]?$/.exec(line.trim());
  if (number) return choices.find((c) => c.n === Number(number[1])) ?? null;
  const said = fold(line);
  if (!said) return null;
  const exact = choices.filter((c) => fold(c.label) === said);
  if (exact.length === 1) return exact[0] ?? null;
  // "2. Play day 7 …": the number with its words, as a reader may copy the line.
  const numbered = /^(\d{1,4})\s*[.):]?\s+(.*)$/.exec(line.trim());
  if (numbered) {
    const c = choices.find((x) => x.n === Number(numbered[1]));
    if (c && fold(c.label) === fold(numbered[2] ?? '')) return c;
  }
  return null;
}

/** The same action (the engine's canonical JSON). */
export const sameAction = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
