/**
 * The daily digest answered like a turn mail (issue #48; docs/notifications.md, "The digest,
 * answered"): the digest lists each waiting game's choices under its name, numbered in one run
 * across the mail (the first game 1–5, the next 6–9, …), and its Reply-To signs the outbox row it
 * went out as (`play+d.<rowId>.<sig>`, ./reply-address.ts). The row's data keeps, per game, the seat,
 * the version the choices were numbered at and their numbers (`listed`), written when the mail is
 * rendered to be sent. A reply's number names one game and one of its choices; a choice's words
 * must be those of exactly one listed game's current choices. The move then goes exactly as a
 * reply to that game's turn mail (worker/mail-reply/inbound.ts `decide`): the same seat checks, writer, version
 * check and answer. A reply that names nothing is answered with a new digest of the games as
 * they stand, saying so.
 */
import type { GameRow, OutboxData, OutboxRow } from '@db/schema';
import type { Locale } from '@web/i18n/locales';
import type { NotifyConfig } from '../store/notify-config';
import { digestReplyAddress } from './reply-address';
import { fold, seatChoices } from './choices';

export type Listed = NonNullable<OutboxData['listed']>[number];

/** What a digest lists under each game, and where a reply goes. */
export interface DigestChoices {
  replyTo: string;
  /** By the list's order: the first number and the words of each game's choices (none: not to act). */
  sections: { first: number; labels: string[] }[];
  listed: Listed[];
  /** The reply this digest answers named no choice: its line. */
  unclear?: string;
}

/** Numbers the choices of the digest's games in one run, in `locale`'s words. */
export async function digestChoices(
  config: NotifyConfig,
  row: OutboxRow,
  list: readonly { game: GameRow; seat: number }[],
  locale: Locale,
): Promise<DigestChoices> {
  let next = 1;
  const sections: DigestChoices['sections'] = [];
  const listed: Listed[] = [];
  for (const { game, seat } of list) {
    const labels = seatChoices(game, seat, locale).map((c) => c.label);
    sections.push({ first: next, labels });
    if (labels.length) listed.push({ gameId: game.id, seat, version: game.version, first: next, count: labels.length });
    next += labels.length;
  }
  return { replyTo: await digestReplyAddress(config, row.id), sections, listed, ...(row.data.unclear !== undefined ? { unclear: row.data.unclear } : {}) };
}

/**
 * Which listed game a reply's deciding line names by number, and the line as that game's own
 * turn mail would have it ("7" → "2" when the game's choices start at 6; "7. Keep …" → "2. Keep …").
 * Null: no number, or one the digest did not give.
 */
export function byNumber(line: string, listed: readonly Listed[]): { entry: Listed; line: string } | null {
  const bare = /^[#(]?\s*(\d{1,4})\s*[.):]?$/.exec(line.trim());
  const numbered = /^(\d{1,4})\s*[.):]?\s+(.*)$/.exec(line.trim());
  const n = Number(bare?.[1] ?? numbered?.[1] ?? Number.NaN);
  if (!Number.isInteger(n)) return null;
  const entry = listed.find((e) => n >= e.first && n < e.first + e.count);
  if (!entry) return null;
  const local = n - entry.first + 1;
  return { entry, line: bare ? String(local) : `${local}. ${numbered?.[2] ?? ''}` };
}

/** The listed games whose current choices include these words exactly (case, accents and punctuation aside). */
export function byWords(line: string, current: readonly { entry: Listed; labels: readonly string[] }[]): Listed[] {
  const said = fold(line);
  if (!said) return [];
  return current.filter((c) => c.labels.some((l) => fold(l) === said)).map((c) => c.entry);
}
