/**
 * zod schemas of the HTTP request bodies, and the types of the responses.
 * Shared by the Worker (validation) and the web app (typing), so both sides
 * agree on the contract in docs/api-contract.md.
 */
import * as z from 'zod';
import { nameProblem, normaliseName, webhookUrlProblem } from './names';
import type { ChangedOption } from './options';
import { cleanChatText } from './text-clean';
import type { BotSeatEntry } from './bot-seats';

/**
 * A player's name: normalised at the door (NFKC, invisible and direction-changing characters
 * removed, whitespace collapsed; see names.ts), then refused when it reads as a link or address.
 */
const name = z
  .string()
  .max(200, 'Names are at most 40 characters.')
  .transform(normaliseName)
  .superRefine((s, ctx) => {
    const problem = nameProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const email = z.string().trim().max(254).email('That email address does not look right.');

export const MIN_DEADLINE_HOURS = 1;
export const MAX_DEADLINE_HOURS = 24 * 30;

/** Bank limits: hours are at least a minute's worth above zero, and a bank at most 60 days. */
export const MAX_BANK_HOURS = 24 * 60;
const hours = (what: string, max: number) =>
  z
    .number({ message: `${what} must be a number of hours.` })
    .min(0, `${what} cannot be negative.`)
    .max(max, `${what} is at most ${max} hours.`);
/** A time control (contract, "Time controls and absent players"): per-move hours or a bank. */
export const timeControlBody = z
  .discriminatedUnion(
    'kind',
    [
      z
        .object({
          kind: z.literal('per-move'),
          hours: hours('The time a move', MAX_DEADLINE_HOURS).min(MIN_DEADLINE_HOURS, `A turn deadline is at least ${MIN_DEADLINE_HOURS} hour.`),
        })
        .strict(),
      z
        .object({
          kind: z.literal('bank'),
          initialHours: hours('The starting time', MAX_BANK_HOURS).min(1, 'The starting time is at least 1 hour.'),
          incrementHours: hours('The time added after each turn', MAX_BANK_HOURS),
          maxHours: hours('The most time a bank can hold', MAX_BANK_HOURS).min(1, 'The most time a bank can hold is at least 1 hour.'),
        })
        .strict(),
    ],
    { message: 'A time control is { "kind": "per-move", "hours" } or { "kind": "bank", "initialHours", "incrementHours", "maxHours" }.' },
  )
  .superRefine((tc, ctx) => {
    if (tc.kind !== 'bank') return;
    if (tc.incrementHours > tc.maxHours)
      ctx.addIssue({ code: 'custom', message: 'The time added after each turn cannot be more than the most a bank can hold.' });
    if (tc.initialHours > tc.maxHours) ctx.addIssue({ code: 'custom', message: 'The starting time cannot be more than the most a bank can hold.' });
  });
export type TimeControlBody = z.infer<typeof timeControlBody>;
/** An IANA time zone name as a browser reports it (checked against the runtime's list by the worker). */
export const timeZoneName = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'A time zone is a name such as "Europe/Berlin".');

export const createGameBody = z
  .object({
    ruleset: z.string().min(1).max(64),
    players: z.number().int().min(1).max(8),
    options: z.record(z.string(), z.unknown()).optional(),
    name,
    email: email.optional(),
    listed: z.boolean().optional(),
    /** Show the game under "Live now" (ruleset, players' names, moves) while it is played. Default off. */
    live: z.boolean().optional(),
    /** Anyone may join from the open games list until the seats are taken (expires after a week). */
    open: z.boolean().optional(),
    /** Rated (issue #32): every seat a signed-in player, no bots; the ratings change when it ends. */
    rated: z.boolean().optional(),
    /** At least an hour (a shorter deadline only produces forfeits), at most 30 days. */
    deadlineHours: z
      .number()
      .min(MIN_DEADLINE_HOURS, `A turn deadline is at least ${MIN_DEADLINE_HOURS} hour.`)
      .max(MAX_DEADLINE_HOURS, `A turn deadline is at most ${MAX_DEADLINE_HOURS} hours (30 days).`)
      .nullable()
      .optional(),
    onTimeout: z.enum(['remind', 'bot', 'forfeit', 'ask']).optional(),
    /** Per-move hours or a time bank; with neither this nor deadlineHours: 72 hours a move, "ask". */
    timeControl: timeControlBody.nullable().optional(),
    /** No clock runs on Saturdays and Sundays (UTC). */
    weekendsOff: z.boolean().optional(),
    /** The host's browser time zone: reminders wait out 22:00–07:00 there. */
    timeZone: timeZoneName.optional(),
    /** The take-back window: an action its seat may take back stays private to its mover this long (0 when absent). */
    takeBackSeconds: z
      .number()
      .int('The take-back window is a whole number of seconds.')
      .min(0)
      .max(120, 'The take-back window is at most 120 seconds.')
      .optional(),
    bots: z.number().int().min(0).max(7).optional(),
    botLevel: z.enum(['random', 'good']).optional(),
    /** The language of the creator's seat, for its mails and pushes (else the request's Accept-Language). */
    language: z.enum(['en', 'de']).optional(),
    webhookUrl: z
      .string()
      .max(500)
      .superRefine((u, ctx) => {
        const problem = webhookUrlProblem(u);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  })
  .strict();
export type CreateGameBody = z.infer<typeof createGameBody>;

/** `language`: the seat's, for its mails and pushes (else the request's Accept-Language). */
export const joinGameBody = z.object({ name, email: email.optional(), timeZone: timeZoneName.optional(), language: z.enum(['en', 'de']).optional() }).strict();

/** `POST /api/games/:id/away`: away until then (epoch ms). */
export const awayBody = z.object({ until: z.number({ message: '"until" is a time in epoch milliseconds.' }).int().min(0) }).strict();
/** `POST /api/games/:id/time`: give `seat` 1–72 hours. */
export const giveTimeBody = z
  .object({
    seat: z.number().int().min(0).max(7),
    hours: z
      .number({ message: '"hours" is a number from 1 to 72.' })
      .int('Give whole hours.')
      .min(1, 'Give at least 1 hour.')
      .max(72, 'Give at most 72 hours at a time.'),
  })
  .strict();
/** `POST /api/games/:id/time-control`: propose (or accept) a new time control; `decline: true` withdraws the proposal. */
export const timeControlChangeBody = z.union([
  z.object({ timeControl: timeControlBody.nullable(), weekendsOff: z.boolean().optional() }).strict(),
  z.object({ decline: z.literal(true) }).strict(),
]);
export type JoinGameBody = z.infer<typeof joinGameBody>;

/** A chat message: plain text, 1–500 characters after trimming. */
export const chatBody = z
  .object({
    text: z
      .string()
      .max(5000, 'A message is at most 500 characters.')
      .transform(cleanChatText)
      .pipe(z.string().min(1, 'Type a message.').max(500, 'A message is at most 500 characters.')),
  })
  .strict();

export interface ChatMessage {
  id: number;
  seat: number;
  name: string;
  text: string;
  at: string;
}

/** POST /api/games/:id/undo: the version the page shows (the take-back is of that position's last action). */
export const undoBody = z.object({ version: z.number().int().min(0) }).strict();

/** POST /api/games/:id/publish: the version the mover's page shows (its pending actions end their window now). */
export const publishBody = z.object({ version: z.number().int().min(0) }).strict();

/** A seat's private note: at most 2,000 characters (an empty one deletes it). */
export const noteBody = z.object({ text: z.string().max(2000, 'A note is at most 2,000 characters.') }).strict();

export interface SeatNote {
  text: string;
  updatedAt: string | null;
}

/** The answer to POST /api/games/:id/rematch: your seat in the rematch. */
export interface RematchJoined {
  gameId: string;
  seat: number;
  token: string;
  urls: { play: string };
  outbox: string[];
}

export const actionBody = z
  .object({
    version: z.number().int().min(0),
    action: z.object({ type: z.string().min(1).max(64) }).passthrough(),
  })
  .strict();
export type ActionBody = z.infer<typeof actionBody>;

export interface ApiError {
  error: { code: string; message: string };
}

export interface OptionInfo {
  id: string;
  label: string;
  /** One line; the rules page explains it under `#option-<id>`. */
  help: string;
  type: 'boolean' | 'choice';
  choices?: string[];
  default: boolean | string;
}

export interface RulesetInfo {
  id: string;
  title: string;
  /** One line in our own words: what playing it is like. */
  pitch: string;
  minPlayers: number;
  maxPlayers: number;
  options: OptionInfo[];
}

export interface CreatedGame {
  gameId: string;
  seat: 0;
  token: string;
  joinCode: string;
  urls: { play: string; join: string };
}

export interface JoinedGame {
  gameId: string;
  seat: number;
  token: string;
  urls: { play: string };
}

export interface PlayerInfo {
  seat: number;
  name: string;
  joined: boolean;
  /** Present on a seat played by a bot: its level. */
  bot?: 'random' | 'good';
  /** The seat resigned: the good bot plays it to the end, and it ranks last. */
  resigned?: boolean;
  /** The good bot plays the seat for now: its owner ran out of time (`absent`, until they take it back) or the table is giving it to someone new (`replace`). */
  standIn?: 'absent' | 'replace';
  /** A signed-in player holds the seat: it may have a handle and rating (`GET /api/games/:id/ratings`). Absent: anonymous. */
  signedIn?: true;
  /**
   * The table gave this seat to someone new (the absent vote's "replace", claimed): the name of the
   * player who held it before, and when (absent for a seat given before the time was kept).
   */
  replaced?: { formerly: string; at?: string };
}

export interface LogLine {
  seq: number;
  kind: string;
  text: string;
  seat?: number;
  [key: string]: unknown;
}

export interface GameResultInfo {
  winners: number[];
  scores?: Record<string, number>;
  summary?: string;
  /** The summary as data: a kind of log words and its args (engine/core/ruleset.ts `GameResult.says`); absent in results stored before it. */
  says?: { kind: string; args: Record<string, unknown> };
  /**
   * Set when the game ended because a deadline passed (onTimeout "forfeit"), not by the rules:
   * the record's actions replay to an unfinished position where these seats were to act.
   */
  forfeit?: { seats: number[]; deadlineHours: number };
  /** Seats that resigned (POST …/resign): they rank last; with two seats the game ended there (engine/core/resign.ts). */
  resigned?: number[];
}

export type GameStatusName = 'waiting' | 'active' | 'finished' | 'aborted';

export interface GamePayload<View = unknown, Action extends { type: string } = { type: string; [k: string]: unknown }> {
  /** A game of a tournament: which, and its round (#46). */
  tournament?: { id: string; round: number };
  /** A rated game (issue #32); absent for a casual one. */
  rated?: true;
  gameId: string;
  ruleset: string;
  title: string;
  options: Record<string, unknown>;
  /** The options that differ from the ruleset's defaults, with the engine's labels (empty: standard rules), so a page names them without the rulesets' metadata (#34). */
  changedOptions?: ChangedOption[];
  status: GameStatusName;
  version: number;
  /** Moves on with every change a page shows (a move, a join, a chat message, a rematch offer): the live socket's `changed` frames carry it, so a page that holds it needs no refetch. */
  revision: number;
  seat: number | null;
  players: PlayerInfo[];
  active: number[];
  view: View;
  actions: Action[];
  /** The public history: its tail (the last 30 entries), or from `?logFrom=n` on (at most 500). */
  log: LogLine[];
  /** Index of `log[0]` in the whole history (0-based); `log[i].seq` is `logStart + i + 1`. */
  logStart: number;
  /** For a seat of a finished game: the rematch one of its players offered (join it with POST …/rematch). */
  rematch?: { gameId: string };
  /** This seat may take back its last action now (nobody has acted since, and it revealed nothing). */
  canUndo?: boolean;
  /**
   * The mover's own payload only, while its latest actions are inside the take-back window: they
   * are applied here and seen by nobody else until `until` (epoch ms), or until it sends them now.
   */
  pending?: { until: number };
  /** The game's take-back window in seconds (0: every action is seen at once). */
  takeBackSeconds?: number;
  /** The seat's own payload only: its address and whether its owner confirmed it (mail goes only to a confirmed one). */
  email?: { address: string; confirmed: boolean };
  /** A seat's own payload while the game waits: the invite link's key (`/join/<code>?invite=<key>`). */
  invite?: string;
  /**
   * A seat's own payload only: the URL of its private deadline calendar, an iCal feed (issue #48,
   * contract "Mail replies, digest, calendar (round four)"); absent for a seat from before derived
   * seat links. Its "new link" (`POST /api/games/<id>/calendar`) changes it and ends the old one.
   */
  calendarUrl?: string;
  /** For a seat only: id of the game's latest chat message (0: none), so a page knows to fetch the chat. */
  chatLast?: number;
  /**
   * For a seat of a started game: what happened since its own last action. `logFrom` is the index
   * of the first log entry after that action (0 when it has not acted yet; fetch earlier entries
   * than `logStart` with `?logFrom=`), `since` when it acted (null: not yet), `entries` how many
   * log entries there are from `logFrom` on.
   */
  recap?: { logFrom: number; since: string | null; entries: number };
  result?: GameResultInfo;
  /** Every hidden card, once the game is over. */
  revealed?: unknown;
  joinCode?: string;
  createdAt: string;
  updatedAt: string;
  finishedAt?: string;
  /** Turn deadline of the game (null: none) and what happens when it passes. */
  deadlineHours?: number | null;
  onTimeout?: 'remind' | 'forfeit' | 'bot' | 'ask';
  /** The time control (null: no clock) and whether weekends stop every clock. */
  timeControl?: TimeControlInfo | null;
  weekendsOff?: boolean;
  /**
   * One clock per seat that must act now (since when it has waited, its deadline in epoch ms),
   * and, in a bank game, every other seat's bank; a seat that is away says until when.
   */
  clocks?: SeatClockInfo[];
  /** A proposed change of the time control, while some seat has not accepted it. */
  timeProposal?: { by: number; timeControl: TimeControlInfo | null; weekendsOff: boolean; accepted: number[] };
  /** onTimeout "ask": the seat whose time ran out, since when, and the other seats' votes so far (POST …/absent). */
  absent?: AbsentInfo;
  /** For a seat: seats the table gave to someone new and nobody has taken yet, with the join link to pass on. */
  replacing?: { seat: number; url: string }[];
}

export type TimeControlInfo = { kind: 'per-move'; hours: number } | { kind: 'bank'; initialHours: number; incrementHours: number; maxHours: number };

export type AbsentChoice = 'wait' | 'bot' | 'replace' | 'end';

export interface AbsentInfo {
  seat: number;
  since: string;
  votes: Record<string, AbsentChoice>;
}

/** POST /api/games/:id/absent: a vote on the absent seat; its owner sends `back` to take a seat the bot plays. */
export const absentBody = z
  .object({
    seat: z.number().int().min(0).max(7),
    choice: z.enum(['wait', 'bot', 'replace', 'end', 'back']),
  })
  .strict();
export type AbsentBody = z.infer<typeof absentBody>;

/** POST /api/games/:id/claim: takes a seat the table gave to someone new, with the key of its link. */
export const claimBody = z
  .object({
    seat: z.number().int().min(0).max(7),
    key: z.string().min(1).max(100),
    name,
    email: email.optional(),
    /** The newcomer's language, for the seat's mails (else the request's Accept-Language), as at a join. */
    language: z.enum(['en', 'de']).optional(),
  })
  .strict();
export type ClaimBody = z.infer<typeof claimBody>;

export interface SeatClockInfo {
  seat: number;
  /** When this seat's wait began (ISO); absent for a seat that is not to act. */
  since?: string;
  /** When its time runs out (epoch ms) as things stand; null: no clock, or not to act. */
  deadline: number | null;
  /** Bank games: a waiting seat's bank, or what a running clock had when it started (ms). */
  bankMs?: number;
  /** The seat is away until then (epoch ms): its clocks stand still. */
  awayUntil?: number;
}

export interface ArchiveEntry {
  gameId: string;
  ruleset: string;
  players: string[];
  /** The seats bots hold from the game's creation (#45): the page names them in the reader's words. */
  bots?: BotSeatEntry[];
  finishedAt: string;
  result: GameResultInfo;
  actions: number;
  /** A game of a tournament: which, and its round (#46). */
  tournament?: { id: string; round: number };
}

export interface ArchivePage {
  games: ArchiveEntry[];
  next: string | null;
}

/** A listed game in progress, as anyone may see it (GET /api/live). */
export interface LiveEntry {
  gameId: string;
  ruleset: string;
  players: string[];
  /** The seats bots hold from the game's creation (#45): the page names them in the reader's words. */
  bots?: BotSeatEntry[];
  /** Names of the players who must act now. */
  active: string[];
  actions: number;
  startedAt: string;
  updatedAt: string;
}

/** GET /api/open: games waiting for players that anyone may join, newest first. */
/** GET /api/join/<joinCode>: what the invitation is to, shown before the join form. */
export interface JoinPreview {
  gameId: string;
  ruleset: string;
  title: string;
  status: GameStatusName;
  options: Record<string, unknown>;
  /** The name of the seat that created the game. */
  host: string;
  /** Every seat; name null while it is free. */
  players: { seat: number; name: string | null; joined: boolean; bot?: 'random' | 'good' }[];
  /** Free seats (0 once the game started, finished or was abandoned). */
  seatsLeft: number;
  deadlineHours: number | null;
  onTimeout: 'remind' | 'forfeit' | 'bot' | 'ask';
  /** The time control (null: no clock) and whether weekends stop every clock. */
  timeControl?: TimeControlInfo | null;
  weekendsOff?: boolean;
  /** Listed at /open for anyone to join. */
  open: boolean;
  createdAt: string;
  /** Rated (issue #32): joining needs a session. */
  rated?: boolean;
  /** The signed-in players' handles and ratings in this ruleset, by seat (issue #32). */
  ratings?: Record<number, SeatRating>;
}

/** A seat's player and rating beside its name (issue #32): 1000 and provisional for a newcomer. */
export interface SeatRating {
  handle: string;
  rating: number;
  provisional: boolean;
}

export interface OpenGameEntry {
  gameId: string;
  ruleset: string;
  title: string;
  options: Record<string, unknown>;
  /** The name of the seat that created the game. */
  host: string;
  players: number;
  seatsLeft: number;
  createdAt: string;
  /** When the offer lapses if the seats are not taken. */
  expiresAt: string;
  joinCode: string;
  /** Issue #32: rated or casual, the time control, and the seated players' ratings by seat. */
  rated?: boolean;
  deadlineHours?: number | null;
  ratings?: Record<number, SeatRating>;
}

export interface OpenPage {
  games: OpenGameEntry[];
  next: string | null;
}

export interface LivePage {
  games: LiveEntry[];
  next: string | null;
}

/** GET /api/stats: figures over the archive (finished, listed games). */
export interface StatsPage {
  rulesets: {
    ruleset: string;
    title: string;
    games: number;
    /** Mean number of accepted actions per game. */
    averageLength: number;
    /** Seats only compare within one player count. */
    byPlayers: {
      players: number;
      games: number;
      averageLength: number;
      /** Seat = join order (0 is the host). A shared win counts for every winner. */
      seats: { seat: number; wins: number; winRate: number }[];
      /** How many games took each number of accepted actions, shortest first. */
      lengths: { length: number; games: number }[];
      /** How many games ended with each gap between the best and the worst score (games with scores only), smallest first. */
      scoreSpreads: { spread: number; games: number }[];
      /** The player who made the first move: in how many games it is known, and how many of those it won (a shared win counts). */
      firstPlayer: { games: number; wins: number };
    }[];
    /** How many games were played with each value of each option ("true"/"false" for a switch), most played first per option. */
    options: { option: string; value: string; games: number }[];
  }[];
}

export interface GameRecord {
  format: 'stonehenge-record/1';
  gameId: string;
  ruleset: string;
  engineVersion: number;
  options: Record<string, unknown>;
  seed: string;
  /** `formerly`: who held the seat before the table gave it to someone new (POST …/claim), oldest first. */
  players: { seat: number; name: string; formerly?: string[] }[];
  /** The seats bots held from the game's creation (#45): the replay names them in the reader's words. */
  bots?: BotSeatEntry[];
  actions: { seq: number; seat: number; action: { type: string; [k: string]: unknown }; at: string }[];
  result: GameResultInfo;
  createdAt: string;
  finishedAt: string;
  /** A game of a tournament: which, and its round (#46). */
  tournament?: { id: string; round: number };
}

export const notificationSettingsBody = z
  .object({ email: email.nullable().optional(), muted: z.boolean().optional(), digest: z.boolean().optional(), timeZone: timeZoneName.optional() })
  .strict()
  .refine(
    (b) => b.email !== undefined || b.muted !== undefined || b.digest !== undefined || b.timeZone !== undefined,
    'Send email, muted, digest, timeZone or several.',
  );
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;

export interface NotificationSettings {
  email: string | null;
  muted: boolean;
  /** One mail a day (from 07:00 in the address's time zone) listing the games waiting for this address, instead of a mail per turn. */
  digest: boolean;
  /**
   * The seat's time zone (IANA), as its browser reported it at create or join or as its player
   * chose since: its digest comes at 07:00 there, its reminders keep quiet 22:00–07:00 there;
   * absent: none known (UTC).
   */
  timeZone?: string;
  /** The seat's private deadline calendar, an iCal feed URL (issue #48, docs/notifications.md); absent for a seat from before derived seat links. */
  calendarUrl?: string;
}

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it (its expirationTime is
 * accepted and ignored). Keys are base64url: p256dh the 65-byte uncompressed P-256 point, auth
 * 16 bytes. Which endpoints are accepted (https, known push services) is checked by the worker.
 */
export const pushSubscribeBody = z
  .object({
    endpoint: z.string().min(1).max(1024),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}$/, 'p256dh must be the base64url (unpadded) 65-byte P-256 key'),
        auth: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'auth must be the base64url (unpadded) 16-byte secret'),
      })
      .strict(),
  })
  .strict();
