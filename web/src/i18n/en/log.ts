/**
 * The log's words: every kind of log entry the engine and the Worker write, as a sentence made
 * from the entry's `args` (docs/record-format.md, "Log entries"). A key is `<ruleset>.<kind>`, or
 * `any.<kind>` for the entries the Worker writes in every ruleset (a resignation, a deadline, the
 * absent vote, a change of time control, a take-back). `n(seat)` is a seat's name as the reader
 * sees it. English is the source and says exactly the engine's own `text` (test/engine/log-words.test.ts
 * compares them for every entry of seeded games), so the engine's sentence and this one never drift.
 * Each ruleset's words are a file of their own (`log/<ruleset>.ts`, `log/any.ts` for the Worker's
 * entries in every ruleset), so a game page loads only its ruleset's (`loadLogWords`,
 * web/src/i18n/index.ts: the English ones come in the board's chunk); this file joins them into
 * the whole area for the Worker and the tests.
 * Shown by `logLine` (web/src/i18n/log-line.ts) on the page, in the text mode, the replay, the
 * recap, the mails, the pushes and the webhook.
 */
import { words as grandEndeavor } from './log/a-grand-endeavor';
import { words as any } from './log/any';
import { words as fightin } from './log/fightin-drinkin-stealin';
import { words as raiding } from './log/raiding-stonehenge';
import { words as stonerush } from './log/stonerush';

export type { LogControl, Names } from './log/shared';
export type { RaidingEnd } from './log/raiding-stonehenge';

/** The whole `log` area: every ruleset's words and the Worker's. */
export const log = { ...any, ...stonerush, ...fightin, ...raiding, ...grandEndeavor };

/** The files of the `log` area, one a ruleset and `any` (their keys' prefix). */
export type LogPart = 'any' | 'stonerush' | 'fightin-drinkin-stealin' | 'raiding-stonehenge' | 'a-grand-endeavor';
