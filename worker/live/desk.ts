/**
 * What a command's handler (./commands/) is given and gives back. The game's writer
 * (./object.ts) runs one command at a time: it holds the row between commands, publishes
 * another seat's take-back window before a command that must not act on a hidden state, runs
 * the command's handler, and applies what the handler returns around the answer: a `Change` (the
 * row to hold, the alarm, the pages' frames, the mails), or the plan of the one D1 batch that makes
 * it (`Outcome`: the statements, and what their results give), which the writer runs first. A
 * handler decides; the writer writes and acts.
 */
import type { GameRow } from '@db/schema';
import type { CommandOf, CommandType, OpenCommandType, WriterCommand } from './housekeeping';
import type { GamePayload } from '@schema/api';
import type { Env } from '../store/env';
import type { RefusalValue } from '../store/refusal';
import type { D1Stats } from '../store/d1-stats';
import type { SeatAddress } from '../store/mail-addresses';
import type { Db } from '../store/db';
import type { Held, LoadedGame, PendingStep } from '../store/games';
import type { LogSlice } from '../store/payload';
import type { Plan } from '../store/plan';

/** Who sent a command, and when. */
export interface Asker {
  /** The hash of the seat token the command came with. */
  tokenHash: string;
  now: number;
  /** The origin the command came from (links in the mails it queues). */
  url: string;
  /** The signed-in player who asks, if any (a join, a claim). */
  playerId?: string | null;
}

/** Who sent a command that may come without a seat's token (./housekeeping.ts `OPEN_COMMANDS`). */
export type OpenAsker = Omit<Asker, 'tokenHash'> & { tokenHash: string | null };

/** The asker a handler of `K` is given: a seat command's always has a token (the writer refuses it without). */
export type AskerOf<K extends CommandType> = K extends OpenCommandType ? OpenAsker : Asker;

/** A refusal as it crosses the RPC boundary (a class is not kept there), or a fault (D1 down, a bug): the caller throws it as its own (writer.ts). */
export type Refused = RefusalValue & { fault?: true };

/** What the writer answers a command: the value or the refusal, and the D1 work it did when asked to count it. */
export type Answer<T> = ({ ok: true; value: T } | { ok: false; error: Refused }) & { stats?: D1Stats };

/** A seat's answer after a move or a take-back: its payload, that payload's ETag, the outbox rows to deliver. */
export interface SeatAnswer {
  payload: GamePayload;
  etag: string;
  outbox: string[];
}

/** What a handler's command changed, for the writer to apply: the answer, the row to hold, the alarm, the pages' frames. */
export interface Change<T> {
  value: T;
  /** The row to hold from now on; null: drop it (the next command reads it again). */
  hold?: Held | null;
  /** The row whose next check (and the window's end) sets the object's alarm. */
  alarm?: GameRow;
  /**
   * The revision every page is told of: `after` the answer (a move's frames never delay its
   * answer), or before it (the asker's page hears of its change with everyone else's).
   */
  frames?: { revision: number; addresses?: Map<number, SeatAddress | null>; after: boolean };
  /** The mover's own sockets are sent this row's payload before the answer (a change inside the take-back window, nobody else's to see). */
  mover?: { held: Held; seat: number; tokenHash: string };
  /** Outbox rows the change queued that no caller delivers (a window's publication): delivered after the answer, with links to `url`. */
  outbox?: { ids: string[]; url: string; now: number };
}

/** A change applied before the command goes on (a take-back window published first): then `next` decides. */
export interface Before<T> {
  before: Change<unknown>;
  next(): Promise<Outcome<T>>;
}

/**
 * What a handler gives back: the plan of the one batch its change writes (worker/store/plan.ts:
 * the statements, and the change their results make), run by the writer, or a change known
 * without writing (`{ done }`), or a change to apply first and the rest (`Before`).
 */
export type Outcome<T> = Plan<Change<T> | Before<T>>;

/** A take-back window's publication: the row and log tail committed. */
export interface Published {
  game: GameRow;
  tail: LogSlice;
}

