/**
 * D1 tables (drizzle). A game is its seed plus its append-only action log;
 * `games.state` is a cache that a replay must reproduce.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { LogEntry, Seat } from '@engine/index';
import type { GameResultInfo } from '@schema/api';
// The one table of notification kinds types the outbox column (types only: test/engine/imports.ts).
import type { NotifyKind } from '@worker/store/notify-kinds';

export const games = sqliteTable(
  'games',
  {
    id: text('id').primaryKey(),
    ruleset: text('ruleset').notNull(),
    engineVersion: integer('engine_version').notNull(),
    options: text('options', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** Secret until the game ends: it would reveal every deck order. */
    seed: text('seed').notNull(),
    players: integer('players').notNull(),
    status: text('status', { enum: ['waiting', 'active', 'finished', 'aborted'] }).notNull(),
    /** Number of accepted actions: +1 per action. */
    version: integer('version').notNull().default(0),
    /** +1 on any change a client could see (joins, actions): the ETag's basis. */
    revision: integer('revision').notNull().default(0),
    joinCode: text('join_code').notNull(),
    listed: integer('listed', { mode: 'boolean' }).notNull().default(true),
    /** The host chose to show the game under "Live now" (players' names included) while it is played. */
    liveListed: integer('live_listed', { mode: 'boolean' }).notNull().default(false),
    /** Anyone may join from the open games list (`GET /api/open`) while seats are left. */
    open: integer('open', { mode: 'boolean' }).notNull().default(false),
    /**
     * Every seat's name, join flag and token hash, so a poll or a move reads one row.
     * Never sent as is: the payload picks the public fields.
     */
    seats: text('seats', { mode: 'json' }).$type<SeatInfo[]>().notNull(),
    /** The ruleset's state after `version` actions: a cache of the replay of the action rows. */
    state: text('state', { mode: 'json' }).$type<unknown>(),
    /** How many public log entries the game has (rows 0 … n-1 of `log_entries`). */
    logLength: integer('log_length').notNull().default(0),
    active: text('active', { mode: 'json' }).$type<Seat[]>().notNull().default(sql`'[]'`),
    result: text('result', { mode: 'json' }).$type<GameResultInfo>(),
    createdAt: integer('created_at').notNull(),
    startedAt: integer('started_at'),
    updatedAt: integer('updated_at').notNull(),
    finishedAt: integer('finished_at'),
    /** Hours a seat may take to act (null: no deadline) and what happens when it passes. */
    deadlineHours: real('deadline_hours'),
    onTimeout: text('on_timeout', { enum: ['remind', 'forfeit', 'bot', 'ask'] })
      .notNull()
      .default('remind'),
    /** Discord-compatible webhook told whose turn it is (public facts only). */
    webhookUrl: text('webhook_url'),
    /**
     * Time banks, weekends off, away spans, time given and a proposed new time control
     * (worker/store/clocks.ts, TimeRules). `{}`: a per-move deadline (deadline_hours) or none.
     */
    timeRules: text('time_rules', { mode: 'json' }).$type<TimeRules>().notNull().default(sql`'{}'`),
    /** One clock per active seat (SeatClock[]): when its wait started and which reminders went out. */
    clocks: text('clocks', { mode: 'json' }).$type<SeatClock[]>().notNull().default(sql`'[]'`),
    /** When the cron next has something to do for this game (a reminder or a deadline); null: nothing. */
    nextCheckAt: integer('next_check_at'),
    /** onTimeout "ask": the open vote on a seat whose time ran out (worker/table/absent.ts); null: none. */
    absent: text('absent', { mode: 'json' }).$type<AbsentVote>(),
    /**
     * Set to a fresh random id by every write of the move store (worker/store/move-store.ts):
     * the other statements of that write's batch (action rows, mail) apply only where the
     * game row carries their own write's id, so a write that lost a race changes nothing.
     */
    writeId: text('write_id'),
    /** Id of the game's latest chat message (0: none). Not part of `revision`, so talk never makes a move stale; seat ETags include it. */
    chatLast: integer('chat_last').notNull().default(0),
    /**
     * Take-backs: the seat that may take back the last action (null: nobody) and the state before
     * that action. Every commit but the one that allows it clears both (worker/store/move-store.ts).
     */
    undoSeat: integer('undo_seat'),
    /** The rematch offered from this finished game (its id), once a seat has offered one. */
    rematchId: text('rematch_id'),
    /** For a rematch: the finished game it was offered from. Its free seats close after a week. */
    rematchOf: text('rematch_of'),
    undoState: text('undo_state', { mode: 'json' }).$type<unknown>(),
    /**
     * A finished game compacted into R2 (worker/archive/compact.ts): the key of its object (record and
     * public log), set in the batch that deletes its `actions` and `log_entries` rows. Null: the
     * rows are still here (every unfinished game, and a finished one the cron has not reached yet).
     */
    recordKey: text('record_key'),
    /**
     * Rated (issue #32): every seat is a signed-in player, and the commit that ends the game also
     * updates their ratings (worker/store/ratings.ts), in the same guarded batch.
     */
    rated: integer('rated', { mode: 'boolean' }).notNull().default(false),
    /** How long an action its seat may take back stays private to its mover (0–120 s; docs/architecture.md, "The take-back window"). */
    takeBackSeconds: integer('take_back_seconds').notNull().default(0),
    /**
     * The seat that made the game's first action (worker/store/move-store.ts), for the statistics'
     * first-player advantage; null before it, and for games finished and compacted before it was kept.
     */
    firstSeat: integer('first_seat'),
    /** A game of a tournament (worker/tournaments/): its tournament and round; null for every other game. */
    tournamentId: text('tournament_id'),
    tournamentRound: integer('tournament_round'),
  },
  (t) => [
    index('games_next_check').on(t.nextCheckAt),
    index('games_tournament').on(t.tournamentId, t.tournamentRound),
    uniqueIndex('games_join_code').on(t.joinCode),
    index('games_archive').on(t.status, t.listed, t.finishedAt, t.id),
    index('games_archive_ruleset').on(t.ruleset, t.status, t.listed, t.finishedAt, t.id),
    // "Live now": listed games in progress, newest start first. started_at is set once,
    // so moves never move a game within this index.
    index('games_live').on(t.status, t.listed, t.startedAt, t.id),
    index('games_live_listed').on(t.status, t.liveListed, t.startedAt, t.id),
    // Open games waiting for players, newest first (keyset on created_at, id).
    index('games_open').on(t.status, t.open, t.createdAt, t.id),
    index('games_open_ruleset').on(t.ruleset, t.status, t.open, t.createdAt, t.id),
    // The cron's compaction step: finished games whose rows are still in D1, oldest end first.
    // Partial, so it holds only the few games waiting for the next run.
    index('games_compact').on(t.finishedAt).where(sql`status = 'finished' and record_key is null`),
    // Games compacted before their final state went into the R2 object, which the cron moves there
    // (restateCompactedGames): empty once they have all gone.
    index('games_restate').on(t.id).where(sql`record_key is not null and state is not null`),
  ],
);

