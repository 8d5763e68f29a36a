/**
 * The game's Durable Object, one per game id: the one writer of its game and the holder of its
 * pages' sockets. Every change a request makes to the game (a move, a take-back, a join, a bot
 * continuation, a chat message) is handed to it and runs here one at a time, against the row it
 * keeps in memory between changes (read from D1 when it wakes); it commits through the move
 * store's one guarded batch (D1 stays the store of record, and the guard a second line for the
 * writers outside it, such as an absence), and only then answers and tells
 * the sockets: a socket that said `hello` gets its own payload (`state`), any other a `changed`
 * frame, and a seat's socket may play (`act`, `undo`, `publish`). It also keeps the mover's
 * actions inside the take-back window in its own storage, shown to the mover alone until its
 * alarm (or "Send now") commits them. See docs/architecture.md, "How a move travels", "How a page
 * learns of a change" and "The take-back window".
 */
import { DurableObject } from 'cloudflare:workers';
import type { GameRow, SeatInfo } from '@db/schema';
import * as z from 'zod';
import { actionBody, publishBody, undoBody } from '@schema/api';
import type { AbsentBody, ChatMessage, ClaimBody, GamePayload, JoinGameBody, RematchJoined } from '@schema/api';
import { rematch } from '../table/table';
import { compactGame, restateGame } from '../archive/compact';
import { type ChangedFrame, MAX_CLIENT_MESSAGE_BYTES, type ServerFrame } from '@schema/wire';
import type { Env } from '../env';
import { Refusal, type RefusalValue, errors, fromValue, refusalValue } from '../refusal';
import { requestConfig } from '../notify/config';
import { deliver } from '../notify/outbox';
import { type D1Stats, countingD1 } from '../store/d1-stats';
import { type Db, createDb } from '../store/db';
import {
  type Held,
  type LoadedGame,
  type PendingStep,
  type Played,
  joinGame,
  loadGame,
  movesCommit,
  playBotTurns,
  playMove,
  rulesetOf,
  takeBackAction,
} from '../store/games';
import { bearerToken, hashToken } from '../store/ids';
import { type Commit, type CommitResult, type RepairOutcome, commitActions, readLog, repairGame } from '../store/move-store';
import { LOG_TAIL, type LogSlice, addSeatOwn, buildPayload, etagFor } from '../store/payload';
import { type SeatAddress, seatAddresses } from '../notify/addresses';
import { canonicalJson } from '@engine/index';
import { and, eq, inArray } from 'drizzle-orm';
import { actions } from '@db/schema';
import { nextAlarm } from './due';
import { type ClockReport, type CloseKind, checkClocks, closeCommit } from '../scheduled';
import { postChat } from '../table/chat';
import { changeTimeControl, giveTime } from '../store/time-control';
import type { TimeControl } from '@db/schema';

/** What a seat asks of the game's clocks (routes/clocks.ts). */
export type TimeAsk =
  | { kind: 'give'; seat: number; hours: number }
  | { kind: 'control'; body: { timeControl: TimeControl | null; weekendsOff?: boolean | undefined } | { decline: true } };
import { claimSeat, voteAbsent } from '../table/absent';
import { cancelCommit, cancelGame, dueForCancel, resignSeat } from '../table/resign';

/** A refusal as it crosses the RPC boundary (a class is not kept there), or a fault (D1 down, a bug): the caller throws it as its own (writer.ts). */
export type Refused = RefusalValue & { fault?: true };

/** What the writer answers a route: the value or the refusal, and the D1 work it did when asked to count it. */
export type Answer<T> = ({ ok: true; value: T } | { ok: false; error: Refused }) & { stats?: D1Stats };

/** A seat's answer after a move or a take-back: its payload, that payload's ETag, the outbox rows to deliver. */
export interface SeatAnswer {
  payload: GamePayload;
  etag: string;
  outbox: string[];
}

