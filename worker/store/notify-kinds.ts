/**
 * Every kind of notification, in one table: the channels that may carry it, how it is mailed,
 * where its mail and push lead, and how the deliverer treats it. The rest reads the table, never
 * a kind's name: `NotifyKind` types `email_outbox.kind` (db/schema.ts), notify/mail.ts and
 * notify/push.ts take where a kind leads and what it adds, notify-queue.ts, notify/outbox.ts,
 * players/quiet.ts and notify/compose.ts its behaviour. Its words are its entry in
 * notify/kind-words.ts, which tsc
 * demands. test/engine/new-notify-kind.test.ts adds a throwaway kind. Imports nothing:
 * db/schema.ts reads its types. docs/notifications.md "Kinds".
 */

export type Channel = 'email' | 'push' | 'webhook';

/** What a mail's button and a push open: the seat, the public game page, the home page, the tournament's page, or the address's confirmation. */
export type Opens = 'seat' | 'game' | 'home' | 'tournament' | 'confirm';

export interface KindSpec {
  readonly channels: readonly Channel[];
  /** `game`, a mail about one game's seat (`words`, mail.ts); `games`, the list of an address's seats (`renderGamesMail`); `signin`, the sign-in link (notify/email-link.ts). */
  readonly mail: 'game' | 'games' | 'signin';
  /** Where its button and its push lead (default: the seat). Only a mail that opens the seat or confirms carries the "keep this link to yourself" warning. */
  readonly opens?: Opens;
  /** It waits on the seat's move: skipped once the turn is no longer the seat's, held in the player's quiet hours, quotes the table talk and links the away control. */
  readonly waitsOnSeat?: boolean;
  /** Held while the seat's page is open (due once it has been quiet, skipped if the seat played, superseded by a newer one), and quotes the log since the seat's last move. */
  readonly heldWhileSeen?: boolean;
  /** A seat on the daily digest hears of it in the digest instead of a mail of its own (never a push). */
  readonly inDigest?: boolean;
  /** Lists the seat's choices, numbered, answerable by reply (worker/mail-reply/). */
  readonly listsChoices?: boolean;
  /** Links the bot's review of the game (docs/review.md). */
  readonly review?: boolean;
}

/**
 * The kinds, by name: `email_outbox.kind` (db/schema.ts) is typed by this list, not by the table
 * below, whose words read outbox rows. A name here without its entry, or an entry without its
 * name, fails tsc.
 */
export type NotifyKind =
  | 'start'
  | 'turn'
  | 'reminder'
  | 'result'
  | 'link'
  | 'expired'
  | 'rematch'
  | 'absent'
  | 'cancelled'
  | 'confirm'
  | 'signin'
  | 'games'
  | 'digest'
  | 'reply'
  | 'standings';

export const NOTIFY_KINDS = {
  /** When the last seat joins: every seat; says who moves first (and a tournament table's round). */
  start: {
    channels: ['email', 'push'],
    mail: 'game',
    opens: 'seat',
    listsChoices: true,
  },
  /** A seat joins the active set: that seat (the webhook names it too). */
  turn: {
    channels: ['email', 'push', 'webhook'],
    mail: 'game',
    opens: 'seat',
    waitsOnSeat: true,
    heldWhileSeen: true,
    inDigest: true,
    listsChoices: true,
  },
  /** A clock's reminder, or a long wait without one: the waiting seat. */
  reminder: {
    channels: ['email', 'push'],
    mail: 'game',
    opens: 'seat',
    waitsOnSeat: true,
    listsChoices: true,
  },
  /** The game ended: every seat; links the public game page and the bot's review. */
  result: {
    channels: ['email', 'push'],
    mail: 'game',
    opens: 'game',
    review: true,
  },
  /** A seat's link, asked for again on the game page (seat-settings.ts). */
  link: {
    channels: ['email'],
    mail: 'game',
    opens: 'seat',
  },
  /** An open game nobody filled was closed (cron/scheduled.ts). */
  expired: {
    channels: ['email'],
    mail: 'game',
    opens: 'home',
  },
  /** A player of a finished game offered a rematch: the others. */
  rematch: {
    channels: ['email'],
    mail: 'game',
    opens: 'seat',
  },
  /** A seat ran out of time with onTimeout "ask": the others vote (table/absent.ts). */
  absent: {
    channels: ['email', 'push'],
    mail: 'game',
    opens: 'seat',
  },
  /** A game was cancelled: by its host, by the cron after 7 days, or by the table's vote (table/resign.ts). */
  cancelled: {
    channels: ['email', 'push'],
    mail: 'game',
    opens: 'home',
  },
  /** The one mail an unconfirmed address gets (addresses.ts): its button confirms, the seat link comes with it. */
  confirm: {
    channels: ['email'],
    mail: 'game',
    opens: 'confirm',
  },
  /** A sign-in link (notify/email-link.ts). */
  signin: {
    channels: ['email'],
    mail: 'signin',
  },
  /** "Email me my games" (seat-settings.ts). */
  games: {
    channels: ['email'],
    mail: 'games',
  },
  /** The daily digest of an address's seats on it whose turn it is (outbox.ts, notify/digest.ts). */
  digest: {
    channels: ['email'],
    mail: 'games',
  },
  /** The answer to a move made (or not) by replying to a mail (worker/mail-reply/inbound.ts). */
  reply: {
    channels: ['email'],
    mail: 'game',
    opens: 'seat',
  },
  /** A tournament's final standings, to each player at the seat of their last game (worker/tournaments/). */
  standings: {
    channels: ['email', 'push'],
    mail: 'game',
    opens: 'tournament',
  },
} as const satisfies Record<NotifyKind, KindSpec>;

type Kinds = typeof NOTIFY_KINDS;
/** Kinds a push may carry. */
export type PushKind = { [K in NotifyKind]: 'push' extends Kinds[K]['channels'][number] ? K : never }[NotifyKind];
/** Kinds mailed to a game's seat with their `words` (`queueEmails`). */
export type GameMailKind = { [K in NotifyKind]: Kinds[K]['mail'] extends 'game' ? K : never }[NotifyKind];

/** A row's kind in the table (a row of a kind since dropped reads as a seat's link mail). */
export function kindOf(kind: string): KindSpec {
  return (NOTIFY_KINDS as Record<string, KindSpec>)[kind] ?? NOTIFY_KINDS.link;
}

/** How a row of this kind is mailed. */
export function mailOf(kind: NotifyKind): KindSpec['mail'] {
  return kindOf(kind).mail;
}

/** The kinds with a flag set, for the deliverer's SQL and filters. */
export function kindsWhere(flag: 'waitsOnSeat' | 'heldWhileSeen' | 'inDigest' | 'listsChoices'): NotifyKind[] {
  return (Object.keys(NOTIFY_KINDS) as NotifyKind[]).filter((k) => (NOTIFY_KINDS[k] as KindSpec)[flag] === true);
}