export const seats = sqliteTable(
  'seats',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    seat: integer('seat').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    /** SHA-256 of the seat token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    joinedAt: integer('joined_at').notNull(),
    /** Per-game mute: no more email for this seat in this game. */
    muted: integer('muted', { mode: 'boolean' }).notNull().default(false),
    /** Last presence ping from the game page: a seat seen lately gets no turn email. */
    lastSeenAt: integer('last_seen_at'),
    /** In a rematch: the seat this player held in the game it was offered from. */
    rematchFrom: integer('rematch_from'),
    /** Daily digest: no mail per turn for this seat; one mail a day lists the address's games waiting for it. */
    digest: integer('digest', { mode: 'boolean' }).notNull().default(false),
    /** Who joined an open game from the list: a hash of the client address (one seat per client there). */
    client: text('client'),
    /** The signed-in player who holds this seat (worker/players/): set at create or join with a session, or claimed at sign-in. */
    playerId: text('player_id'),
    /** The language the seat joined in (the page's, else Accept-Language): its mails and pushes speak it. Null: English (seats from before). */
    language: text('language').$type<'en' | 'de'>(),
    /**
     * When the address's owner proved this seat's address theirs (issue #43): created or joined
     * signed in with it, or a link mailed for this seat opened. Null: a claim only; the seat gets
     * its one invitation mail and nothing else.
     */
    emailProvenAt: integer('email_proven_at'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.seat] }),
    uniqueIndex('seats_token_hash').on(t.tokenHash),
    // The archive's player filter: case-insensitive (ASCII) exact name, then the games it played.
    index('seats_player').on(sql`lower(${t.name})`, t.gameId),
    // "Email me my games": the seats of an address (case-insensitive).
    index('seats_email').on(sql`lower(${t.email})`),
    // The daily digest's cron query: only the seats on it.
    index('seats_digest').on(t.gameId).where(sql`digest = 1`),
    // A rematch: at most one seat per seat of the old game (two racing joins: one batch fails whole).
    uniqueIndex('seats_rematch_from').on(t.gameId, t.rematchFrom).where(sql`rematch_from is not null`),
    // An open game: one seat per client that joined without the invite key (two racing joins: one batch fails whole).
    uniqueIndex('seats_open_client').on(t.gameId, t.client).where(sql`client is not null`),
    // A player's seats: My games, the profile, export and deletion.
    index('seats_player_id').on(t.playerId).where(sql`player_id is not null`),
  ],
);