/**
 * The mover's actions inside the take-back window (docs/architecture.md, "The take-back window"):
 * kept in this object's storage, never in D1, until the window ends. Every change the mover makes
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
  publishBody.extend({ type: z.literal('publish'), id: z.string().min(1).max(64) }).strict(),
]);

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
  /** Tests: the D1 work counted (`countD1`). */
  private tally: D1Stats | undefined;
  /** The running change's work for after its answer (`afterAnswer`). */
  private after: (() => Promise<unknown>)[] = [];
  /** The mover's actions inside the take-back window, as stored (undefined: not read from storage yet). */
  private pending: Pending | null | undefined;

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
    const answer =
      parsed.type === 'act'
        ? await this.run(info.gameId, false, this.acting(info.gameId, seat, parsed.version, parsed.action, now, info.url), reply)
        : parsed.type === 'undo'
          ? await this.run(info.gameId, false, this.undoing(seat, parsed.version, now), reply)
          : await this.run(info.gameId, false, this.publishing(info.gameId, seat, parsed.version, now), reply);
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
    await this.loadPending();
    ws.serializeAttachment({ ...info, hello: { seat, tokenHash: seat === null ? null : tokenHash } } satisfies SocketInfo);
    const held = this.held;
    if (held) {
      const addresses = seat === null ? new Map() : await seatAddresses(this.db(), held.row.id);
      send(ws, { type: 'state', payload: await this.framePayload(held, seat, tokenHash, info.url, addresses) });
    }
  }

  /** `POST /api/games/:id/actions`. `url`: the origin the move came from (mail links, if it waits in the take-back window). */
  async act(gameId: string, tokenHash: string, version: number, action: unknown, now: number, count: boolean, url = ''): Promise<Answer<SeatAnswer>> {
    return this.run(gameId, count, this.acting(gameId, tokenHash, version, action, now, url));
  }

  /** The change of a seat's action (HTTP or socket). */
  private acting(gameId: string, tokenHash: string, version: number, action: unknown, now: number, url: string) {
    // Moves run one at a time: of two sent at once for one version, the second finds the first
    // applied, and is answered as the contract answers a retry (200 when it is the same action
    // of the same seat, 409 stale_version otherwise).
    return async (db: Db): Promise<SeatAnswer> => {
      const pending = await this.loadPending();
      if (pending && pending.tokenHash === tokenHash) {
        const answer = await this.moverAct(db, pending, version, action, now);
        if (answer) return answer;
      } else if (pending) {
        // Nobody acts on a state that hides another seat's action: it is published first. When
        // all it held was taken back, the position is the one this seat chose on: only its number moved.
        const published = await this.publishPending(db, now);
        if (published && !pending.steps.length && version === pending.base.version) version = published.game.version;
      }
      const windowed = await this.openWindow(db, tokenHash, version, action, now, url);
      if (windowed) return windowed;
      // Seats' sockets waiting for their frames need every seat's address: read in the move's batch.
      const { loaded, played } = await playMove(db, this.held, gameId, tokenHash, version, action, now, this.seatsListening());
      return this.answered(db, loaded, played);
    };
  }

  /** `POST /api/games/:id/undo`: inside the take-back window, the mover's last pending action goes with no trace. */
  async undo(gameId: string, tokenHash: string, version: number, now: number, count: boolean): Promise<Answer<SeatAnswer>> {
    return this.run(gameId, count, this.undoing(tokenHash, version, now));
  }

  private undoing(tokenHash: string, version: number, now: number) {
    return async (db: Db): Promise<SeatAnswer> => {
      const pending = await this.loadPending();
      if (pending && pending.tokenHash === tokenHash) {
        const answer = await this.moverUndo(db, pending, version, now);
        if (answer) return answer;
      } else if (pending) {
        const published = await this.publishPending(db, now);
        if (published && !pending.steps.length && version === pending.base.version) version = published.game.version;
      }
      const loaded = await this.seatOf(db, tokenHash);
      const played = await takeBackAction(db, loaded, version, now, this.held?.row === loaded.game ? this.held.tail : loaded.log);
      return this.answered(db, loaded, played);
    };
  }

  /** `POST /api/games/:id/resign`. */
  async resign(gameId: string, tokenHash: string, now: number, count: boolean): Promise<Answer<SeatAnswer>> {
    return this.run(gameId, count, async (db) => {
      // Nothing changes a game whose state hides an action: the window is published first.
      await this.publishPending(db, now);
      const loaded = await this.seatOf(db, tokenHash);
      return this.answered(db, loaded, await resignSeat(db, loaded, now));
    });
  }

  /** `POST /api/games/:id/cancel` (seat 0, before anyone played). */
  async cancel(gameId: string, tokenHash: string, now: number, count: boolean): Promise<Answer<SeatAnswer>> {
    return this.run(gameId, count, async (db) => {
      await this.publishPending(db, now);
      const loaded = await this.seatOf(db, tokenHash);
      return this.answered(db, loaded, await cancelGame(db, loaded, now));
    });
  }

  /** `POST /api/games/:id/absent`: a vote on a seat whose time ran out, or its owner taking it back. */
  async absent(gameId: string, tokenHash: string, body: AbsentBody, now: number, count: boolean): Promise<Answer<SeatAnswer>> {
    return this.run(gameId, count, async (db) => {
      await this.publishPending(db, now);
      const loaded = await this.seatOf(db, tokenHash);
      return this.answered(db, loaded, await voteAbsent(db, loaded, body, now));
    });
  }

  /** `POST /api/games/:id/claim`: someone new takes a seat the table gave away. */
  async claim(gameId: string, body: ClaimBody, url: string, now: number, count: boolean, playerId: string | null = null) {
    return this.run(gameId, count, async (db) => {
      await this.publishPending(db, now);
      const game = (await loadGame(db, gameId, null)).game;
      const { game: after, ...claimed } = await claimSeat(db, game, requestConfig(this.env, url).secret, body, now, playerId);
      this.held = { row: after };
      await this.broadcast(after.revision);
      await this.schedule(after);
      return claimed;
    });
  }

  /**
   * `POST /api/games/:id/publish` ("Send now"): the seat's actions inside the take-back window
   * are committed at once. With none pending (the window already ended) it answers the seat's
   * payload when `version` is the game's, as a retry would be.
   */
  async publish(gameId: string, tokenHash: string, version: number, now: number, count: boolean): Promise<Answer<SeatAnswer>> {
    return this.run(gameId, count, this.publishing(gameId, tokenHash, version, now));
  }

  private publishing(gameId: string, tokenHash: string, version: number, now: number) {
    return async (db: Db): Promise<SeatAnswer> => {
      const pending = await this.loadPending();
      const loaded = await this.seatOf(db, tokenHash);
      if (loaded.seat === null) throw errors.unauthorized();
      if (pending && pending.tokenHash === tokenHash) {
        if (version !== pending.shown) throw errors.staleVersion(pending.shown);
        const published = await this.publishPending(db, now);
        if (published) {
          return {
            payload: buildPayload(rulesetOf(published.game), published.game, loaded.seat, published.tail),
            etag: etagFor(published.game, loaded.seat),
            outbox: [],
          };
        }
      }
      const held = this.held?.row.id === gameId && this.held.tail ? this.held : { row: (await loadGame(db, gameId, null, {})).game };
      const game = held.row;
      if (version !== game.version) throw errors.staleVersion(game.version);
      return { payload: this.payloadOf(held, loaded.seat), etag: etagFor(game, loaded.seat), outbox: [] };
    };
  }

  /**
   * The payload of the seat whose token hash is `tokenHash` while its actions wait inside the
   * take-back window (`GET /api/games/:id` asks it of a window game's seat), or null: no
   * action of that seat is pending, and D1's row is what it sees.
   */
  async pendingView(gameId: string, tokenHash: string): Promise<Answer<{ payload: GamePayload; etag: string } | null>> {
    return this.run(gameId, false, async (db) => {
      const pending = await this.loadPending();
      if (!pending || pending.tokenHash !== tokenHash) return null;
      const loaded = await this.seatOf(db, tokenHash);
      return this.moverView(loaded.game, loaded.log, pending);
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
   * `POST /api/games/:id/time` and `/time-control`: a seat gives another time, or proposes,
   * accepts or declines a time control (worker/store/time-control.ts), committed like a move.
   */
  async timeChange(gameId: string, tokenHash: string, change: TimeAsk, now: number, count: boolean): Promise<Answer<SeatAnswer>> {
    return this.run(gameId, count, async (db) => {
      await this.publishPending(db, now);
      const loaded = await this.seatOf(db, tokenHash);
      const { game, seat } = loaded;
      if (seat === null) throw errors.unauthorized();
      const made = change.kind === 'give' ? giveTime(game, seat, change.seat, change.hours, now) : changeTimeControl(game, seat, change.body, now);
      const done = await commitActions(db, { game, steps: [], set: made.set, log: made.log, readTail: true });
      if (!done.ok) throw new Refusal('stale_version', 'The game changed meanwhile; look again and retry.');
      return this.answered(db, loaded, { game: done.game, outbox: done.outbox, ...(done.tail ? { tail: done.tail } : {}) });
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
      const pending = await this.loadPending();
      if (pending && pending.base.version === game.version && pending.base.revision < game.revision) {
        await this.savePending({ ...pending, base: { version: game.version, revision: game.revision } });
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
      await this.publishPending(db, now);
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
      const pending = await this.loadPending();
      if (pending && (pending.until <= now || (game.nextCheckAt !== null && game.nextCheckAt <= now) || dueForCancel(game, now))) {
        game = (await this.publishPending(db, now))?.game ?? (await loadGame(db, gameId, null)).game;
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
      await this.publishPending(db, now);
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
      await this.publishPending(db, now);
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
      const pending = await this.loadPending();
      for (let attempt = 0; attempt < 3; attempt++) {
        const { row: game, tail } = await this.fresh(db);
        const seats = game.seats.map((s) => (list.includes(s.seat) ? edit(s) : s));
        if (JSON.stringify(seats) === JSON.stringify(game.seats)) return game.revision;
        // A bare change of the seat list: the take-back the row allows stays, as does everything else.
        const done = await commitActions(db, { game, steps: [], from: game.status, set: { seats, undoSeat: game.undoSeat, undoState: game.undoState } });
        if (!done.ok) continue;
        this.held = { row: done.game, ...(tail ? { tail } : {}) };
        if (pending && pending.base.version === game.version && pending.base.revision === game.revision) {
          await this.savePending({ ...pending, base: { version: done.game.version, revision: done.game.revision } });
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
      const pending = await this.loadPending();
      if (!pending || pending.until > now) return false;
      await this.publishPending(db, now);
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
    const pending = await this.loadPending();
    if (pending && pending.until <= now) {
      const published = await this.run(gameId, false, (db) => this.publishPending(db, now));
      if (!published.ok && published.error.fault) throw new Error(`publishing the take-back window failed: ${published.error.message}`);
      if (!published.ok) await this.savePending(null);
    }
    const answer = await this.clocks(gameId, 0, now, false);
    // A refusal (the game is gone) ends the alarms; a fault throws, and the runtime retries the alarm.
    if (!answer.ok && answer.error.fault) throw new Error(`the game's timed work failed: ${answer.error.message}`);
    if (!answer.ok) await this.ctx.storage.deleteAlarm();
  }

  /**
   * Tests: counts every D1 round trip this writer makes from now on (its changes and its pages'
   * frames; not the mail it delivers), or stops counting (`false`); answers the count so far.
   */
  async countD1(on: boolean): Promise<D1Stats | undefined> {
    const counted = this.tally;
    this.tally = on ? { queries: 0, rowsRead: 0, rowsWritten: 0 } : undefined;
    return counted;
  }

  /** The D1 binding, counted while a test asks (`countD1`). */
  private d1(): D1Database {
    return this.tally ? countingD1(this.env.DB, this.tally) : this.env.DB;
  }

  private db(): Db {
    return createDb(this.d1());
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
    if (this.named !== game.id) {
      await this.ctx.storage.put('gameId', game.id);
      this.named = game.id;
    }
    const pending = await this.loadPending();
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

  /** Holds what a move or take-back committed, builds the seat's answer, and tells the sockets once it is answered. */
  private async answered(db: Db, loaded: LoadedGame, played: Played): Promise<SeatAnswer> {
    const { game, outbox, tail, addresses } = played;
    const log = tail ?? (await readLog(db, game));
    this.held = { row: game, ...(game.recordKey ? {} : { tail: log }) };
    if (game.revision !== loaded.game.revision) {
      await this.schedule(game);
      this.afterAnswer(() => this.broadcast(game.revision, addresses));
    }
    return { payload: buildPayload(rulesetOf(game), game, loaded.seat, log), etag: etagFor(game, loaded.seat), outbox };
  }

  /**
   * Stores the highest revision told and tells every socket: a page that said hello gets its own
   * payload (`state`, built by the same view code as `GET`, once per seat), any other a `changed`
   * frame naming the revision. Without a row held (a change another writer made) the row and its
   * tail are read once, and only if some page said hello.
   */
  private async broadcast(revision: number, known?: Map<number, SeatAddress | null>): Promise<number> {
    await this.loadPending();
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
        const key = this.pending && hello.tokenHash === this.pending.tokenHash ? -1 : hello.seat;
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
    const pending = this.pending;
    if (pending && tokenHash === pending.tokenHash && held.row.version === pending.base.version && held.row.revision === pending.base.revision) {
      const view = this.moverView(held.row, held.tail, pending);
      if (view) return view.payload;
    }
    return buildPayload(rulesetOf(held.row), held.row, seat, held.tail ?? { start: held.row.logLength, entries: [] });
  }

  /** The stored pending actions, read once per wake. */
  private async loadPending(): Promise<Pending | null> {
    if (this.pending === undefined) {
      const stored = (await this.ctx.storage.get<Pending>('pending')) ?? null;
      // An entry stored before versions were numbered per change: its actions took base + 1, + 2, ….
      this.pending = stored && {
        ...stored,
        steps: stored.steps.map((s, i) => ({ ...s, seq: s.seq ?? stored.base.version + i + 1 })),
        shown: stored.shown ?? stored.base.version + stored.steps.length,
      };
    }
    return this.pending;
  }

  /** Stores (or removes) the pending actions: durable before anyone is answered. */
  private async savePending(pending: Pending | null): Promise<void> {
    if (pending) await this.ctx.storage.put('pending', pending);
    else await this.ctx.storage.delete('pending');
    this.pending = pending;
  }

  /**
   * The mover's payload with its pending actions applied to the committed row `game` (whose log
   * tail is `tail`): their version, their state and log lines, `pending.until` and "take back";
   * its ETag names the pending version. Null when they no longer apply (published at the next change).
   */
  private moverView(game: GameRow, tail: LogSlice | undefined, pending: Pending): { payload: GamePayload; etag: string } | null {
    if (!pending.steps.length) {
      // Everything taken back: the committed position under the take-back's own version number.
      const payload = buildPayload(rulesetOf(game), { ...game, version: pending.shown }, pending.seat, tail ?? { start: game.logLength, entries: [] });
      return { payload, etag: `${etagFor(game, pending.seat).slice(0, -1)}.p${pending.shown}.${pending.until}"` };
    }
    const moved = movesCommit(
      game,
      pending.seat,
      pending.steps.map((s) => s.action),
      pending.steps[pending.steps.length - 1]?.at ?? game.updatedAt,
      pending.steps.map((s) => s.seq),
    );
    if (!moved.ok) return null;
    return this.pendingPayload(game, tail, pending, moved.commit);
  }

  private pendingPayload(game: GameRow, tail: LogSlice | undefined, pending: Pending, commit: Commit): { payload: GamePayload; etag: string } {
    const added = commit.log ?? [];
    const row: GameRow = { ...game, ...commit.set, version: pending.shown, logLength: game.logLength + added.length };
    const known = tail && tail.start + tail.entries.length === game.logLength ? tail : { start: game.logLength, entries: [] };
    const entries = [...known.entries, ...added];
    const drop = Math.max(0, entries.length - LOG_TAIL);
    const payload = buildPayload(rulesetOf(row), row, pending.seat, { start: known.start + drop, entries: entries.slice(drop) });
    payload.pending = { until: pending.until };
    payload.canUndo = true;
    return { payload, etag: `${etagFor(game, pending.seat).slice(0, -1)}.p${row.version}.${pending.until}"` };
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

  /**
   * A first action of a window game that the engine lets its seat take back: kept pending (stored
   * before the answer) instead of committed. Null when the move is not one (the usual path runs).
   */
  private async openWindow(db: Db, tokenHash: string, version: number, action: unknown, now: number, url: string): Promise<SeatAnswer | null> {
    // A game without a window costs no read here: the move is the one round trip it always was.
    if (this.held && this.held.row.takeBackSeconds === 0) return null;
    let loaded: LoadedGame;
    try {
      loaded = await this.seatOf(db, tokenHash);
    } catch (err) {
      if (err instanceof Refusal) return null; // refused the same way on the usual path
      throw err;
    }
    const { game, seat } = loaded;
    if (seat === null || game.takeBackSeconds <= 0 || game.status !== 'active' || version !== game.version) return null;
    const moved = movesCommit(game, seat, [action], now);
    if (!moved.ok || !moved.private) return null;
    const pending: Pending = {
      seat,
      tokenHash,
      base: { version: game.version, revision: game.revision },
      steps: [{ action, at: now, seq: game.version + 1 }],
      shown: game.version + 1,
      until: now + game.takeBackSeconds * 1000,
      url,
    };
    await this.savePending(pending);
    await this.schedule(game);
    const tail = this.held?.row === game ? this.held.tail : loaded.log;
    await this.tellMover({ row: game, ...(tail ? { tail } : {}) }, seat, tokenHash);
    return { ...this.pendingPayload(game, tail, pending, moved.commit), outbox: [] };
  }

  /**
   * The mover acts again inside its window: on the pending state. An action it may take back
   * too restarts the window; any other is committed with the pending ones, whole, in one batch.
   * Null when the pending actions no longer sit on the row (they were published; the usual path runs).
   */
  private async moverAct(db: Db, pending: Pending, version: number, action: unknown, now: number): Promise<SeatAnswer | null> {
    const loaded = await this.seatOf(db, pending.tokenHash);
    const game = loaded.game;
    if (game.version !== pending.base.version || game.revision !== pending.base.revision) {
      await this.publishPending(db, now);
      return null;
    }
    const tail = this.held?.row === game ? this.held.tail : loaded.log;
    const shown = pending.shown;
    const last = pending.steps[pending.steps.length - 1];
    // The retry of the action just kept (the mover's last change): the same answer again.
    if (last && last.seq === shown && version === shown - 1 && canonicalJson(last.action) === canonicalJson(action)) {
      const view = this.moverView(game, tail, pending);
      if (view) return { ...view, outbox: [] };
    }
    if (version !== shown) throw errors.staleVersion(shown);
    const seq = shown + 1;
    const moved = movesCommit(game, pending.seat, [...pending.steps.map((s) => s.action), action], now, [...pending.steps.map((s) => s.seq), seq]);
    if (!moved.ok) throw moved.error;
    if (moved.private) {
      const next: Pending = { ...pending, steps: [...pending.steps, { action, at: now, seq }], shown: seq, until: now + game.takeBackSeconds * 1000 };
      await this.savePending(next);
      await this.schedule(game);
      await this.tellMover({ row: game, ...(tail ? { tail } : {}) }, pending.seat, pending.tokenHash);
      return { ...this.pendingPayload(game, tail, next, moved.commit), outbox: [] };
    }
    // A turn of several steps is published whole, with the step that could not stay private.
    const done = await commitActions(db, { ...moved.commit, ...(tail ? { knownTail: tail } : {}) });
    if (!done.ok) {
      this.held = undefined;
      throw errors.staleVersion(done.game?.version ?? game.version);
    }
    await this.savePending(null);
    return this.answered(db, { game, seat: pending.seat }, { game: done.game, outbox: done.outbox, ...(done.tail ? { tail: done.tail } : {}) });
  }

  /** A take-back inside the window: the last pending action goes, and nothing was ever written of it. */
  private async moverUndo(db: Db, pending: Pending, version: number, now: number): Promise<SeatAnswer | null> {
    const loaded = await this.seatOf(db, pending.tokenHash);
    const game = loaded.game;
    if (game.version !== pending.base.version || game.revision !== pending.base.revision) {
      await this.publishPending(db, now);
      return null;
    }
    if (version !== pending.shown) throw errors.staleVersion(pending.shown);
    if (!pending.steps.length) {
      // Nothing of the window left to take back: the take-back is of a committed action (a row of its own).
      await this.publishPending(db, now);
      return null;
    }
    const tail = this.held?.row === game ? this.held.tail : loaded.log;
    // The take-back is a change of its own: a new version, never one the mover saw before
    // (kept even when nothing is left, so the publication ends the row at it).
    const next: Pending = { ...pending, steps: pending.steps.slice(0, -1), shown: pending.shown + 1 };
    await this.savePending(next);
    await this.schedule(game);
    const held = { row: game, ...(tail ? { tail } : {}) };
    await this.tellMover(held, pending.seat, pending.tokenHash);
    const view = this.moverView(game, tail, next);
    if (view) return { ...view, outbox: [] };
    return { payload: this.payloadOf(held, pending.seat), etag: etagFor(game, pending.seat), outbox: [] };
  }

  /**
   * Commits the pending actions (the window ended, "Send now", another seat's change, or the mover's
   * next action that cannot stay private), through the move store's guarded batch, and tells every
   * page; the storage keeps them until the batch applied. Actions that were committed already (a
   * restart between the batch and the storage's delete) are not committed twice; actions another
   * writer's change made illegal are dropped, and said so in the worker's log.
   */
  private async publishPending(db: Db, now: number): Promise<{ game: GameRow; tail: LogSlice } | null> {
    const pending = await this.loadPending();
    if (!pending) return null;
    let held: Held =
      this.held && this.held.row.version === pending.base.version && this.held.row.revision === pending.base.revision ? this.held : await this.fresh(db);
    for (let attempt = 0; attempt < 3; attempt++) {
      const game = held.row;
      const moves = pending.steps.map((s) => s.action);
      const moved = (game.version !== pending.base.version || game.revision !== pending.base.revision) && (await committedAlready(db, game, pending));
      if (moved || (!moves.length && game.version >= pending.shown)) {
        await this.savePending(null);
        await this.schedule(game);
        return null;
      }
      // The versions the mover was shown, unless the row has gone past them (a writer that did not
      // publish first): then the actions take versions after both the row's and the mover's.
      const fits = (pending.steps[0]?.seq ?? pending.shown) > game.version;
      const after = Math.max(game.version, pending.shown);
      const seqs = pending.steps.map((s, i) => (fits ? s.seq : after + i + 1));
      const commit = await this.publication(game, pending, moves, seqs, now);
      if (!commit) {
        await this.savePending(null);
        await this.schedule(game);
        return null;
      }
      const done = await commitActions(db, { ...commit, readTail: true, ...(held.tail ? { knownTail: held.tail } : {}) });
      if (done.ok) {
        await this.savePending(null);
        const log = done.tail ?? (await readLog(db, done.game));
        this.held = { row: done.game, ...(done.game.recordKey ? {} : { tail: log }) };
        await this.broadcast(done.game.revision);
        await this.schedule(done.game);
        if (done.outbox.length) {
          const ids = done.outbox;
          this.ctx.waitUntil(
            deliver(createDb(this.env.DB), requestConfig(this.env, pending.url || 'http://127.0.0.1'), now, { ids }).catch((err) =>
              console.error('outbox delivery failed', err),
            ),
          );
        }
        return { game: done.game, tail: log };
      }
      held = await this.fresh(db);
    }
    throw new Error(`take-back window: game ${held.row.id}: three publications in a row lost their guard`);
  }

  /**
   * The commit that publishes `pending` on `game`: its actions under the versions they were shown
   * (`seqs`), the row ending at `shown` at least, so no version the mover saw is ever handed out
   * again. Everything taken back (or actions no longer legal, dropped and logged): a commit of the
   * version alone, which other seats see as a skipped number. Null when nothing is left to write.
   */
  private async publication(game: GameRow, pending: Pending, moves: unknown[], seqs: number[], now: number): Promise<Commit | null> {
    const floor = Math.max(game.version, pending.shown);
    if (moves.length) {
      const moved = game.status === 'active' ? movesCommit(game, pending.seat, moves, now, seqs) : null;
      if (moved?.ok) {
        const last = moved.commit.steps[moved.commit.steps.length - 1]?.seq ?? game.version;
        return { ...moved.commit, version: Math.max(floor, last) };
      }
      console.error(`take-back window: game ${game.id}: the pending actions of seat ${pending.seat} no longer apply, dropped`);
    }
    if (game.version >= floor) return null;
    // The undo the row allows stays: a bare version step changes nothing a seat may do.
    return { game, steps: [], set: { undoSeat: game.undoSeat, undoState: game.undoState }, version: floor, from: game.status };
  }

  /** The game's row and log tail read again, and held. */
  private async fresh(db: Db): Promise<Held> {
    const loaded = await loadGame(db, this.gameId, null, {});
    this.held = { row: loaded.game, ...(loaded.log && !loaded.game.recordKey ? { tail: loaded.log } : {}) };
    return this.held;
  }
}

/**
 * Whether the pending actions are the game's action rows already (committed, then a restart
 * before storage forgot them): the row has reached the last version the mover was shown, and
 * the rows at the actions' versions are exactly theirs.
 */
async function committedAlready(db: Db, game: GameRow, pending: Pending): Promise<boolean> {
  if (game.version < pending.shown) return false;
  if (!pending.steps.length) return true;
  const seqs = pending.steps.map((s) => s.seq);
  const rows = await db
    .select()
    .from(actions)
    .where(and(eq(actions.gameId, game.id), inArray(actions.seq, seqs)))
    .orderBy(actions.seq);
  return (
    rows.length === pending.steps.length && rows.every((r, i) => r.seat === pending.seat && canonicalJson(r.action) === canonicalJson(pending.steps[i]?.action))
  );
}

function send(ws: WebSocket, frame: ServerFrame): void {
  try {
    ws.send(JSON.stringify(frame));
  } catch {
    // a socket closing right now
  }
}
