/**
 * The game's Durable Object, one per game id: the one writer of its game and the holder of its
 * pages' sockets. Every change to the game runs here one at a time (`run`), against the row it
 * keeps in memory between changes (read from D1 when it wakes); it commits through the move
 * store's one guarded batch (D1 stays the store of record, and the guard a second line for the
 * writers outside it, such as an absence), and only then answers and tells the sockets: a socket
 * that said `hello` gets its own payload (`state`), any other a `changed` frame.
 *
 * A seat's command (schema/commands.ts), from an HTTP route or a socket frame, has one entry,
 * `command`: it is queued, another seat's take-back window is published first where the command
 * asks, its handler (./commands/, one file a command) decides and returns a `Change`
 * (./desk.ts), which is applied here (the row held, the alarm, the pages' frames) around the
 * answer. The take-back window is ./window.ts. See docs/architecture.md, "How a move travels",
 * "How a page learns of a change" and "The take-back window".
 */
import { DurableObject } from 'cloudflare:workers';
import type { GameRow, SeatInfo } from '@db/schema';
import * as z from 'zod';
import type { ClaimBody, GamePayload, JoinGameBody, RematchJoined } from '@schema/api';
import { type GameCommand, socketCommand } from '@schema/commands';
import { rematch } from '../table/table';
import { compactGame, restateGame } from '../archive/compact';
import { type ChangedFrame, MAX_CLIENT_MESSAGE_BYTES, type ServerFrame } from '@schema/wire';
import type { Env } from '../env';
import { Refusal, type RefusalValue, errors, fromValue, refusalValue } from '../refusal';
import { requestConfig } from '../notify/config';
import { deliver } from '../notify/outbox';
import { type D1Stats, countingD1 } from '../store/d1-stats';
import { type Db, createDb } from '../store/db';
import { type Held, type LoadedGame, joinGame, loadGame, playBotTurns, rulesetOf } from '../store/games';
import { bearerToken, hashToken } from '../store/ids';
import { type CommitResult, type RepairOutcome, commitActions, repairGame } from '../store/move-store';
import { addSeatOwn, buildPayload } from '../store/payload';
import { type SeatAddress, seatAddresses } from '../notify/addresses';
import { nextAlarm } from './due';
import { type ClockReport, type CloseKind, checkClocks, closeCommit } from '../scheduled';
import { claimSeat } from '../table/absent';
import { cancelCommit, dueForCancel } from '../table/resign';
import { HANDLERS } from './commands.generated';
import type { Asker, Change, Desk, Handler, SeatAnswer } from './desk';
import { TakeBackWindow, type WindowHost } from './window';

import { gameEnded } from './ended';

export type { Asker, Pending, SeatAnswer } from './desk';

/** A refusal as it crosses the RPC boundary (a class is not kept there), or a fault (D1 down, a bug): the caller throws it as its own (writer.ts). */
export type Refused = RefusalValue & { fault?: true };

/** What the writer answers a route: the value or the refusal, and the D1 work it did when asked to count it. */
export type Answer<T> = ({ ok: true; value: T } | { ok: false; error: Refused }) & { stats?: D1Stats };

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

/** A page's message on the socket: the contract's hello, and the seat commands a socket may send (schema/commands.ts). */
const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), token: z.string().max(200).optional() }).strict(),
  ...socketCommand.options,
]);