/**
 * The public log, one row per entry, numbered from 0 in the game: appended by the move store in
 * the batch of the change that made them (guarded like action rows), so a move writes only its
 * own entries and a page reads only the window it shows.
 */
export const logEntries = sqliteTable(
  'log_entries',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    idx: integer('idx').notNull(),
    entry: text('entry', { mode: 'json' }).$type<LogEntry>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.idx] })],
);

/** The append-only log: the primary key makes a racing second writer fail its whole batch. */
export const actions = sqliteTable(
  'actions',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    seq: integer('seq').notNull(),
    seat: integer('seat').notNull(),
    action: text('action', { mode: 'json' }).$type<unknown>().notNull(),
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);

export type GameRow = typeof games.$inferSelect;
/**
 * One entry of `games.seats`. `tokenHash` is server-only. `gen` is set when the token is
 * derived from the server secret (HMAC of game, seat and generation), so a mail can carry it;
 * seats made before that have random tokens and no `gen`.
 */
export type SeatInfo = {
  seat: number;
  name: string;
  joined: boolean;
  tokenHash?: string;
  gen?: number;
  bot?: 'random' | 'good';
  /**
   * The IANA time zone the seat's browser reported at create or join, or its player chose since
   * (`seat-zone`): quiet hours for reminders (22:00–07:00 there) and the digest's morning.
   */
  tz?: string;
  /** The generation of the seat's deadline calendar URL (worker/store/calendar-url.ts; absent: 0): its "new link" raises it. */
  calendar?: number;
  /**
   * The seat's own latest action (a move or a take-back by its token): the length of the log just
   * after that action's own entries, and when. "Since your last turn" lists the log from there on.
   */
  acted?: SeatActed;
  /** The seat resigned (its `bot` plays it to the end; it ranks last). */
  resigned?: boolean;
  /**
   * The good bot (`bot`) plays this seat for now: its owner's time ran out and the table chose the
   * bot (`absent`: the owner's `back` takes it again), or the table gave it to someone new, who
   * has not taken it yet (`replace`). worker/table/absent.ts.
   */
  standIn?: 'absent' | 'replace';
  /** Players who held this seat before it was given to someone new, oldest first (the record names them). */
  formerly?: string[];
  /** When the seat was last given to someone new (epoch ms): its former holder's page says so. */
  replacedAt?: number;
  /** While the seat waits for someone new (`standIn: 'replace'`): the key of its link (`replacing` in the other seats' payloads). */
  claim?: string;
  /**
   * A signed-in player holds the seat (its `seats` row has a `player_id`): kept in step by every
   * write of `player_id` (create, join, claimSeats and deletion through the game's writer, a seat
   * given to someone new), so a payload says it without reading the seat rows.
   */
  signedIn?: true;
};
/** An open vote on an absent seat: since when, the other seats' choices so far, and when the cast votes decide anyway. */
export type AbsentVote = { seat: number; since: number; votes: Record<string, 'wait' | 'bot' | 'replace' | 'end'> };
export type SeatActed = { log: number; at: number };

