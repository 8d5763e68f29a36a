/**
 * The Worker's words: only the areas it speaks (mails, mail replies, pushes, the HTML pages it
 * serves, refusals said in a mail, the log, and the words a ruleset's text mode reads when a turn
 * mail lists the seat's choices: `textMode`, `game` and the first chunk's). Importing the areas one
 * by one keeps the page's other areas (home, rules, review, stats…) out of the Worker's bundle,
 * which `catalogs.ts` (every area, for the tests) would bring in whole: docs/performance.md,
 * "Speed round four". biome.jsonc refuses `catalogs` in `worker/`.
 */
import { CORE_EN } from './core';
import { core as CORE_DE } from './de/core';
import { errors as errorsDe } from './de/errors';
import { game as gameDe } from './de/game';
import { log as logDe } from './de/log';
import { mail as mailDe } from './de/mail';
import { mailReply as mailReplyDe } from './de/mail-reply';
import { server as serverDe } from './de/server';
import { textMode as textModeDe } from './de/text-mode';
import type { Messages } from './en';
import { errors } from './en/errors';
import { game } from './en/game';
import { log } from './en/log';
import { mail } from './en/mail';
import { mailReply } from './en/mail-reply';
import { server } from './en/server';
import { textMode } from './en/text-mode';
import type { Locale } from './locales';

export type WorkerArea = 'common' | 'clocks' | 'errors' | 'game' | 'log' | 'mail' | 'mailReply' | 'server' | 'textMode';
export type WorkerMessages = Pick<Messages, WorkerArea>;

const CATALOGS: Record<Locale, WorkerMessages> = {
  en: { ...CORE_EN, errors, game, log, mail, mailReply, server, textMode },
  de: { ...CORE_DE, errors: errorsDe, game: gameDe, log: logDe, mail: mailDe, mailReply: mailReplyDe, server: serverDe, textMode: textModeDe },
};

/** The Worker's words in `locale`. */
export function messagesFor(locale: Locale): WorkerMessages {
  return CATALOGS[locale];
}
