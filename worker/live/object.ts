/**
 * The game's Durable Object, one per game id: the one writer of its game and the holder of its
 * pages' sockets. This file is its entry and its socket plumbing only. Every change to the game
 * runs here one at a time (`run`), against the row it keeps in memory between changes (read from
 * D1 when it wakes: ./held.ts); it writes the move store's one guarded batch (D1 stays the store
 * of record, and the guard a second line for the writers outside it, such as an absence), and only
 * then answers and tells the sockets: a socket that said `hello` gets its own payload (`state`,
 * built by ./frames.ts), any other a `changed` frame.
 *
 * A command (schema/commands.ts, and the writer's housekeeping, ./housekeeping.ts), from an HTTP
 * route, a socket frame, the cron, the alarm or another writer, has one entry, `command`: it is
 * queued, another seat's take-back window is published first where the command asks, its handler
 * (./commands/, one file a command) decides and returns a `Change` or the plan of the batch that
 * makes it (./desk.ts `Outcome`); the writer runs the batch (`write`), then applies the change
 * (`apply`: the row held, the pages' frames, the alarm, ./alarm.ts) around the answer. The
 * take-back window is ./window.ts. See docs/architecture.md, "How a move travels", "How a page
 * learns of a change" and "The take-back window".
 */
import { DurableObject } from 'cloudflare:workers';
import type { GameRow } from '@db/schema';
import { type ClientMessage, clientMessage } from '@schema/commands';
import { OPEN_COMMANDS, type WriterCommand } from './housekeeping';
import { type ChangedFrame, MAX_CLIENT_MESSAGE_BYTES, type ServerFrame } from '@schema/wire';
import type { Env } from '../store/env';
import { Refusal, errors, refusalValue } from '../store/refusal';
import { readConfig, requestConfig } from '../store/notify-config';
import { deliver } from '../notify/outbox';
import { type D1Stats, countingD1 } from '../store/d1-stats';
import { type Db, createDb } from '../store/db';
import { type Held, loadGame } from '../store/games';
import { bearerToken, hashToken } from '../store/ids';
import { addSeatCalendar } from '../store/payload';
import { type SeatAddress, seatAddresses } from '../store/mail-addresses';
import { AlarmClock } from './alarm';
import { HANDLERS } from './commands.generated';
import { type SocketInfo, framePayload, payloadOf, send, socketInfo, tellMover } from './frames';
import { type HeldSlot, fresh, seatOf } from './held';
import type { Answer, Asker, Change, Desk, Handler, OpenAsker, Outcome, SeatAnswer } from './desk';
import { TakeBackWindow, type WindowHost } from './window';

import { gameEnded } from './ended';

export type { Answer, Asker, Pending, Refused, SeatAnswer } from './desk';

/**
 * Messages one socket may send in a window before it is refused `rate_limited`: the HTTP routes'
 * per-seat limit (60 actions in 10 s) with room for hellos, counted whether or not RATE_LIMITS
 * is off (a page never comes near it).
 */
export const SOCKET_MESSAGES = { limit: 120, windowMs: 10_000 };

/** How long a seat command on a socket that has not said hello waits for a hello to begin. */
const HELLO_WAIT_MS = 1_000;

/** Each command's handler, by its type. */
const handlers = new Map<string, Handler<WriterCommand['type']>>(HANDLERS.map((h) => [h.type, h as Handler<WriterCommand['type']>]));

export class GameLive extends DurableObject<Env> {
  /** Another game's writer (a rematch's), typed; announce.ts's `liveObject` would make an import loop. */
  private writerOf(gameId: string): DurableObjectStub<GameLive> {
    const live = this.env.LIVE as unknown as DurableObjectNamespace<GameLive>;
    return live.get(live.idFromName(gameId));
  }