/** The writer's services a handler may use while it decides: reads, and the take-back window's state. */
export interface Desk {
  readonly env: Env;
  /** The game this writer writes. */
  readonly gameId: string;
  /** Whether a seat's socket (not a spectator's) said hello: its frames need every seat's address, read in the move's batch. */
  seatsListening(): boolean;
  /** The row held, if any. */
  readonly held: Held | undefined;
  /** The seat of `tokenHash` on the row held, or on a fresh read of the game (which is then held). */
  seatOf(db: Db, tokenHash: string | null): Promise<LoadedGame>;
  /** The game's row and log tail read again, and held. */
  fresh(db: Db): Promise<Held>;
  /** The mover's actions inside the take-back window (./window.ts). */
  readonly window: PendingWindow;
  /** The payload `GET /api/games/:id` gives `seat` for `held` (the mover's own when `tokenHash` is theirs). */
  payloadOf(held: Held, seat: number | null, tokenHash?: string | null): GamePayload;
  /** Hands `command` to another game's writer (a rematch's join), and gives its answer. */
  elsewhere(gameId: string, command: WriterCommand, asker: OpenAsker): Promise<Answer<unknown>>;
}

/** One seat command's handler: a file of ./commands/ exports it as `handler`. */
export interface Handler<K extends CommandType> {
  type: K;
  /**
   * Whether another seat's take-back window is published before the command runs (nothing acts
   * on a state that hides an action). False for the commands that weigh the window themselves.
   */
  publishFirst: boolean;
  run(desk: Desk, db: Db, command: CommandOf<K>, asker: AskerOf<K>): Promise<Change<unknown> | Outcome<unknown>>;
}

/**
 * The mover's actions inside the take-back window (docs/architecture.md, "The take-back window"):
 * kept in the object's storage, never in D1, until the window ends. Every change the mover makes
 * in it (an action, a take-back) takes a version never handed out before: `shown`, the durable
 * high-water mark, is the last one, and the publication's commit ends the row at it (or past it).
 */
export interface Pending {
  seat: number;
  tokenHash: string;
  /** The committed row they were played on. */
  base: { version: number; revision: number };
  steps: PendingStep[];
  /** The last version the mover was shown (every action and take-back inside the window takes the next). */
  shown: number;
  /** When the window ends (epoch ms): the alarm publishes them then. */
  until: number;
  /** The origin the mover played from (links in the mail their publication queues). */
  url: string;
}

/** The take-back window's work (./window.ts), as the handlers use it. */
export interface PendingWindow {
  /** The stored pending actions, read once per wake. */
  load(): Promise<Pending | null>;
  /** A first action the engine lets its seat take back, kept pending (its change); null when the move is not one. */
  open(db: Db, tokenHash: string, version: number, action: unknown, now: number, url: string): Promise<Change<SeatAnswer> | null>;
  /** The mover's row when its pending actions still sit on it; null when another writer moved it (they are published first). */
  onBase(db: Db, pending: Pending): Promise<LoadedGame | null>;
  /** The mover acts again inside its window, on `loaded` (its row under the pending actions). */
  act(db: Db, pending: Pending, loaded: LoadedGame, version: number, action: unknown, now: number): Promise<Outcome<SeatAnswer>>;
  /** A take-back inside the window (its change); null when nothing pending is left to take back (the usual take-back runs, once published). */
  undo(pending: Pending, loaded: LoadedGame, version: number): Promise<Change<SeatAnswer> | null>;
  /** A command that weighs the window itself: the asker's own pending actions to `mine`, else (published first) `outside` (see window.ts). */
  weigh<T>(
    db: Db,
    asker: Asker,
    version: number,
    mine: (pending: Pending, loaded: LoadedGame) => Promise<Outcome<T> | null>,
    outside: (version: number) => Promise<Outcome<T>>,
  ): Promise<Outcome<T>>;
  /** The pending actions published, then `next` with `version` as it is after the publication (see window.ts). */
  publishThen<T>(db: Db, now: number, next: (version?: number) => Promise<Outcome<T>>, version?: number): Promise<Outcome<T>>;
  /** Stores (or removes) the pending actions, durable before anyone is answered. */
  save(pending: Pending | null): Promise<void>;
  /** The plan that commits the pending actions now; its change's value: the row and tail committed, or null when nothing was. */
  publish(db: Db, now: number): Promise<Plan<Change<Published | null>>>;
  /** The mover's payload with its pending actions applied to `game`, or null when they no longer apply. */
  view(game: GameRow, tail: LogSlice | undefined, pending: Pending): { payload: GamePayload; etag: string } | null;
}