/**
 * Mail and webhook deliveries. A row is written in the same batch as the change that
 * causes it and holds no seat token: the message is rendered when it is sent, with the
 * seat link derived from the server secret. `claim_id` + `status` make a send happen once
 * even when two deliverers (a request's waitUntil, overlapping cron runs) look at the row.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    gameId: text('game_id').notNull(),
    /** The seat an email is for; null for a game's webhook. */
    seat: integer('seat'),
    channel: text('channel', { enum: ['email', 'webhook', 'push'] }).notNull(),
    /** An email address, the webhook URL, or a push subscription's endpoint (its keys stay in push_subscriptions). */
    recipient: text('recipient').notNull(),
    kind: text('kind').$type<NotifyKind>().notNull(),
    data: text('data', { mode: 'json' }).$type<OutboxData>().notNull().default(sql`'{}'`),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    claimId: text('claim_id'),
    claimedUntil: integer('claimed_until'),
    providerId: text('provider_id'),
    lastError: text('last_error'),
    createdAt: integer('created_at').notNull(),
    sentAt: integer('sent_at'),
    /** The mail exactly as it was handed to the driver (subject, text, html, headers): what the outbox shows. */
    rendered: text('rendered', { mode: 'json' }).$type<RenderedMail>(),
  },
  (t) => [
    index('email_outbox_due').on(t.status, t.nextAttemptAt),
    index('email_outbox_game').on(t.gameId, t.seat, t.kind, t.createdAt),
    // The daily cap per address and the one confirmation mail per address (lib/addresses.ts).
    index('email_outbox_recipient').on(t.recipient, t.createdAt),
  ],
);
export type RenderedMail = { to: string; from: string; subject: string; text: string; html: string; headers: Record<string, string> };

/**
 * Every address a seat was given, lower-cased: nothing but its confirmation mail is sent to it
 * until its owner confirms it from that mail, and nothing at all once it asked never to be
 * mailed again (kept plain: see docs/security.md, "Addresses").
 */
export const mailAddresses = sqliteTable('mail_addresses', {
  address: text('address').primaryKey(),
  createdAt: integer('created_at').notNull(),
  confirmedAt: integer('confirmed_at'),
  suppressedAt: integer('suppressed_at'),
});

/** Fixed-window counters for the few endpoints that send mail on request (lost-link recovery). */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Games whose action rows must be checked against their row and repaired (see
 * `repairGame` in worker/store/move-store.ts): filled once by a migration with the games
 * that overlapping Cron runs had wedged; the cron works through it and empties it.
 */
export const gameRepairs = sqliteTable('game_repairs', {
  gameId: text('game_id').primaryKey(),
  queuedAt: integer('queued_at').notNull(),
});

export type OutboxRow = typeof emailOutbox.$inferSelect;
/** What a queued mail or webhook call needs besides its kind: a reminder's stage and deadline, the webhook's seats. */
export type OutboxData = {
  stage?: number;
  deadline?: number | null;
  seats?: number[];
  by?: string;
  rematchId?: string;
  name?: string;
  why?: 'host' | 'unstarted' | 'vote';
  /** The language a sign-in link was asked in. */
  lang?: string;
  /** The page a sign-in link returns to (schema/signin.ts), when it was asked from one. */
  next?: string;
  /** A `standings` mail: the tournament, its name, the player's place of how many, their points and the winners' names. */
  standings?: { tournamentId: string; name: string; rank: number; of: number; points: number; winners: string[] };
  /** A `reply` mail: what the answer to a mail reply says (worker/mail-reply/inbound.ts). */
  answer?: ReplyAnswerData;
  /**
   * A digest as sent: the games it listed, each with the version its choices were numbered at and
   * the numbers it gave them (`first` … `first + count - 1`, one run across the mail: worker/notify/digest.ts).
   */
  listed?: { gameId: string; seat: number; version: number; first: number; count: number }[];
  /** A digest sent as the answer to a reply to one that named no choice: that reply's line. */
  unclear?: string;
};
/** The answer to a mail reply, in the seat's words already: its lines, and the choices it lists at `version` (null: none). */
export type ReplyAnswerData = { lines: string[]; version: number | null; choices: string[] };
/**
 * Per active seat: since when it has been waiting, and which reminders it has had (1: the first,
 * 2: the last before the deadline). `allowMs`: the running time this wait allows (a per-move
 * deadline or the seat's bank, plus time given); absent on clocks from before banks (the game's
 * deadline_hours then).
 */
