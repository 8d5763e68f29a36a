/**
 * The choices part of a mail a reply can answer (turn, start, reminder, and the answer to a
 * reply), and its Reply-To: rendered when the mail is sent, from the game as it is then, at the
 * version the Reply-To signs (./reply-address.ts).
 */
import type { GameRow, OutboxRow } from '@db/schema';
import type { Messages } from '@web/i18n/en/index';
import type { Locale } from '@web/i18n/locales';
import type { NotifyConfig } from '../store/notify-config';
import { replyAddress } from './reply-address';
import { seatChoices } from './choices';

/** Choices a mail lists at most; a reply may still name any number of the seat's list. */
export const MAIL_CHOICES = 60;

export interface MailChoices {
  labels: string[];
  replyTo: string;
}

/**
 * What `row`'s mail lists and where its reply goes, or null (not a seat's mail, or nothing to
 * choose). `listing`: its kind lists the seat's choices when it is to act (worker/store/notify-kinds.ts).
 */
export async function choicesFor(config: NotifyConfig, row: OutboxRow, game: GameRow, locale: Locale, listing: boolean): Promise<MailChoices | null> {
  if (row.channel !== 'email' || row.seat === null) return null;
  if (row.kind === 'reply') {
    const answer = row.data.answer;
    if (!answer || answer.version === null || !answer.choices.length) return null;
    return { labels: answer.choices, replyTo: await replyAddress(config, game.id, row.seat, answer.version) };
  }
  if (!listing) return null;
  const choices = seatChoices(game, row.seat, locale);
  if (!choices.length) return null;
  return { labels: choices.map((c) => c.label), replyTo: await replyAddress(config, game.id, row.seat, game.version) };
}

/** The numbered list, in the seat's language (`w`, its words): "1. Play day 7 (white) on the blue druid …". */
export function choiceLines(choices: Pick<MailChoices, 'labels'>, w: Messages['mailReply']): string[] {
  const shown = choices.labels.slice(0, MAIL_CHOICES).map((label, i) => `${i + 1}. ${label}`);
  const more = choices.labels.length - shown.length;
  return [w.choicesHead, ...shown, ...(more > 0 ? [w.choicesMore(more)] : [])];
}
