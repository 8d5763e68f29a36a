/**
 * The game's Durable Object, one per game id: the one writer of its game and the holder of its
 * pages' sockets. Every change a request makes to the game (a move, a take-back, a join, a bot
 * continuation, a chat message) is handed to it and runs here one at a time, against the row it
 * keeps in memory between changes (read from D1 when it wakes); it commits through the move
 * store's one guarded batch (D1 stays the store of record, and the guard a second line for the
 * writers that still write D1 themselves, such as the cron), and only then answers and tells
 * the sockets. See docs/architecture.md, "How a move travels" and "How a page learns of a change".
 */
import { DurableObject } from 'cloudflare:workers';
import type { GameRow } from '../../db/schema';
import type { ChatMessage, GamePayload, JoinGameBody } from '../../schema/api';
import type { ChangedFrame } from '../../schema/wire';
import type { Env } from '../env';
import { ApiError, errors } from '../http/errors';
import { requestConfig } from '../notify/config';
import { type D1Stats, countingD1 } from '../store/d1-stats';
import { type Db, createDb } from '../store/db';
import { type Held, type LoadedGame, type Played, joinGame, loadGame, playBotTurns, playMove, rulesetOf, takeBackAction } from '../store/games';
import { readLog } from '../store/move-store';
import { buildPayload, etagFor } from '../store/payload';
import { postChat } from '../table/chat';

/** A refusal as it crosses the RPC boundary (an ApiError does not keep its class there). */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  headers: Record<string, string>;
}

/** What the writer answers a route: the value or the refusal, and the D1 work it did when asked to count it. */
export type Answer<T> = ({ ok: true; value: T } | { ok: false; error: Refusal }) & { stats?: D1Stats };

/** A seat's answer after a move or a take-back: its payload, that payload's ETag, the outbox rows to deliver. */
export interface SeatAnswer {
  payload: GamePayload;
  etag: string;
  outbox: string[];
}

export class GameLive extends DurableObject<Env> {
  /** The game row as this writer last read or wrote it, and its log tail. */
  private held: Held | undefined;
  /** The game this object writes (every change names it: `idFromName(gameId)`). */
  private gameId = '';
  /** The changes waiting their turn: each runs after the one before has answered. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alive pings are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** The upgrade, forwarded by the worker's `GET /api/games/:id/updates` once it has checked the game exists. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    const last = await this.ctx.storage.get<number>('revision');
    if (last !== undefined) server.send(JSON.stringify({ type: 'changed', revision: last } satisfies ChangedFrame));
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Called (RPC) by a writer that is not this object (the cron, a rematch offer) after its change
   * committed: the sockets are told, and a row held from before that change is dropped.
   */
  async changed(revision: number): Promise<number> {
    if (this.held && this.held.row.revision < revision) this.held = undefined;
    return this.broadcast(revision);
  }

  /** `POST /api/games/:id/actions`. */
  async act(gameId: string, tokenHash: string, version: number, action: unknown, now: number, count: boolean): Promise<Answer<SeatAnswer>> {
    // Moves run one at a time: of two sent at once for one version, the second finds the first
    // applied, and is answered as the contract answers a retry (200 when it is the same action
    // of the same seat, 409 stale_version otherwise).
    return this.run(gameId, count, async (db) => {
      const { loaded, played } = await playMove(db, this.held, gameId, tokenHash, version, action, now);
      return this.answered(db, loaded, played);
    });
  }

  /** `POST /api/games/:id/undo`. */
  async undo(gameId: string, tokenHash: string, version: number, now: number, count: boolean): Promise<Answer<SeatAnswer>> {
    return this.run(gameId, count, async (db) => {
      const loaded = await this.seatOf(db, tokenHash);
      const played = await takeBackAction(db, loaded, version, now, this.held?.row === loaded.game ? this.held.tail : loaded.log);
      return this.answered(db, loaded, played);
    });
  }

  /** `POST /api/join/:code` (the route found this game by its code). */
  async join(gameId: string, code: string, body: JoinGameBody, url: string, now: number, count: boolean) {
    return this.run(gameId, count, async (db) => {
      const { game, ...joined } = await joinGame(db, requestConfig(this.env, url), code, body, now);
      this.held = { row: game };
      await this.broadcast(game.revision);
      return joined;
    });
  }