export type SeatClock = { seat: number; since: number; reminded: number; allowMs?: number };

/** A time bank (hours): start with `initialHours`, gain `incrementHours` after each turn, never above `maxHours`. */
export type BankControl = { kind: 'bank'; initialHours: number; incrementHours: number; maxHours: number };
export type TimeControl = { kind: 'per-move'; hours: number } | BankControl;
/** A span [from, until) in which a seat's clocks stand still (its player is away). */
export type AwaySpan = { from: number; until: number };
/** See games.time_rules. Seat-keyed maps use the seat number as a string key (JSON). */
export type TimeRules = {
  bank?: BankControl;
  weekendsOff?: boolean;
  /** Each seat's bank while its clock is not running (ms). */
  banks?: Record<string, number>;
  /** Each seat's away spans that may still matter to a clock. */
  away?: Record<string, AwaySpan[]>;
  /** No seat may go away (a tournament's game whose host allows none): an absence leaves these clocks running. */
  noAway?: boolean;
  /** When each seat last gave another seat time (once a day). */
  gave?: Record<string, number>;
  /** A proposed change of the time control: applies when every seat has accepted. */
  proposal?: { by: number; at: number; timeControl: TimeControl | null; weekendsOff: boolean; accepted: number[] };
};

/**
 * Away spans of an address (or of a seat without a confirmed address: key `seat:<game>:<seat>`),
 * kept for the limit of 30 away days in any 365 (worker/store/away.ts).
 */
export const awaySpans = sqliteTable(
  'away_spans',
  {
    id: text('id').primaryKey(),
    owner: text('owner').notNull(),
    fromAt: integer('from_at').notNull(),
    untilAt: integer('until_at').notNull(),
  },
  (t) => [index('away_spans_owner').on(t.owner, t.untilAt)],
);

/**
 * Table talk: short plain-text messages of a game's seats. Read only with a seat token of that
 * game; never in the payload of a spectator, the archive, the record or a webhook.
 */
export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    gameId: text('game_id').notNull(),
    seat: integer('seat').notNull(),
    text: text('text').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('chat_messages_game').on(t.gameId, t.id)],
);

/**
 * Web Push subscriptions of a seat ("Notify me on this device"): one row per browser that asked.
 * Written only with that seat's token; a push service answering 404/410 for an endpoint deletes
 * its row (worker/notify/push.ts). The endpoint is unique per seat, not globally: one browser
 * holding two seats of a game subscribes both with its one endpoint.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    gameId: text('game_id').notNull(),
    seat: integer('seat').notNull(),
    /** The push service's URL for this browser (https, a known push service: schema/api.ts). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url): the payload is encrypted to them (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat, t.endpoint] })],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A seat's private note on a game: read and written only with that seat's token; kept after the end. */
export const seatNotes = sqliteTable(
  'seat_notes',
  {
    gameId: text('game_id').notNull(),
    seat: integer('seat').notNull(),
    text: text('text').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat] })],
);

/**
 * Players across games (issue #32, worker/players/): someone who signed in with an email link or a
 * passkey. The address is never shown to anyone but its owner (the export). `handle` is unique and
 * lower-case; `name` is normalised like a seat name.
 */
export const players = sqliteTable(
  'players',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; the address the sign-in links went to. */
    email: text('email').notNull(),
    handle: text('handle').notNull(),
    /** The handle is the one the service made up at the first sign-in (#45): the sign-in offers to choose one. */
    handleMadeUp: integer('handle_made_up', { mode: 'boolean' }).notNull().default(false),
    name: text('name').notNull(),
    createdAt: integer('created_at').notNull(),
    /** One settings object for all games (mail mode, push, quiet hours, away, language). */
    settings: text('settings', { mode: 'json' }).$type<PlayerSettings>().notNull().default(sql`'{}'`),
  },
  (t) => [uniqueIndex('players_email').on(t.email), uniqueIndex('players_handle').on(t.handle)],
);
export type PlayerRow = typeof players.$inferSelect;
export type PlayerSettings = {
  mail?: 'turn' | 'digest' | 'none';
  push?: boolean;
  /** Quiet hours in UTC, whole hours [from, to): no turn mail or push inside them. */
  quiet?: { from: number; to: number } | null;
  /** Away until (epoch ms): shown to the table; clocks are the time-control branch's. */
  awayUntil?: number | null;
  language?: 'en' | 'de';
  /** The IANA time zone the player's browser reported with the settings: the daily digest comes at 07:00 there (worker/notify/morning.ts). */
  timeZone?: string;
};

