/**
 * The game's Durable Object, one per game id: the one writer of its game and the holder of its
 * pages' sockets. Every change a request makes to the game (a move, a take-back, a join, a bot
 * continuation, a chat message) is handed to it and runs here one at a time, against the row it
 * keeps in memory between changes (read from D1 when it wakes); it commits through the move
 * store's one guarded batch (D1 stays the store of record, and the guard a second line for the
 * writers that still write D1 themselves, such as the cron), and only then answers and tells
 * the sockets: a socket that said `hello` gets its own payload (`state`), any other a `changed`
 * frame, and a seat's socket may play (`act`, `undo`). See docs/architecture.md, "How a move
 * travels" and "How a page learns of a change".
 */
import { DurableObject } from 'cloudflare:workers';
import type { GameRow } from '@db/schema';
import { z } from 'zod';
import { actionBody, undoBody } from '@schema/api';
import type { ChatMessage, GamePayload, JoinGameBody } from '@schema/api';
import { type ChangedFrame, MAX_CLIENT_MESSAGE_BYTES, type ServerFrame } from '@schema/wire';
import type { Env } from '../env';
import { ApiError, errors } from '../http/errors';
import { requestConfig } from '../notify/config';
import { deliver } from '../notify/outbox';
import { type D1Stats, countingD1 } from '../store/d1-stats';
import { type Db, createDb } from '../store/db';
import { type Held, type LoadedGame, type Played, joinGame, loadGame, playBotTurns, playMove, rulesetOf, takeBackAction } from '../store/games';
import { bearerToken, hashToken } from '../store/ids';
import { readLog } from '../store/move-store';
import { buildPayload, etagFor } from '../store/payload';
import { type ClockReport, checkClocks } from '../scheduled';
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

/** What a socket carries through hibernation (`serializeAttachment`). */
interface SocketInfo {
  gameId: string;
  /** The origin the page connected to (links in the mails its moves queue). */
  url: string;
  /** Set once the page said hello: its seat (null: a spectator) and that seat token's hash. */
  hello?: { seat: number | null; tokenHash: string | null };
}

/**
 * Messages one socket may send in a window before it is refused `rate_limited`: the HTTP routes'
 * per-seat limit (60 actions in 10 s) with room for hellos, counted whether or not RATE_LIMITS
 * is off (a page never comes near it).
 */
export const SOCKET_MESSAGES = { limit: 120, windowMs: 10_000 };

/** A page's message on the socket: the contract's hello, act and undo, checked like the HTTP bodies. */
const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), token: z.string().max(200).optional() }).strict(),
  actionBody.extend({ type: z.literal('act'), id: z.string().min(1).max(64) }).strict(),
  undoBody.extend({ type: z.literal('undo'), id: z.string().min(1).max(64) }).strict(),
]);

export class GameLive extends DurableObject<Env> {
  /** The game row as this writer last read or wrote it, and its log tail. */
  private held: Held | undefined;
  /** Messages each socket sent in its current window (reset by hibernation, which only a quiet socket reaches). */
  private counted = new WeakMap<WebSocket, { start: number; n: number }>();
  /** The game this object writes (every change names it: `idFromName(gameId)`). */
  private gameId = '';
  /** The game id this object has stored for its alarm. */
  private named: string | undefined;
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
    const url = new URL(request.url);
    const gameId = /^\/api\/games\/([a-z0-9]{1,32})\/updates$/.exec(url.pathname)?.[1] ?? '';
    server.serializeAttachment({ gameId, url: url.origin } satisfies SocketInfo);
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