  /** `POST /api/games/:id/chat`: talk moves `chat_last`, never the revision. */
  async chat(gameId: string, tokenHash: string, text: string, now: number, count: boolean): Promise<Answer<ChatMessage>> {
    return this.run(gameId, count, async (db) => {
      const loaded = await this.seatOf(db, tokenHash);
      const message = await postChat(db, loaded, text, now);
      if (this.held) this.held = { ...this.held, row: { ...this.held.row, chatLast: message.id } };
      await this.broadcast(loaded.game.revision);
      return message;
    });
  }

  /**
   * Bot turns left over by a request that reached the per-request cap, continued for a read of
   * the game (`GET /api/games/:id`): the game as it now stands and the outbox rows to deliver.
   */
  async continueBots(gameId: string, seen: number, now: number, count: boolean): Promise<Answer<{ game: GameRow; outbox: string[] }>> {
    return this.run(gameId, count, async (db) => {
      // The row held, unless the reader saw a later one than this writer holds.
      const game = this.held && this.held.row.revision >= seen ? this.held.row : (await loadGame(db, gameId, null)).game;
      const continued = await playBotTurns(db, game, now);
      if (continued.game.revision !== game.revision) {
        this.held = { row: continued.game };
        await this.broadcast(continued.game.revision);
      }
      return continued;
    });
  }

  /** Drops the row held (tests; the next change reads the game again, as after an eviction). */
  async forget(): Promise<void> {
    this.held = undefined;
  }

  /** The row held, if any (tests). */
  async heldRow(): Promise<Held | undefined> {
    return this.held;
  }

  /** Holds `row` as the game (tests: a row another writer has since moved on from). */
  async hold(held: Held | undefined): Promise<void> {
    this.held = held;
  }

  /** Pages send nothing but pings (answered above); anything else is ignored. */
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  /** Runs one change after those before it; a refusal is a value, and drops the row held (the next change reads it again). */
  private run<T>(gameId: string, count: boolean, change: (db: Db) => Promise<T>): Promise<Answer<T>> {
    // A writer holds one game; a row held for another name would be a bug, never a guess.
    if (this.held && this.held.row.id !== gameId) this.held = undefined;
    this.gameId = gameId;
    const next = this.queue.then(async (): Promise<Answer<T>> => {
      const stats: D1Stats | undefined = count ? { queries: 0, rowsRead: 0, rowsWritten: 0 } : undefined;
      const db = createDb(stats ? countingD1(this.env.DB, stats) : this.env.DB);
      const extra = stats ? { stats } : {};
      try {
        return { ok: true, value: await change(db), ...extra };
      } catch (err) {
        this.held = undefined;
        if (!(err instanceof ApiError)) throw err;
        return { ok: false, error: { status: err.status, code: err.code, message: err.message, headers: err.headers }, ...extra };
      }
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The seat of `tokenHash` on the row held, or on a fresh read of the game (which is then held). */
  private async seatOf(db: Db, tokenHash: string): Promise<LoadedGame> {
    const seat = this.held?.row.seats.find((s) => s.tokenHash === tokenHash)?.seat;
    if (this.held && seat !== undefined) return { game: this.held.row, seat, ...(this.held.tail ? { log: this.held.tail } : {}) };
    const loaded = await loadGame(db, this.gameId, tokenHash, {});
    this.held = { row: loaded.game, ...(loaded.log && !loaded.game.recordKey ? { tail: loaded.log } : {}) };
    return loaded;
  }

  /** Holds what a move or take-back committed, tells the sockets, and builds the seat's answer. */
  private async answered(db: Db, loaded: LoadedGame, played: Played): Promise<SeatAnswer> {
    const { game, outbox, tail } = played;
    const log = tail ?? (await readLog(db, game));
    this.held = { row: game, ...(game.recordKey ? {} : { tail: log }) };
    if (game.revision !== loaded.game.revision) await this.broadcast(game.revision);
    return { payload: buildPayload(rulesetOf(game), game, loaded.seat, log), etag: etagFor(game, loaded.seat), outbox };
  }

  /** Stores the highest revision told and sends every `changed` socket a frame naming it. */
  private async broadcast(revision: number): Promise<number> {
    const last = (await this.ctx.storage.get<number>('revision')) ?? 0;
    if (revision > last) await this.ctx.storage.put('revision', revision);
    const frame = JSON.stringify({ type: 'changed', revision: Math.max(revision, last) } satisfies ChangedFrame);
    let sent = 0;
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(frame);
        sent++;
      } catch {
        // a socket closing right now: the runtime drops it
      }
    }
    return sent;
  }
}