/** A signed-in browser: the SHA-256 of its cookie's token, never the token. */
export const sessions = sqliteTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    playerId: text('player_id').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** How this session was opened: an email link or a passkey. */
    method: text('method', { enum: ['email', 'passkey'] }).notNull(),
  },
  (t) => [index('sessions_player').on(t.playerId)],
);

/** Email sign-in links: single use, 15 minutes. Only the token's hash is stored. */
export const signinLinks = sqliteTable(
  'signin_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The outbox row's key: the token is derived again from the server secret and this id when the mail is rendered. */
    linkId: text('link_id').notNull(),
    email: text('email').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [uniqueIndex('signin_links_link').on(t.linkId)],
);

/** WebAuthn credentials (passkeys) of a player. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    playerId: text('player_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('passkeys_player').on(t.playerId)],
);

/** A WebAuthn ceremony's challenge, single use, five minutes; `playerId` set for a registration. */
export const webauthnChallenges = sqliteTable('webauthn_challenges', {
  id: text('id').primaryKey(),
  challenge: text('challenge').notNull(),
  playerId: text('player_id'),
  expiresAt: integer('expires_at').notNull(),
});

/** A player's current rating in one ruleset (OpenSkill mu and sigma); `games` rated games played. */
export const ratings = sqliteTable(
  'ratings',
  {
    playerId: text('player_id').notNull(),
    ruleset: text('ruleset').notNull(),
    mu: real('mu').notNull(),
    sigma: real('sigma').notNull(),
    /** What the pages show: see worker/store/ratings.ts (displayRating). */
    rating: integer('rating').notNull(),
    games: integer('games').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.ruleset] }), index('ratings_leaderboard').on(t.ruleset, t.rating, t.playerId)],
);

/** One row per player and rated game: the rating after it (the profile's chart). The key makes a second update of one game fail. */
export const ratingHistory = sqliteTable(
  'rating_history',
  {
    playerId: text('player_id').notNull(),
    gameId: text('game_id').notNull(),
    ruleset: text('ruleset').notNull(),
    rank: integer('rank').notNull(),
    mu: real('mu').notNull(),
    sigma: real('sigma').notNull(),
    rating: integer('rating').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] }), index('rating_history_game').on(t.gameId)],
);

/**
 * Tournaments (issue #46, worker/tournaments/): one row each, its rules in `settings`, the round
 * being played in `round` (0 before the first), and when the cron next has something to do.
 */
export const tournaments = sqliteTable(
  'tournaments',
  {
    id: text('id').primaryKey(),
    ruleset: text('ruleset').notNull(),
    format: text('format', { enum: ['swiss', 'round-robin', 'knockout'] }).notNull(),
    tableSize: integer('table_size').notNull(),
    status: text('status', { enum: ['upcoming', 'running', 'finished', 'cancelled'] }).notNull(),
    hostId: text('host_id').notNull(),
    /** Rounds planned (Swiss; round robin and knock-out count their own once started). */
    rounds: integer('rounds'),
    minPlayers: integer('min_players').notNull(),
    maxPlayers: integer('max_players').notNull(),
    startsAt: integer('starts_at'),
    /** The pairing's seed: every table of every round follows from it and the results. */
    seed: text('seed').notNull(),
    settings: text('settings', { mode: 'json' }).$type<TournamentSettings>().notNull(),
    round: integer('round').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    startedAt: integer('started_at'),
    finishedAt: integer('finished_at'),
    /** When the cron should look at it next (its start, or its round's end); null: nothing due. */
    nextCheckAt: integer('next_check_at'),
  },
  (t) => [index('tournaments_status').on(t.status, t.startsAt, t.id), index('tournaments_next_check').on(t.nextCheckAt)],
);
export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentSettings = {
  name: string;
  options: Record<string, unknown>;
  timeControl: TimeControl;
  weekendsOff: boolean;
  /** May a seat of a tournament game go away (its clocks stop)? */
  awayAllowed: boolean;
  /** Keep out a player who timed out of a tournament game until they finish TIMEOUT_BAR_GAMES games (absent in older rows: true). */
  barTimedOut?: boolean;
  /** Hours a round lasts from its start. */
  roundHours: number;
  /** Rounds one after another (absent in older rows: so), or every round at the start (round robin only). */
  schedule?: 'sequence' | 'all-at-once';
  /** How a table still playing at its round's end is settled: the good bot plays it out, or the seats to act forfeit. */
  settle: 'bot' | 'forfeit';
  fill: 'smaller' | 'byes';
  pointsByPlace: number[];
  byePoints: number;
  /** Knock-out: places that go on from each table. */
  advance: number;
  rated: boolean;
  ratingMin: number | null;
  ratingMax: number | null;
  /** Round robin: every round's tables, made at the start. */
  plan?: { pools: string[][]; rounds: { tables: string[][]; byes: string[] }[] };
};