  /** The game row as this writer last read or wrote it, and its log tail. */
  private held: Held | undefined;
  /** Messages each socket sent in its current window (reset by hibernation, which only a quiet socket reaches). */
  private counted = new WeakMap<WebSocket, { start: number; n: number }>();
  /** A socket's hello while its token is checked, by the socket's id: a command sent right behind it waits for it. */
  private greeting = new Map<string, Promise<void>>();
  /** A command that came before its socket's hello had begun, by the socket's id: woken when the hello begins. */
  private early = new Map<string, () => void>();
  /** The game this object writes (every change names it: `idFromName(gameId)`). */
  private gameId = '';
  /** The changes waiting their turn: each runs after the one before has answered and told the pages. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The D1 work counted while a test sets it (through `runInDurableObject`). */
  private tally: D1Stats | undefined;
  /** The running change's work for after its answer (`afterAnswer`). */
  private after: (() => Promise<unknown>)[] = [];
  /** The mover's actions inside the take-back window (./window.ts). */
  private readonly window: TakeBackWindow;
  /** What the handlers and the window are given of this writer (./desk.ts). */
  private readonly desk: Desk & WindowHost;
  /** The row held, as ./held.ts reads and sets it. */
  private readonly slot: HeldSlot;
  /** The alarm at the game's next due time (./alarm.ts). */
  private readonly alarms: AlarmClock;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alive pings are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
    const self = this;
    this.slot = {
      get gameId() {
        return self.gameId;
      },
      get held() {
        return self.held;
      },
      set held(held) {
        self.held = held;
      },
    };
    this.desk = {
      env,
      get gameId() {
        return self.gameId;
      },
      get held() {
        return self.held;
      },
      get window() {
        return self.window;
      },
      seatsListening: () => this.seatsListening(),
      seatOf: (db, tokenHash) => seatOf(this.slot, db, tokenHash),
      fresh: (db) => fresh(this.slot, db),
      payloadOf: (held, seat, tokenHash) => payloadOf(this.window, held, seat, tokenHash),
      elsewhere: (gameId, command, asker) => this.writerOf(gameId).command(gameId, command, asker, false) as Promise<Answer<unknown>>,
    };
    this.window = new TakeBackWindow(ctx.storage, this.desk);
    this.alarms = new AlarmClock(ctx.storage, this.window);
  }

  /**
   * `GET /api/health`'s probe (worker/ops/health.ts): answers from an object of a fixed name no game
   * can have, touching no storage, no game and no alarm: it shows only that an object of this
   * namespace starts and answers.
   */
  ping(): 'pong' {
    return 'pong';
  }

  /** The upgrade, forwarded by the worker's `GET /api/games/:id/updates` once it has checked the game exists. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    const url = new URL(request.url);
    const gameId = /^\/api\/games\/([a-z0-9]{1,32})\/updates$/.exec(url.pathname)?.[1] ?? '';
    server.serializeAttachment({ gameId, url: url.origin, sid: crypto.randomUUID() } satisfies SocketInfo);
    const last = await this.ctx.storage.get<number>('revision');
    if (last !== undefined) server.send(JSON.stringify({ type: 'changed', revision: last } satisfies ChangedFrame));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** A page's message: `hello`, `act` or `undo` (anything else is refused; pings never reach here). */
  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const info = socketInfo(ws);
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
    let parsed: ClientMessage | null = null;
    try {
      if (text.length <= MAX_CLIENT_MESSAGE_BYTES) {
        const checked = clientMessage.safeParse(JSON.parse(text));
        if (checked.success) parsed = checked.data;
      }
    } catch {
      // not JSON: refused below
    }
    if (!parsed) {
      send(ws, { type: 'refused', error: { code: 'invalid_body', message: 'A socket message is a JSON hello, act, undo or publish (see the API contract).' } });
      return;
    }
    // A socket that connected before sockets had ids (a deploy meanwhile) is known by its game alone.
    const sid = info.sid ?? info.gameId;
    if (parsed.type === 'hello') {
      const greeted = this.hello(ws, info, parsed.token);
      const done = greeted.catch(() => undefined);
      this.greeting.set(sid, done);
      this.early.get(sid)?.();
      this.early.delete(sid);
      await greeted;
      if (this.greeting.get(sid) === done) this.greeting.delete(sid);
      return;
    }
    // A page reopening with a queued move sends it in the same breath as its hello: the move is
    // judged by the seat the hello proves, not by the socket's state while the token is checked.
    // Under load the runtime was once seen to start the move's handler before the hello's (the
    // move refused as a stranger's, then the hello's state: live-play.test.ts), so a move on a
    // socket whose hello has not begun waits a moment for one.
    let greeting = this.greeting.get(sid);
    if (!greeting && !info.hello) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, HELLO_WAIT_MS);
        this.early.set(sid, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      greeting = this.greeting.get(sid);
    }
    await greeting;
    const seat = socketInfo(ws)?.hello?.tokenHash;
    if (!seat) {
      const error = errors.unauthorized();
      send(ws, { type: 'refused', id: parsed.id, error: { code: error.code, message: error.message } });
      return;
    }
    const now = Date.now();
    const id = parsed.id;
    // The ack (or refusal) goes out as soon as the change is committed, before the frames of the
    // other pages are built (`afterAnswer`), as an HTTP answer does.
    const reply = (answer: Answer<SeatAnswer>) =>
      send(
        ws,
        answer.ok
          ? { type: 'ack', id, payload: answer.value.payload }
          : { type: 'refused', id, error: { code: answer.error.code, message: answer.error.message } },
      );
    const { id: _id, ...command } = parsed;
    const answer = await this.perform<SeatAnswer>(info.gameId, command, { tokenHash: seat, now, url: info.url }, false, reply);
    if (!answer.ok) return;
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
        return await seatOf(this.slot, db, tokenHash);
      } catch (err) {
        // A token this game does not take leaves the socket a spectator's (contract).
        if (!(err instanceof Refusal) || (err.code !== 'unauthorized' && err.code !== 'not_your_seat')) throw err;
        send(ws, { type: 'refused', error: { code: 'unauthorized', message: err.message } });
        return seatOf(this.slot, db, null);
      }
    });
    if (!answer.ok) {
      send(ws, { type: 'refused', error: { code: answer.error.code, message: answer.error.message } });
      return;
    }
    const seat = answer.value.seat;
    await this.window.load();
    ws.serializeAttachment({ ...info, hello: { seat, tokenHash: seat === null ? null : tokenHash } } satisfies SocketInfo);
    const held = this.held;
    if (held) {
      const addresses = seat === null ? new Map() : await seatAddresses(this.db(), held.row.id);
      send(ws, { type: 'state', payload: await framePayload(this.env, this.window, held, seat, tokenHash, info.url, addresses) });
    }
  }

  /**
   * A seat's command (schema/commands.ts): the one entry of the HTTP routes and the mail replies
   * that change the game as a seat. `asker`: the seat token's hash, the time, the origin asked from.
   */
  async command(gameId: string, command: WriterCommand, asker: OpenAsker, count: boolean): Promise<Answer<unknown>> {
    return this.perform(gameId, command, asker, count);
  }

  /** Queues `command`, publishes a window first where it asks, runs its handler and applies the change it returns. */
  private perform<T>(gameId: string, command: WriterCommand, asker: OpenAsker, count: boolean, reply?: (answer: Answer<T>) => void): Promise<Answer<T>> {
    return this.run(
      gameId,
      count,
      async (db) => {
        const handler = handlers.get(command.type);
        if (!handler) throw errors.invalidBody(`There is no command "${command.type}".`);
        // Only the open commands (a newcomer's, the housekeeping) come without a seat's token.
        if (asker.tokenHash === null && !OPEN_COMMANDS.has(command.type)) throw errors.unauthorized();
        if (handler.publishFirst) await this.write(db, await this.window.publish(db, asker.now));
        const value = await this.write(db, await handler.run(this.desk, db, command, asker as Asker));
        // A seat's answer carries its calendar's URL, as its GET does (`addSeatCalendar`).
        // (The housekeeping commands come from no request: no origin, and no seat's answer.)
        return (await addSeatCalendar(value, this.held?.row, () => (asker.url ? requestConfig(this.env, asker.url) : readConfig(this.env)))) as T;
      },
      reply,
    );
  }

  /**
   * Writes what a handler decided: the batch of its plan (one on every path whose guard holds;
   * a lost guard's plan may ask for one more, on the row read again), then applies the change its
   * results make, and a change to apply first (a window published before the command) before the
   * rest of the command decides.
   */
  private async write<T>(db: Db, decided: Change<T> | Outcome<T>): Promise<T> {
    let step: Outcome<T> = 'value' in decided ? { done: decided } : decided;
    for (;;) {
      while ('commit' in step) step = await step.settle(await db.batch(step.commit));
      const change = step.done;
      if (!('before' in change)) return this.apply(change);
      await this.apply(change.before);
      step = await change.next();
    }
  }

  /**
   * Applies a handler's change: the row to hold, every page's frame (before the answer, or after
   * it), the alarm, and the mover's own sockets' payload.
   */
  private async apply<T>(change: Change<T>): Promise<T> {
    if (change.hold !== undefined) this.held = change.hold ?? undefined;
    const frames = change.frames;
    if (frames && !frames.after) await this.broadcast(frames.revision, frames.addresses);
    if (change.alarm) await this.committed(change.alarm);
    if (change.mover) await tellMover(this.env, this.db(), this.window, this.ctx.getWebSockets(), change.mover);
    if (frames?.after) this.afterAnswer(() => this.broadcast(frames.revision, frames.addresses));
    const outbox = change.outbox;
    if (outbox) {
      // Delivered once the command is answered, and never in its queue's way.
      this.afterAnswer(async () =>
        this.ctx.waitUntil(
          deliver(createDb(this.env.DB), requestConfig(this.env, outbox.url), outbox.now, { ids: outbox.ids }).catch((err) =>
            console.error('outbox delivery failed', err),
          ),
        ),
      );
    }
    return change.value;
  }

  /** The alarm: the game's next deadline, reminder or bot turn, or the end of a take-back window, has come. */
  override async alarm(): Promise<void> {
    const gameId = await this.alarms.gameId();
    if (!gameId) return;
    const now = Date.now();
    const pending = await this.window.load();
    if (pending && pending.until <= now) {
      const published = await this.run(gameId, false, async (db) => this.write(db, await this.window.publish(db, now)));
      if (!published.ok && published.error.fault) throw new Error(`publishing the take-back window failed: ${published.error.message}`);
      if (!published.ok) await this.window.save(null);
    }
    const answer = await this.perform(gameId, { type: 'clocks', seen: 0 }, { tokenHash: null, now, url: '' }, false);
    // A refusal (the game is gone) ends the alarms; a fault throws, and the runtime retries the alarm.
    if (!answer.ok && answer.error.fault) throw new Error(`the game's timed work failed: ${answer.error.message}`);
    if (!answer.ok) await this.alarms.clear();
  }

  /** The D1 binding, counted while a test asks (`tally`). */
  private d1(): D1Database {
    return this.tally ? countingD1(this.env.DB, this.tally) : this.env.DB;
  }

  private db(): Db {
    return createDb(this.d1());
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  /**
   * Runs one change after those before it; a refusal is a value, and drops the row held (the next
   * change reads it again). `reply` (a socket's ack) is called with the answer as soon as it is
   * known; the change's `afterAnswer` work (the other pages' frames) runs after that, and the
   * next change waits for it, so pages see the changes in order.
   */
  private run<T>(gameId: string, count: boolean, change: (db: Db) => Promise<T>, reply?: (answer: Answer<T>) => void): Promise<Answer<T>> {
    // A writer holds one game; a row held for another name would be a bug, never a guess.
    if (this.held && this.held.row.id !== gameId) this.held = undefined;
    this.gameId = gameId;
    const next = this.queue.then(async (): Promise<Answer<T>> => {
      const stats: D1Stats | undefined = count ? { queries: 0, rowsRead: 0, rowsWritten: 0 } : undefined;
      const db = stats ? createDb(countingD1(this.d1(), stats)) : this.db();
      const extra = stats ? { stats } : {};
      this.after = [];
      let answer: Answer<T>;
      try {
        answer = { ok: true, value: await change(db), ...extra };
      } catch (err) {
        this.held = undefined;
        this.after = [];
        // A fault travels back as a value too: thrown across the RPC boundary, the runtime would
        // also report it as an uncaught exception of the object. The caller throws it (writer.ts).
        if (!(err instanceof Refusal)) {
          const message = err instanceof Error ? err.message : String(err);
          answer = { ok: false, error: { code: 'internal', message, fault: true }, ...extra };
        } else answer = { ok: false, error: refusalValue(err), ...extra };
      }
      reply?.(answer);
      return answer;
    });
    const after = next.then(() => this.runAfter());
    this.ctx.waitUntil(after);
    this.queue = after.catch(() => undefined);
    return next;
  }

  /** Work of the change now running that its answer need not wait for: run once it is answered, before the next change. */
  private afterAnswer(work: () => Promise<unknown>): void {
    this.after.push(work);
  }

  private async runAfter(): Promise<void> {
    const work = this.after;
    this.after = [];
    for (const w of work) {
      // The change is committed and answered: a failure here (D1 down while reading addresses)
      // leaves some pages without this frame, which their next poll or frame makes good.
      await w().catch((err: unknown) => console.error("the game's writer: telling the pages failed", err));
    }
  }

  /** Whether a seat's socket (not a spectator's) said hello: its frames need every seat's address. */
  private seatsListening(): boolean {
    return this.ctx.getWebSockets().some((ws) => {
      const hello = socketInfo(ws)?.hello;
      return hello !== undefined && hello.seat !== null;
    });
  }

  /**
   * After a change committed `game`: what its end sets going elsewhere (a tournament moves on:
   * ./ended.ts, whose announcements go to the other games' writers), and the alarm (./alarm.ts).
   */
  private async committed(game: GameRow): Promise<void> {
    gameEnded(this.env, this.ctx, game, (id, revision) =>
      this.ctx.waitUntil(
        this.writerOf(id)
          .command(id, { type: 'changed', revision }, { tokenHash: null, now: Date.now(), url: '' }, false)
          .catch(() => undefined),
      ),
    );
    await this.alarms.schedule(game);
  }

  /**
   * Stores the highest revision told and tells every socket: a page that said hello gets its own
   * payload (`state`, built by the same view code as `GET`, once per seat), any other a `changed`
   * frame naming the revision. Without a row held (a change another writer made) the row and its
   * tail are read once, and only if some page said hello.
   */
  private async broadcast(revision: number, known?: Map<number, SeatAddress | null>): Promise<number> {
    await this.window.load();
    const last = (await this.ctx.storage.get<number>('revision')) ?? 0;
    // Only the first frame of a new socket reads it back: no answer waits for its write.
    if (revision > last) await this.ctx.storage.put('revision', revision, { allowUnconfirmed: true });
    const changed = JSON.stringify({ type: 'changed', revision: Math.max(revision, last) } satisfies ChangedFrame);
    const sockets = this.ctx.getWebSockets();
    const info = sockets.map((ws) => socketInfo(ws));
    let held = this.held;
    const greeted = info.find((i) => i?.hello);
    if (greeted && !held?.tail) {
      const loaded = await loadGame(this.db(), greeted.gameId, null, {}).catch(() => null);
      if (loaded && !loaded.game.recordKey) held = this.held = { row: loaded.game, ...(loaded.log ? { tail: loaded.log } : {}) };
    }
    // A socket whose token the row no longer holds is a spectator's before any frame of this change.
    if (held) this.demoteRetired(held.row, sockets, info);
    // A seat's frame is its GET: its own address too, all of them read in one query.
    const addresses = known ?? (held && info.some((i) => i?.hello && i.hello.seat !== null) ? await seatAddresses(this.db(), held.row.id) : new Map());
    const frames = new Map<number | null, string>();
    let sent = 0;
    for (const [i, ws] of sockets.entries()) {
      const socket = info[i];
      const hello = socket?.hello;
      let frame = changed;
      if (socket && hello && held) {
        const pending = this.window.current;
        const key = pending && hello.tokenHash === pending.tokenHash ? -1 : hello.seat;
        frame =
          frames.get(key) ??
          JSON.stringify({
            type: 'state',
            payload: await framePayload(this.env, this.window, held, hello.seat, hello.tokenHash, socket.url, addresses),
          } satisfies ServerFrame);
        frames.set(key, frame);
      }
      try {
        ws.send(frame);
        sent++;
      } catch {
        // a socket closing right now: the runtime drops it
      }
    }
    return sent;
  }

  /**
   * A socket's seat is the token it proved at hello (issue #43, item 1): a socket whose token the
   * row no longer holds for that seat (the table gave the seat to someone new, or any other change
   * retired it) becomes a spectator's, told once as a hello with a dead token is, so no frame of
   * the seat reaches it from this change on. `info` is updated in place.
   */
  private demoteRetired(row: GameRow, sockets: WebSocket[], info: (SocketInfo | null)[]): void {
    for (const [i, ws] of sockets.entries()) {
      const socket = info[i];
      const hello = socket?.hello;
      if (!socket || !hello || hello.seat === null) continue;
      if (row.seats.some((s) => s.seat === hello.seat && s.tokenHash !== undefined && s.tokenHash === hello.tokenHash)) continue;
      const demoted: SocketInfo = { ...socket, hello: { seat: null, tokenHash: null } };
      info[i] = demoted;
      try {
        ws.serializeAttachment(demoted);
        send(ws, {
          type: 'refused',
          error: { code: 'unauthorized', message: 'This seat is no longer held by your link: you now watch the game as a spectator.' },
        });
      } catch {
        // a socket closing right now
      }
    }
  }
}
