/**
 * Every kind of notification the outbox holds, in one table: the channels that may carry it and
 * how its mail is written. `NotifyKind` types `email_outbox.kind` (db/schema.ts), and the texts are
 * tables keyed by these types (`GAME_MAIL_WORDS` in mail.ts, `PUSH_WORDS` in push.ts), so tsc
 * refuses a kind missing here or one without its words. Imports nothing: db/schema.ts reads its types.
 */
export type Channel = 'email' | 'push' | 'webhook';

/**
 * `mail`: `game`, the words of one game's seat (mail.ts); `games`, the list of an address's seats
 * (`renderGamesMail`); `signin`, the sign-in link (players/email-link.ts).
 */
export const NOTIFY_KINDS = {
  start: { channels: ['email', 'push'], mail: 'game' },
  turn: { channels: ['email', 'push', 'webhook'], mail: 'game' },
  reminder: { channels: ['email', 'push'], mail: 'game' },
  result: { channels: ['email', 'push'], mail: 'game' },
  /** A seat's link, asked for again on the game page (seat-settings.ts). */
  link: { channels: ['email'], mail: 'game' },
  /** An open game nobody filled was closed (scheduled.ts). */
  expired: { channels: ['email'], mail: 'game' },
  rematch: { channels: ['email'], mail: 'game' },
  /** A seat ran out of time with onTimeout "ask": the others vote (table/absent.ts). */
  absent: { channels: ['email', 'push'], mail: 'game' },
  /** A game was cancelled: by its host, by the cron after 7 days, or by the table's vote (table/resign.ts). */
  cancelled: { channels: ['email', 'push'], mail: 'game' },
  /** The one mail an unconfirmed address gets (addresses.ts). */
  confirm: { channels: ['email'], mail: 'game' },
  signin: { channels: ['email'], mail: 'signin' },
  /** "Email me my games" (seat-settings.ts). */
  games: { channels: ['email'], mail: 'games' },
  digest: { channels: ['email'], mail: 'games' },
  /** The answer to a move made (or not) by replying to a mail (worker/mail-reply/inbound.ts). */
  reply: { channels: ['email'], mail: 'game' },
  /** A tournament's final standings, to each player at the seat of their last game (worker/tournaments/). */
  standings: { channels: ['email', 'push'], mail: 'game' },
} as const satisfies Record<string, { channels: readonly Channel[]; mail: 'game' | 'games' | 'signin' }>;

export type NotifyKind = keyof typeof NOTIFY_KINDS;
type Kinds = typeof NOTIFY_KINDS;
/** Kinds a push may carry. */
export type PushKind = { [K in NotifyKind]: 'push' extends Kinds[K]['channels'][number] ? K : never }[NotifyKind];
/** Kinds mailed to a game's seat with the words of mail.ts (`queueEmails`). */
export type GameMailKind = { [K in NotifyKind]: Kinds[K]['mail'] extends 'game' ? K : never }[NotifyKind];

/** How a row of this kind is mailed (a row of a kind since dropped, as a game's mail). */
export function mailOf(kind: NotifyKind): Kinds[NotifyKind]['mail'] {
  return NOTIFY_KINDS[kind]?.mail ?? 'game';
}