/** The entrants of a tournament, players and the host's bots: joined, withdrawn (by themselves, on time, or removed by the host). */
export const tournamentPlayers = sqliteTable(
  'tournament_players',
  {
    tournamentId: text('tournament_id').notNull(),
    playerId: text('player_id').notNull(),
    joinedAt: integer('joined_at').notNull(),
    /** Withdrawn players play no later round; their results so far stay in the standings. */
    withdrawnAt: integer('withdrawn_at'),
    /** After which round they left (0: before the first). */
    withdrawnRound: integer('withdrawn_round'),
    reason: text('reason', { enum: ['self', 'timeout', 'removed'] }),
    /**
     * A bot entrant added by the host (issue #58): its level; null for a player. Its `player_id` is
     * then `bot:<n>` (n counting the tournament's bots from 1; a handle never holds ":"), naming no
     * players row, and `name` is its English name ("Bot 1 (good)").
     */
    bot: text('bot', { enum: ['random', 'good'] }),
    name: text('name'),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.playerId] }), index('tournament_players_player').on(t.playerId)],
);

/** One row per table of a round: its game, its seats (player ids by seat) and, once over, each seat's place. */
export const tournamentTables = sqliteTable(
  'tournament_tables',
  {
    tournamentId: text('tournament_id').notNull(),
    round: integer('round').notNull(),
    tableNo: integer('table_no').notNull(),
    gameId: text('game_id').notNull(),
    seats: text('seats', { mode: 'json' }).$type<string[]>().notNull(),
    places: text('places', { mode: 'json' }).$type<number[]>(),
    /** How the game ended for the tournament: played out, or settled at the round's end. */
    settled: text('settled', { enum: ['played', 'bot', 'forfeit'] }),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.round, t.tableNo] }), uniqueIndex('tournament_tables_game').on(t.gameId)],
);

/** One row per round: when it started and ends, and who sat it out. The key makes a second start of one round fail. */
export const tournamentRounds = sqliteTable(
  'tournament_rounds',
  {
    tournamentId: text('tournament_id').notNull(),
    round: integer('round').notNull(),
    startedAt: integer('started_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    byes: text('byes', { mode: 'json' }).$type<string[]>().notNull(),
    endedAt: integer('ended_at'),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.round] })],
);

/**
 * Every mail reply the Worker's `email()` read past its checks (worker/mail-reply/inbound.ts):
 * keyed by the SHA-256 of its Message-ID (else of the whole message), so the same message
 * delivered or sent again is refused as a replay. The cron forgets rows after a month
 * (MAIL_REPLY_KEEP_MS: an older copy moves nothing anyway).
 */
export const mailReplies = sqliteTable(
  'mail_replies',
  {
    messageKey: text('message_key').primaryKey(),
    /** The sender (lower case): its answers per hour are counted on the outbox. */
    sender: text('sender').notNull(),
    gameId: text('game_id'),
    seat: integer('seat'),
    outcome: text('outcome').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('mail_replies_at').on(t.at)],
);

/**
 * A calendar feed's generation, per owner (`p:<playerId>`, or `s:<gameId>:<seat>` for a seat without
 * an account): the feed's signed id names it, so a new generation ("make a new link") revokes the
 * old URL. No row: generation 0 (worker/calendar/feed.ts).
 */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  owner: text('owner').primaryKey(),
  gen: integer('gen').notNull(),
  updatedAt: integer('updated_at').notNull(),
});