export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;
export const pushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(1024) }).strict();

export const recoverBody = z.object({ email }).strict();
export type RecoverBody = z.infer<typeof recoverBody>;

/** POST /api/my-games/email: mail the address a list of its unfinished seats, with their links. */
export const myGamesEmailBody = z.object({ email }).strict();
export type MyGamesEmailBody = z.infer<typeof myGamesEmailBody>;

export const myGamesBody = z.object({ tokens: z.array(z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a seat token.')).max(100) }).strict();
export type MyGamesBody = z.infer<typeof myGamesBody>;

export interface MyGame {
  gameId: string;
  ruleset: string;
  title: string;
  status: GameStatusName;
  seat: number;
  /** The seat this token holds must act now. */
  yourTurn: boolean;
  players: PlayerInfo[];
  active: number[];
  updatedAt: string;
  /** The token this entry was found by, so the device can match its own list. */
  token: string;
  /** When this seat's time runs out (epoch ms), while it is to act under a clock. */
  deadline?: number | null;
  /** The seat is away until then (epoch ms). */
  awayUntil?: number;
}

export interface DevOutboxEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  createdAt: string;
  sentAt?: string;
  id: string;
  gameId: string;
  seat: number | null;
  kind: string;
  status: string;
  headers: Record<string, string>;
}

/** An unfinished seat of a signed-in player, as `GET /api/me` lists it (worker/players/accounts.ts). */
export interface MeGame {
  gameId: string;
  ruleset: string;
  title: string;
  status: 'waiting' | 'active';
  seat: number;
  yourTurn: boolean;
  rated: boolean;
  /** `bot`: a bot holds the seat from the game's creation (#45), named in the reader's words. */
  players: { seat: number; name: string; joined: boolean; bot?: 'random' | 'good' }[];
  active: number[];
  /** When this seat's time runs out (epoch ms), while it is to act under a deadline; else null. */
  deadline: number | null;
  /** The seat is away until then (epoch ms). */
  awayUntil?: number;
  updatedAt: string;
  /** The seat link's token, derived again from the server secret (null for a seat from before derived tokens). */
  token: string | null;
}