/** Each command's handler, by its type. */
const handlers = new Map<string, Handler<GameCommand['type']>>(HANDLERS.map((h) => [h.type, h as Handler<GameCommand['type']>]));

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
  /** The game this object writes (every change names it: `idFromName(gameId)`). */
  private gameId = '';
  /** The game id this object has stored for its alarm. */
  private named: string | undefined;
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

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alive pings are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
    const self = this;
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
      hold: (held) => {
        this.held = held;
      },
      seatsListening: () => this.seatsListening(),
      seatOf: (db, tokenHash) => this.seatOf(db, tokenHash),
      fresh: (db) => this.fresh(db),
      payloadOf: (held, seat, tokenHash) => this.payloadOf(held, seat, tokenHash),
      apply: (change) => this.apply(change),
      schedule: (game) => this.schedule(game),
      broadcast: (revision) => this.broadcast(revision),
      tellMover: (held, seat, tokenHash) => this.tellMover(held, seat, tokenHash),
      waitUntil: (work) => this.ctx.waitUntil(work),
    };
    this.window = new TakeBackWindow(ctx.storage, this.desk);
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
      send(ws, { type: 'refused', error: { code: 'invalid_body', message: 'A socket message is a JSON hello, act, undo or publish (see the API contract).' } });
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
        return await this.seatOf(db, tokenHash);
      } catch (err) {
        // A token this game does not take leaves the socket a spectator's (contract).
        if (!(err instanceof Refusal) || (err.code !== 'unauthorized' && err.code !== 'not_your_seat')) throw err;
        send(ws, { type: 'refused', error: { code: 'unauthorized', message: err.message } });
        return this.seatOf(db, null);
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
      send(ws, { type: 'state', payload: await this.framePayload(held, seat, tokenHash, info.url, addresses) });
    }
  }

  /**
   * A seat's command (schema/commands.ts): the one entry of the HTTP routes and the mail replies
   * that change the game as a seat. `asker`: the seat token's hash, the time, the origin asked from.
   */
  async command(gameId: string, command: GameCommand, asker: Asker, count: boolean): Promise<Answer<unknown>> {
    return this.perform(gameId, command, asker, count);
  }

  /** Queues `command`, publishes a window first where it asks, runs its handler and applies the change it returns. */
  private perform<T>(gameId: string, command: GameCommand, asker: Asker, count: boolean, reply?: (answer: Answer<T>) => void): Promise<Answer<T>> {
    return this.run(
      gameId,
      count,
      async (db) => {
        const handler = handlers.get(command.type);
        if (!handler) throw errors.invalidBody(`There is no command "${command.type}".`);
        if (handler.publishFirst) await this.window.publish(db, asker.now);
        return (await this.apply(await handler.run(this.desk, db, command, asker))) as T;
      },
      reply,
    );
  }

  /** Applies a handler's change: the row to hold, the alarm, and every page's frame (before the answer, or after it). */
  private async apply<T>(change: Change<T>): Promise<T> {
    if (change.hold !== undefined) this.held = change.hold ?? undefined;
    if (change.alarm) await this.schedule(change.alarm);
    const frames = change.frames;
    if (frames?.after) this.afterAnswer(() => this.broadcast(frames.revision, frames.addresses));
    else if (frames) await this.broadcast(frames.revision, frames.addresses);
    return change.value;
  }

  /** `POST /api/games/:id/claim`: someone new takes a seat the table gave away. */
  async claim(gameId: string, body: ClaimBody, url: string, now: number, count: boolean, playerId: string | null = null) {
    return this.run(gameId, count, async (db) => {
      await this.window.publish(db, now);
      const game = (await loadGame(db, gameId, null)).game;
      const { game: after, ...claimed } = await claimSeat(db, game, requestConfig(this.env, url).secret, body, now, playerId);
      this.held = { row: after };
      await this.broadcast(after.revision);
      await this.schedule(after);
      return claimed;
    });
  }

  /**
   * The payload of the seat whose token hash is `tokenHash` while its actions wait inside the
   * take-back window (`GET /api/games/:id` asks it of a window game's seat), or null: no
   * action of that seat is pending, and D1's row is what it sees.
   */
  async pendingView(gameId: string, tokenHash: string): Promise<Answer<{ payload: GamePayload; etag: string } | null>> {
    return this.run(gameId, false, async (db) => {
      const pending = await this.window.load();
      if (!pending || pending.tokenHash !== tokenHash) return null;
      const loaded = await this.seatOf(db, tokenHash);
      return this.window.view(loaded.game, loaded.log, pending);
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
    as: { client?: string; invite?: string; playerId?: string | null; rematchFrom?: number } = {},
  ) {
    return this.run(gameId, count, async (db) => {
      const { game, ...joined } = await joinGame(db, requestConfig(this.env, url), code, body, now, as);
      this.held = { row: game };
      await this.broadcast(game.revision);
      await this.schedule(game);
      return joined;
    });
  }

  /**
   * `POST /api/games/:id/rematch` on this (finished) game: its link to the rematch is written in
   * this writer's queue, and the seat a player takes in the rematch by that game's own writer,
   * which tells its pages; this one tells its own. `tokenHash`: the asking seat's.
   */
  async rematch(gameId: string, tokenHash: string, url: string, now: number, count: boolean): Promise<Answer<RematchJoined>> {
    return this.run(gameId, count, async (db) => {
      const loaded = await loadGame(db, gameId, tokenHash);
      const {
        linked,
        revision: _told,
        ...joined
      } = await rematch(db, requestConfig(this.env, url), loaded, now, async (_db, _config, nextId, code, body, at, as) => {
        const answer = (await this.writerOf(nextId).join(nextId, code, body, url, at, false, as)) as unknown as Answer<{
          seat: number;
          token: string;
          outbox: string[];
        }>;
        if (!answer.ok) throw fromValue(answer.error);
        return answer.value;
      });
      if (linked !== undefined) {
        this.held = undefined;
        await this.broadcast(linked);
      }
      return joined;
    });
  }

  /**
   * Another writer changed this game's row (an absence, worker/store/away.ts): the row held from
   * before is dropped, the pages are told, and the alarm moves to the row's next check.
   */
  async timeChanged(gameId: string, revision: number): Promise<void> {
    await this.run(gameId, false, async (db) => {
      if (this.held && this.held.row.revision < revision) this.held = undefined;
      const game = this.held?.row ?? (await loadGame(db, gameId, null)).game;
      // An absence changes only the time rules and the next check, never the position: a window
      // played on the row before it moves onto it (every other change publishes the window first).
      const pending = await this.window.load();
      if (pending && pending.base.version === game.version && pending.base.revision < game.revision) {
        await this.window.save({ ...pending, base: { version: game.version, revision: game.revision } });
      }
      await this.broadcast(Math.max(revision, game.revision));
      await this.schedule(game);
    });
  }

  /**
   * Bot turns left over by a request that reached the per-request cap, continued for a read of
   * the game (`GET /api/games/:id`): the game as it now stands and the outbox rows to deliver.
   */
  async continueBots(gameId: string, seen: number, now: number, count: boolean): Promise<Answer<{ game: GameRow; outbox: string[] }>> {
    return this.run(gameId, count, async (db) => {
      await this.window.publish(db, now);
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
      let game = this.held && this.held.row.revision >= seen ? this.held.row : (await loadGame(db, gameId, null)).game;
      // A window that ended, or a clock due while an action waits in it: the action is published
      // first, so no deadline or bot acts on a state that hides it.
      const pending = await this.window.load();
      if (pending && (pending.until <= now || (game.nextCheckAt !== null && game.nextCheckAt <= now) || dueForCancel(game, now))) {
        game = (await this.window.publish(db, now))?.game ?? (await loadGame(db, gameId, null)).game;
      }
      const done = await checkClocks(db, game, now);
      if (done.game) {
        this.held = { row: done.game };
        await this.broadcast(done.game.revision);
      }
      await this.schedule(done.game ?? game);
      return { reminders: done.reminders, forfeit: done.forfeit, ...(done.botTurns === undefined ? {} : { botTurns: done.botTurns }) };
    });
  }

  /**
   * The cron closing this game (worker/scheduled.ts): a waiting game nobody finished joining
   * (`stale`, `expired`) or a game nobody played in for 7 days (`unstarted`), re-checked on the
   * row as it is now, in this writer's queue like any change. A window is published first, as
   * before any change: a game with an action in it has been played, and is not cancelled.
   * Whether it closed the game; the row held and the pages follow.
   */
  async close(gameId: string, kind: CloseKind, now: number): Promise<Answer<boolean>> {
    return this.run(gameId, false, async (db) => {
      await this.window.publish(db, now);
      const game = (await this.fresh(db)).row;
      let done: CommitResult | null = null;
      if (kind === 'unstarted') done = dueForCancel(game, now) ? await cancelCommit(db, game, now, 'unstarted') : null;
      else {
        const commit = closeCommit(game, kind, now);
        done = commit ? await commitActions(db, commit) : null;
      }
      if (!done?.ok) {
        this.held = undefined;
        return false;
      }
      this.held = { row: done.game, ...(done.tail ? { tail: done.tail } : {}) };
      await this.broadcast(done.game.revision);
      await this.schedule(done.game);
      return true;
    });
  }

  /** The cron's one-off repair of this game (`repairGame`), in this writer's queue, the window published first. */
  async repair(gameId: string, now: number): Promise<Answer<RepairOutcome>> {
    return this.run(gameId, false, async (db) => {
      await this.window.publish(db, now);
      const outcome = await repairGame(db, gameId, now);
      this.held = undefined;
      if (outcome === 'repaired') {
        const game = (await this.fresh(db)).row;
        await this.broadcast(game.revision);
        await this.schedule(game);
      }
      return outcome;
    });
  }

  /**
   * An account's deletion (worker/players/accounts.ts): its seats of this game are renamed `name`
   * and no longer signed in, in the row's seat list, in one guarded commit of this writer (the
   * revision moves, so every page sees it). A window stays open: the names change nothing its
   * actions may do, so it is moved onto the renamed row and published when it would have been.
   */
  async renameSeats(gameId: string, list: number[], name: string): Promise<Answer<number>> {
    return this.changeSeats(gameId, list, (s) => {
      const { signedIn: _p, ...rest } = s;
      return { ...rest, name };
    });
  }

  /**
   * A sign-in claimed these seats for its player (worker/players/accounts.ts claimSeats): the row's
   * seat list says they are signed in (`players[].signedIn` in the payload), as renameSeats does.
   */
  async signSeats(gameId: string, list: number[]): Promise<Answer<number>> {
    return this.changeSeats(gameId, list, (s) => ({ ...s, signedIn: true }));
  }

  /** One guarded commit that changes only the listed seats of the row's seat list (nothing when none changes). */
  private async changeSeats(gameId: string, list: number[], edit: (s: SeatInfo) => SeatInfo): Promise<Answer<number>> {
    return this.run(gameId, false, async (db) => {
      const pending = await this.window.load();
      for (let attempt = 0; attempt < 3; attempt++) {
        const { row: game, tail } = await this.fresh(db);
        const seats = game.seats.map((s) => (list.includes(s.seat) ? edit(s) : s));
        if (JSON.stringify(seats) === JSON.stringify(game.seats)) return game.revision;
        // A bare change of the seat list: the take-back the row allows stays, as does everything else.
        const done = await commitActions(db, { game, steps: [], from: game.status, set: { seats, undoSeat: game.undoSeat, undoState: game.undoState } });
        if (!done.ok) continue;
        this.held = { row: done.game, ...(tail ? { tail } : {}) };
        if (pending && pending.base.version === game.version && pending.base.revision === game.revision) {
          await this.window.save({ ...pending, base: { version: done.game.version, revision: done.game.revision } });
        }
        await this.broadcast(done.game.revision);
        return done.game.revision;
      }
      throw new Error(`changing the seats of ${gameId}: three commits in a row lost their guard`);
    });
  }

  /**
   * The end of the take-back window as of `now` (`POST /api/dev/scheduled?time=` moving time
   * forward, worker/live/writer.ts): a window whose `until` has passed is published as its alarm
   * would. Whether it published. Quiet: an object with nothing pending reads nothing from D1.
   */
  async windowDue(gameId: string, now: number): Promise<Answer<boolean>> {
    return this.run(gameId, false, async (db) => {
      const pending = await this.window.load();
      if (!pending || pending.until > now) return false;
      await this.window.publish(db, now);
      return true;
    });
  }

  /**
   * The cron's compaction of this finished game into R2 (or the restating of an old compacted one),
   * run in this writer's queue like any change: the row it held is dropped, its rows having moved.
   */
  async compact(gameId: string, kind: 'compact' | 'restate'): Promise<Answer<boolean>> {
    return this.run(gameId, false, async (db) => {
      const done = kind === 'compact' ? await compactGame(db, this.env.RECORDS, gameId) : await restateGame(db, this.env.RECORDS, gameId);
      if (done) this.held = undefined;
      return done;
    });
  }

  /** The alarm: the game's next deadline, reminder or bot turn, or the end of a take-back window, has come. */
  override async alarm(): Promise<void> {
    const gameId = await this.ctx.storage.get<string>('gameId');
    if (!gameId) return;
    const now = Date.now();
    const pending = await this.window.load();
    if (pending && pending.until <= now) {
      const published = await this.run(gameId, false, (db) => this.window.publish(db, now));
      if (!published.ok && published.error.fault) throw new Error(`publishing the take-back window failed: ${published.error.message}`);
      if (!published.ok) await this.window.save(null);
    }
    const answer = await this.clocks(gameId, 0, now, false);
    // A refusal (the game is gone) ends the alarms; a fault throws, and the runtime retries the alarm.
    if (!answer.ok && answer.error.fault) throw new Error(`the game's timed work failed: ${answer.error.message}`);
    if (!answer.ok) await this.ctx.storage.deleteAlarm();
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
      const hello = (ws.deserializeAttachment() as SocketInfo | null)?.hello;
      return hello !== undefined && hello.seat !== null;
    });
  }

  /**
   * Sets the object's alarm to the game's next check (`next_check_at`: a deadline, a reminder, a
   * bot turn left for later), or removes it when there is none; remembers the game's id for the
   * alarm, which is called without one.
   */
  private async schedule(game: GameRow): Promise<void> {
    // A game that has ended sets going what its end means elsewhere (a tournament moves on: live/ended.ts).
    gameEnded(this.env, this.ctx, game, (id, revision) =>
      this.ctx.waitUntil(
        this.writerOf(id)
          .changed(revision)
          .catch(() => undefined),
      ),
    );
    if (this.named !== game.id) {
      await this.ctx.storage.put('gameId', game.id);
      this.named = game.id;
    }
    const pending = await this.window.load();
    const at = nextAlarm([game.status === 'active' ? game.nextCheckAt : null, pending?.until]);
    // The game's own deadlines are D1's `next_check_at` too, which the cron's sweep reads: an alarm
    // lost to a crash is found there, so no answer waits for its write to be confirmed (the
    // runtime's output gate). A take-back window's end is nowhere else: confirmed first.
    const options = { allowUnconfirmed: pending === null };
    if (at === null) await this.ctx.storage.deleteAlarm(options);
    else if ((await this.ctx.storage.getAlarm()) !== at) await this.ctx.storage.setAlarm(at, options);
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
    const info = sockets.map((ws) => ws.deserializeAttachment() as SocketInfo | null);
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
          JSON.stringify({ type: 'state', payload: await this.framePayload(held, hello.seat, hello.tokenHash, socket.url, addresses) } satisfies ServerFrame);
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

  /**
   * The payload `GET /api/games/:id` gives `seat` for the row held (the same code,
   * worker/store/payload.ts): the mover's, with its pending actions, when `tokenHash` is theirs.
   */
  private payloadOf(held: Held, seat: number | null, tokenHash: string | null = null): GamePayload {
    const pending = this.window.current;
    if (pending && tokenHash === pending.tokenHash && held.row.version === pending.base.version && held.row.revision === pending.base.revision) {
      const view = this.window.view(held.row, held.tail, pending);
      if (view) return view.payload;
    }
    return buildPayload(rulesetOf(held.row), held.row, seat, held.tail ?? { start: held.row.logLength, entries: [] });
  }

  /** What a socket that said hello is sent: exactly the GET of its seat (`addSeatOwn`: its address, the invite key). */
  private async framePayload(
    held: Held,
    seat: number | null,
    tokenHash: string | null,
    url: string,
    addresses: Map<number, SeatAddress | null>,
  ): Promise<GamePayload> {
    const payload = this.payloadOf(held, seat, tokenHash);
    if (seat === null) return payload;
    return addSeatOwn(payload, held.row, seat, addresses.get(seat) ?? null, held.row.status === 'waiting' ? requestConfig(this.env, url).secret : '');
  }

  /** Sends the mover's own sockets their payload (a change nobody else may see yet). */
  private async tellMover(held: Held, seat: number, tokenHash: string): Promise<void> {
    const sockets = this.ctx.getWebSockets().filter((ws) => {
      // The sockets that proved this very token: never one whose seat was given away since.
      const hello = (ws.deserializeAttachment() as SocketInfo | null)?.hello;
      return hello?.seat === seat && hello.tokenHash === tokenHash;
    });
    if (!sockets.length) return;
    const addresses = await seatAddresses(this.db(), held.row.id);
    const url = (sockets[0]?.deserializeAttachment() as SocketInfo | undefined)?.url ?? '';
    const frame = JSON.stringify({ type: 'state', payload: await this.framePayload(held, seat, tokenHash, url, addresses) } satisfies ServerFrame);
    for (const ws of sockets) {
      try {
        ws.send(frame);
      } catch {
        // a socket closing right now
      }
    }
  }

  /** The game's row and log tail read again, and held. */
  private async fresh(db: Db): Promise<Held> {
    const loaded = await loadGame(db, this.gameId, null, {});
    this.held = { row: loaded.game, ...(loaded.log && !loaded.game.recordKey ? { tail: loaded.log } : {}) };
    return this.held;
  }
}

function send(ws: WebSocket, frame: ServerFrame): void {
  try {
    ws.send(JSON.stringify(frame));
  } catch {
    // a socket closing right now
  }
}