  /** A page's message: `hello`, `act` or `undo` (anything else is refused; pings never reach here). */
  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const info = ws.deserializeAttachment() as SocketInfo | null;
    if (!info?.gameId) return;
    const at = Date.now();
    const window = this.counted.get(ws);
    if (!window || at - window.start >= SOCKET_MESSAGES.windowMs) this.counted.set(ws, { start: at, n: 1 });
    else if (++window.n > SOCKET_MESSAGES.limit) {
      const seconds = Math.ceil((window.start + SOCKET_MESSAGES.windowMs - at) / 1000);
      send(ws, { type: 'refused', error: { code: 'rate_limited', message: `Too many messages; try again in ${seconds} seconds.` } });
      return;
    }
    const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw);
    let parsed: z.infer<typeof clientMessage> | null = null;
    try {
      if (text.length <= MAX_CLIENT_MESSAGE_BYTES) {
        const checked = clientMessage.safeParse(JSON.parse(text));
        if (checked.success) parsed = checked.data;
      }
    } catch {
      // not JSON: refused below
    }
    if (!parsed) {
      send(ws, { type: 'refused', error: { code: 'invalid_body', message: 'A socket message is a JSON hello, act or undo (see the API contract).' } });
      return;
    }
    if (parsed.type === 'hello') {
      await this.hello(ws, info, parsed.token);
      return;
    }
    const seat = info.hello?.tokenHash;
    if (!seat) {
      const error = errors.unauthorized();
      send(ws, { type: 'refused', id: parsed.id, error: { code: error.code, message: error.message } });
      return;
    }
    const now = Date.now();
    const answer =
      parsed.type === 'act'
        ? await this.act(info.gameId, seat, parsed.version, parsed.action, now, false)
        : await this.undo(info.gameId, seat, parsed.version, now, false);
    if (!answer.ok) {
      send(ws, { type: 'refused', id: parsed.id, error: { code: answer.error.code, message: answer.error.message } });
      return;
    }
    send(ws, { type: 'ack', id: parsed.id, payload: answer.value.payload });
    const ids = answer.value.outbox;
    if (ids.length) {
      this.ctx.waitUntil(
        deliver(createDb(this.env.DB), requestConfig(this.env, info.url), now, { ids }).catch((err) => console.error('outbox delivery failed', err)),
      );
    }
  }

  /** Makes `ws` a seat's socket (or a spectator's), and sends it its payload. */
  private async hello(ws: WebSocket, info: SocketInfo, token: string | undefined): Promise<void> {
    const raw = token === undefined ? null : bearerToken(`Bearer ${token}`);
    const tokenHash = raw ? await hashToken(raw) : null;
    const answer = await this.run(info.gameId, false, async (db) => {
      try {
        return await this.seatOf(db, tokenHash);
      } catch (err) {
        // A token this game does not take leaves the socket a spectator's (contract).
        if (!(err instanceof ApiError) || (err.code !== 'unauthorized' && err.code !== 'not_your_seat')) throw err;
        send(ws, { type: 'refused', error: { code: 'unauthorized', message: err.message } });
        return this.seatOf(db, null);
      }
    });
    if (!answer.ok) {
      send(ws, { type: 'refused', error: { code: answer.error.code, message: answer.error.message } });
      return;
    }
    const seat = answer.value.seat;
    ws.serializeAttachment({ ...info, hello: { seat, tokenHash: seat === null ? null : tokenHash } } satisfies SocketInfo);
    const held = this.held;
    if (held) send(ws, { type: 'state', payload: this.payloadOf(held, seat) });
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
  async join(
    gameId: string,
    code: string,
    body: JoinGameBody,
    url: string,
    now: number,
    count: boolean,
    as: { client?: string; invite?: string; playerId?: string | null } = {},
  ) {
    return this.run(gameId, count, async (db) => {
      const { game, ...joined } = await joinGame(db, requestConfig(this.env, url), code, body, now, as);
      this.held = { row: game };
      await this.broadcast(game.revision);
      await this.schedule(game);
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
        await this.schedule(continued.game);
      }
      return continued;
    });
  }

  /**
   * The game's clocks as of `now`: its reminders, a forfeit, a stand-in's or a bot's moves, due
   * at its `next_check_at`. Run by the object's alarm (set to that time after every change it
   * commits) and by the cron, which hands each overdue game to its writer, so
   * `POST /api/dev/scheduled?time=` moves time for every game.
   */
  async clocks(gameId: string, seen: number, now: number, count: boolean): Promise<Answer<ClockReport>> {
    return this.run(gameId, count, async (db) => {
      // The row held, unless the caller (the cron) read a later one (the guard is the second line).
      const game = this.held && this.held.row.revision >= seen ? this.held.row : (await loadGame(db, gameId, null)).game;
      const done = await checkClocks(db, game, now);
      if (done.game) {
        this.held = { row: done.game };
        await this.broadcast(done.game.revision);
      }
      await this.schedule(done.game ?? game);
      return { reminders: done.reminders, forfeit: done.forfeit, ...(done.botTurns === undefined ? {} : { botTurns: done.botTurns }) };
    });
  }

  /** The alarm: the game's next deadline, reminder or bot turn has come. */
  override async alarm(): Promise<void> {
    const gameId = await this.ctx.storage.get<string>('gameId');
    if (!gameId) return;
    const answer = await this.clocks(gameId, 0, Date.now(), false);
    // A refusal (the game is gone) ends the alarms; a fault throws, and the runtime retries the alarm.
    if (!answer.ok) await this.ctx.storage.deleteAlarm();
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

  /**
   * Sets the object's alarm to the game's next check (`next_check_at`: a deadline, a reminder, a
   * bot turn left for later), or removes it when there is none; remembers the game's id for the
   * alarm, which is called without one.
   */
  private async schedule(game: GameRow): Promise<void> {
    if (this.named !== game.id) {
      await this.ctx.storage.put('gameId', game.id);
      this.named = game.id;
    }
    const at = game.status === 'active' ? game.nextCheckAt : null;
    if (at === null) await this.ctx.storage.deleteAlarm();
    else if ((await this.ctx.storage.getAlarm()) !== at) await this.ctx.storage.setAlarm(at);
  }

  /** The seat of `tokenHash` on the row held, or on a fresh read of the game (which is then held). */
  private async seatOf(db: Db, tokenHash: string | null): Promise<LoadedGame> {
    const seat = tokenHash === null ? null : this.held?.row.seats.find((s) => s.tokenHash === tokenHash)?.seat;
    // A seat's payload needs the log tail too: a row held without it is read again with it.
    if (this.held?.tail && seat !== undefined) return { game: this.held.row, seat, ...(this.held.tail ? { log: this.held.tail } : {}) };
    const loaded = await loadGame(db, this.gameId, tokenHash, {});
    this.held = { row: loaded.game, ...(loaded.log && !loaded.game.recordKey ? { tail: loaded.log } : {}) };
    return loaded;
  }

  /** Holds what a move or take-back committed, tells the sockets, and builds the seat's answer. */
  private async answered(db: Db, loaded: LoadedGame, played: Played): Promise<SeatAnswer> {
    const { game, outbox, tail } = played;
    const log = tail ?? (await readLog(db, game));
    this.held = { row: game, ...(game.recordKey ? {} : { tail: log }) };
    if (game.revision !== loaded.game.revision) {
      await this.broadcast(game.revision);
      await this.schedule(game);
    }
    return { payload: buildPayload(rulesetOf(game), game, loaded.seat, log), etag: etagFor(game, loaded.seat), outbox };
  }

  /**
   * Stores the highest revision told and tells every socket: a page that said hello gets its own
   * payload (`state`, built by the same view code as `GET`, once per seat), any other a `changed`
   * frame naming the revision. Without a row held (a change another writer made) the row and its
   * tail are read once, and only if some page said hello.
   */
  private async broadcast(revision: number): Promise<number> {
    const last = (await this.ctx.storage.get<number>('revision')) ?? 0;
    if (revision > last) await this.ctx.storage.put('revision', revision);
    const changed = JSON.stringify({ type: 'changed', revision: Math.max(revision, last) } satisfies ChangedFrame);
    const sockets = this.ctx.getWebSockets();
    const info = sockets.map((ws) => ws.deserializeAttachment() as SocketInfo | null);
    let held = this.held;
    const greeted = info.find((i) => i?.hello);
    if (greeted && !held?.tail) {
      const loaded = await loadGame(createDb(this.env.DB), greeted.gameId, null, {}).catch(() => null);
      if (loaded && !loaded.game.recordKey) held = this.held = { row: loaded.game, ...(loaded.log ? { tail: loaded.log } : {}) };
    }
    const frames = new Map<number | null, string>();
    let sent = 0;
    sockets.forEach((ws, i) => {
      const hello = info[i]?.hello;
      let frame = changed;
      if (hello && held) {
        frame = frames.get(hello.seat) ?? JSON.stringify({ type: 'state', payload: this.payloadOf(held, hello.seat) } satisfies ServerFrame);
        frames.set(hello.seat, frame);
      }
      try {
        ws.send(frame);
        sent++;
      } catch {
        // a socket closing right now: the runtime drops it
      }
    });
    return sent;
  }

  /** The payload `GET /api/games/:id` gives `seat` for the row held (the same code, worker/store/payload.ts). */
  private payloadOf(held: Held, seat: number | null): GamePayload {
    return buildPayload(rulesetOf(held.row), held.row, seat, held.tail ?? { start: held.row.logLength, entries: [] });
  }
}

function send(ws: WebSocket, frame: ServerFrame): void {
  try {
    ws.send(JSON.stringify(frame));
  } catch {
    // a socket closing right now
  }
}
