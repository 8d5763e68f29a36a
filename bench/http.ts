/**
 * HTTP and D1 figures against a running local server: real games created and
 * joined over the contract, random legal moves (from the payload's own action
 * list, chosen by a seeded PRNG), unchanged polls with If-None-Match, and the
 * X-D1-Stats header the Worker adds when D1_STATS=on. Every loop is bounded.
 */
import { gzipSync } from 'node:zlib';
import { RULESETS } from '@engine/index';
import { type Rng, createRng, pick } from '@engine/core/prng';
import type { CreatedGame, GamePayload, JoinedGame } from '@schema/api';
import { mean, percentiles, quantile } from './stats';

export interface D1Cost {
  queries: number;
  rowsRead: number;
  rowsWritten: number;
}

interface Timed {
  ms: number;
  /** Size of the answer's body in bytes (the JSON). */
  bytes: number;
  /** The body as received (decoded): its gzip size is worked out after the run (gzBytes), never inside a timed loop. */
  text: string;
  status: number;
  cost: D1Cost | null;
  /** The Worker's own time (its Server-Timing header, sent with D1_STATS=on). */
  workerMs: number | null;
  json: unknown;
  etag: string | null;
  /** performance.now() when the request was sent, and when the answer's status and headers arrived (before its body was read). */
  sentAt: number;
  headersAt: number;
}

/** A body's size gzipped as the local stack and Cloudflare send it to a client that accepts gzip (zlib's default level, as workerd). */
const gzBytes = (t: Timed) => (t.text ? gzipSync(t.text).length : 0);

export function parseD1Stats(header: string | null): D1Cost | null {
  if (!header) return null;
  const get = (key: string) => Number(new RegExp(`${key}=(\\d+)`).exec(header)?.[1] ?? Number.NaN);
  const cost = { queries: get('queries'), rowsRead: get('rows_read'), rowsWritten: get('rows_written') };
  return Object.values(cost).every(Number.isFinite) ? cost : null;
}

export function parseWorkerMs(header: string | null): number | null {
  const ms = Number(/worker;dur=([\d.]+)/.exec(header ?? '')?.[1] ?? Number.NaN);
  return Number.isFinite(ms) ? ms : null;
}

async function request(base: string, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<Timed> {
  const t0 = performance.now();
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const headersAt = performance.now();
  const text = await res.text();
  const ms = performance.now() - t0;
  const json = text ? JSON.parse(text) : null;
  if (!res.ok && res.status !== 304) {
    const err = (json as { error?: { code: string; message: string } } | null)?.error;
    throw new Error(`${method} ${path} → ${res.status} ${err?.code}: ${err?.message}`);
  }
  return {
    ms,
    bytes: new TextEncoder().encode(text).length,
    text,
    status: res.status,
    cost: parseD1Stats(res.headers.get('x-d1-stats')),
    workerMs: parseWorkerMs(res.headers.get('server-timing')),
    json,
    etag: res.headers.get('etag'),
    sentAt: t0,
    headersAt,
  };
}

/** One game driven over HTTP by one async loop, so its moves never race each other. */
class BenchGame {
  private latest = new Map<number, GamePayload>();
  private game!: GamePayload;
  private rng: Rng;

  private constructor(
    private base: string,
    readonly id: string,
    readonly ruleset: string,
    private tokens: string[],
    seed?: string,
  ) {
    this.rng = createRng(seed ?? `bench-http:${id}`);
  }

  /** `seed` (default: from the game's id) picks the seats and actions, so two servers can play the same choices. */
  static async start(base: string, ruleset: string, players: number, seed?: string): Promise<BenchGame> {
    const created = (await request(base, 'POST', '/api/games', { ruleset, players, name: 'Bench 1' })).json as CreatedGame;
    const tokens = [created.token];
    for (let s = 1; s < players; s++) {
      tokens.push(((await request(base, 'POST', `/api/join/${created.joinCode}`, { name: `Bench ${s + 1}` })).json as JoinedGame).token);
    }
    const game = new BenchGame(base, created.gameId, ruleset, tokens, seed);
    game.game = (await request(base, 'GET', `/api/games/${created.gameId}`, undefined, tokens[0])).json as GamePayload;
    game.latest.set(0, game.game);
    return game;
  }

  get active(): boolean {
    return this.game.status === 'active';
  }

  /** Moves played so far (the game's version). */
  get played(): number {
    return this.game.version;
  }

  /** Plays one random legal move; returns the POST's timing (the GET that fetched the actions is not timed). */
  async move(): Promise<Timed> {
    const seat = pick(this.rng, this.game.active);
    let mine = this.latest.get(seat);
    if (!mine || mine.version !== this.game.version) {
      mine = (await request(this.base, 'GET', `/api/games/${this.id}`, undefined, this.tokens[seat])).json as GamePayload;
    }
    return this.post(seat, mine);
  }

  /**
   * One random legal move as a page plays it, whatever it knows: the acting seat's GET (no ETag),
   * then the POST; always 2 requests. Returns the POST's timing.
   */
  async moveWithGet(): Promise<Timed> {
    const seat = pick(this.rng, this.game.active);
    const mine = (await request(this.base, 'GET', `/api/games/${this.id}`, undefined, this.tokens[seat])).json as GamePayload;
    return this.post(seat, mine);
  }

  /** Posts one random legal action of `seat` from its payload `mine`; the game moves on to the answer. */
  private async post(seat: number, mine: GamePayload): Promise<Timed> {
    if (mine.actions.length === 0) throw new Error(`${this.ruleset} ${this.id}: active seat ${seat} has no actions`);
    const timed = await request(
      this.base,
      'POST',
      `/api/games/${this.id}/actions`,
      { version: mine.version, action: pick(this.rng, mine.actions) },
      this.tokens[seat],
    );
    this.game = timed.json as GamePayload;
    this.latest.set(seat, this.game);
    return timed;
  }

  /** `count` polls by seat 0 that send the current ETag; each must be a 304. */
  async unchangedPolls(count: number): Promise<Timed[]> {
    const first = await request(this.base, 'GET', `/api/games/${this.id}`, undefined, this.tokens[0]);
    const out: Timed[] = [];
    for (let i = 0; i < count; i++) {
      const poll = await request(this.base, 'GET', `/api/games/${this.id}`, undefined, this.tokens[0], { 'if-none-match': first.etag ?? '' });
      if (poll.status !== 304) throw new Error(`an unchanged poll answered ${poll.status}, not 304`);
      out.push(poll);
    }
    return out;
  }
}

/** The smallest player count each ruleset allows with its default options. */
function benchSetups(): { ruleset: string; players: number }[] {
  return RULESETS.map((r) => {
    const options = r.optionsSchema.parse({});
    let players = r.minPlayers;
    while (r.checkSetup(players, options)) players++;
    return { ruleset: r.id, players };
  });
}

export interface HttpDetail {
  sequential: { moves: number; p50: number; p99: number; movesPerSec: number; byRuleset: Record<string, number> };
  concurrent: { games: number; moves: number; p50: number; p99: number; movesPerSec: number };
  /** Bytes of a move's answer (the acting seat's payload with the log tail): JSON, the largest gzipped, the largest JSON by ruleset. */
  moveBytes: { mean: number; max: number; gzMax: number; maxByRuleset: Record<string, number> };
  polls: { count: number; p50: number; p99: number };
  /** GET /api/rulesets: no D1, a constant body; the floor of the local stack (client, wrangler's proxy, workerd). */
  floor: { count: number; p50: number; p99: number };
  move: D1Cost & { maxRowsRead: number; maxRowsWritten: number };
  poll: D1Cost;
}

export interface HttpOptions {
  /** Moves per ruleset in the sequential run. */
  sequentialMoves: number;
  /** Games played at once (spread over the rulesets) and moves each. */
  concurrentGames: number;
  concurrentMoves: number;
  polls: number;
}

async function playMoves(base: string, setup: { ruleset: string; players: number }, moves: number, sink: Timed[]): Promise<void> {
  let game = await BenchGame.start(base, setup.ruleset, setup.players);
  for (let i = 0; i < moves; i++) {
    if (!game.active) game = await BenchGame.start(base, setup.ruleset, setup.players);
    sink.push(await game.move());
  }
}

export async function benchHttp(base: string, opts: HttpOptions): Promise<HttpDetail> {
  const setups = benchSetups();
  // Warm the Worker and the local D1 (first requests compile and open files).
  for (const setup of setups) await playMoves(base, setup, 5, []);

  const sequential: Timed[] = [];
  const byRuleset: Record<string, number> = {};
  const maxByRuleset: Record<string, number> = {};
  const seqStart = performance.now();
  for (const setup of setups) {
    const mine: Timed[] = [];
    await playMoves(base, setup, opts.sequentialMoves, mine);
    byRuleset[setup.ruleset] = quantile(
      mine.map((t) => t.ms),
      0.5,
    );
    maxByRuleset[setup.ruleset] = Math.max(...mine.map((t) => t.bytes));
    sequential.push(...mine);
  }
  const seqSeconds = (performance.now() - seqStart) / 1000;

  const polls: Timed[] = [];
  for (const setup of setups) {
    const game = await BenchGame.start(base, setup.ruleset, setup.players);
    await game.move();
    polls.push(...(await game.unchangedPolls(Math.ceil(opts.polls / setups.length))));
  }

  const floor: Timed[] = [];
  for (let i = 0; i < opts.polls; i++) floor.push(await request(base, 'GET', '/api/rulesets'));

  const concurrent: Timed[] = [];
  const concStart = performance.now();
  await Promise.all(Array.from({ length: opts.concurrentGames }, (_, i) => playMoves(base, setups[i % setups.length]!, opts.concurrentMoves, concurrent)));
  const concSeconds = (performance.now() - concStart) / 1000;

  const moveCosts = [...sequential, ...concurrent].map((t) => t.cost);
  const pollCosts = polls.map((t) => t.cost);
  if (moveCosts.some((c) => !c) || pollCosts.some((c) => !c)) {
    throw new Error('a response had no X-D1-Stats header: is the server running with D1_STATS=on?');
  }
  const avg = (costs: (D1Cost | null)[], key: keyof D1Cost) => mean(costs.map((c) => c![key]));
  return {
    sequential: {
      moves: sequential.length,
      ...percentiles(sequential.map((t) => t.ms)),
      movesPerSec: sequential.length / seqSeconds,
      byRuleset,
    },
    concurrent: {
      games: opts.concurrentGames,
      moves: concurrent.length,
      ...percentiles(concurrent.map((t) => t.ms)),
      movesPerSec: concurrent.length / concSeconds,
    },
    polls: {
      count: polls.length,
      ...percentiles(polls.map((t) => t.ms)),
    },
    floor: {
      count: floor.length,
      ...percentiles(floor.map((t) => t.ms)),
    },
    moveBytes: {
      mean: mean([...sequential, ...concurrent].map((t) => t.bytes)),
      max: Math.max(...[...sequential, ...concurrent].map((t) => t.bytes)),
      gzMax: Math.max(...[...sequential, ...concurrent].map(gzBytes)),
      maxByRuleset,
    },
    move: {
      queries: avg(moveCosts, 'queries'),
      rowsRead: avg(moveCosts, 'rowsRead'),
      rowsWritten: avg(moveCosts, 'rowsWritten'),
      maxRowsRead: Math.max(...moveCosts.map((c) => c!.rowsRead)),
      maxRowsWritten: Math.max(...moveCosts.map((c) => c!.rowsWritten)),
    },
    poll: { queries: avg(pollCosts, 'queries'), rowsRead: avg(pollCosts, 'rowsRead'), rowsWritten: avg(pollCosts, 'rowsWritten') },
  };
}

export interface GrowthDetail {
  ruleset: string;
  players: number;
  /** Games played to their end, and how many of them reached the late window. */
  games: number;
  longGames: number;
  early: { from: number; to: number; moves: number; workerP50: number; bytesMean: number };
  late: { from: number; to: number; moves: number; workerP50: number; bytesMean: number };
  /** Late p50 over early p50 of the Worker's own time. */
  ratio: number;
  /** The longest game played: its moves, and its last move's answer (JSON and gzipped bytes). */
  longest: { moves: number; lastBytes: number; lastGzBytes: number };
}

/**
 * Does a move cost more late in a game? Plays whole random games of the ruleset with the longest
 * games (Stonerush, ~210 actions at 5 players) until `longGames` of them have passed move `late`
 * (or `maxGames` were played), and compares the Worker's own time (Server-Timing) and the answer's
 * bytes of moves `early`…`early+9` with moves `late`…`late+9`: the same games, the same run.
 */
export async function benchGrowth(
  base: string,
  opts: { ruleset: string; players: number; early: number; late: number; longGames: number; maxGames: number },
): Promise<GrowthDetail> {
  const early: Timed[] = [];
  const late: Timed[] = [];
  let games = 0;
  let longGames = 0;
  let longest = { moves: 0, lastBytes: 0, lastGzBytes: 0 };
  while (longGames < opts.longGames && games < opts.maxGames) {
    const game = await BenchGame.start(base, opts.ruleset, opts.players);
    games++;
    let last: Timed | null = null;
    while (game.active) {
      const index = game.played + 1;
      const timed = await game.move();
      last = timed;
      if (index >= opts.early && index < opts.early + 10) early.push(timed);
      if (index >= opts.late && index < opts.late + 10) late.push(timed);
    }
    if (game.played >= opts.late + 9) longGames++;
    if (last && game.played > longest.moves) longest = { moves: game.played, lastBytes: last.bytes, lastGzBytes: gzBytes(last) };
  }
  if (!late.length) throw new Error(`no ${opts.ruleset} game of ${games} reached move ${opts.late}`);
  const summary = (list: Timed[], from: number) => {
    const times = list.map((t) => t.workerMs);
    if (times.some((t) => t === null)) throw new Error('a move had no Server-Timing header: is the server running with D1_STATS=on?');
    return { from, to: from + 9, moves: list.length, workerP50: quantile(times as number[], 0.5), bytesMean: mean(list.map((t) => t.bytes)) };
  };
  const e = summary(early, opts.early);
  const l = summary(late, opts.late);
  return { ruleset: opts.ruleset, players: opts.players, games, longGames, early: e, late: l, ratio: l.workerP50 / e.workerP50, longest };
}

export interface ConcurrencyRound {
  moves: number;
  seconds: number;
  movesPerSec: number;
  /** p50 of the POSTs (the GET before each is not in it). */
  p50: number;
}

/**
 * `games` Stonerush games played at once (#18's budget), created and joined up front (untimed).
 * Each `round(moves)` runs every game's own loop for `moves` more moves, each move the acting
 * seat's GET then the POST (2 requests, the same on any server), and times the whole round; a
 * game that ends is replaced by a new one, in the time. The games live on from round to round, so
 * later rounds play later moves of the same games. `seed` picks seats and actions, so two servers
 * make the same choices wherever their deals allow.
 */
export async function concurrentGames(base: string, opts: { games: number; players: number; seed: string }) {
  let started = 0;
  const start = (i: number) => BenchGame.start(base, 'stonerush', opts.players, `${opts.seed}:${i}:${started++}`);
  const games = await Promise.all(Array.from({ length: opts.games }, (_, i) => start(i)));
  return {
    async round(moves: number): Promise<ConcurrencyRound> {
      const posts: Timed[] = [];
      const t0 = performance.now();
      await Promise.all(
        games.map(async (_, i) => {
          for (let m = 0; m < moves; m++) {
            if (!games[i]!.active) games[i] = await start(i);
            posts.push(await games[i]!.moveWithGet());
          }
        }),
      );
      return roundOf(posts, t0);
    },
  };
}

/**
 * The local stack's own ceiling for `concurrentGames`: `loops` loops at once, each "move" two
 * requests as a move's are (the seat's GET, then the POST) but both `GET /api/rulesets`, which
 * reads no D1 and does no work: how many such moves a second the client, wrangler's proxy and
 * workerd pass on this machine, whatever the Worker does behind them.
 */
export async function floorRound(base: string, loops: number, moves: number): Promise<ConcurrencyRound> {
  const pairs: Timed[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: loops }, async () => {
      for (let m = 0; m < moves; m++) {
        await request(base, 'GET', '/api/rulesets');
        pairs.push(await request(base, 'GET', '/api/rulesets'));
      }
    }),
  );
  return roundOf(pairs, t0);
}

/** A round that began at `t0` and timed `moves` (one request each: the POST, or the second GET). */
function roundOf(moves: readonly Timed[], t0: number): ConcurrencyRound {
  const seconds = (performance.now() - t0) / 1000;
  return {
    moves: moves.length,
    seconds,
    movesPerSec: moves.length / seconds,
    p50: quantile(
      moves.map((t) => t.ms),
      0.5,
    ),
  };
}

/** The WebSocket of Node 22, or undici's on Node 20 (wrangler's own dependency; Node 20 has no global one). */
async function webSocketClass(): Promise<typeof WebSocket> {
  const global = (globalThis as { WebSocket?: typeof WebSocket }).WebSocket;
  if (global) return global;
  return (await import('undici')).WebSocket as unknown as typeof WebSocket;
}

export interface LiveDetail {
  moves: number;
  /** Frames that did not come within 5 s of the move's answer. */
  missed: number;
  /** ms from the POST's status and headers to the frame (negative: the frame came first). */
  p50: number;
  p99: number;
  /** ms from sending the POST to the frame, and the POST's own round trip, p50. */
  sinceSentP50: number;
  postP50: number;
}

/**
 * From a move's 200 to the `changed` frame at another page (#18): a spectator's WebSocket on
 * `GET /api/games/<id>/updates`, and moves by the seats over HTTP, one at a time. Each latency is
 * the frame's arrival less the arrival of the POST's status and headers; the frame awaited is the
 * first with the revision of the move's ETag or later, and the next move waits for it.
 */
export async function benchLive(base: string, opts: { moves: number; players: number }): Promise<LiveDetail> {
  const WS = await webSocketClass();
  let game = await BenchGame.start(base, 'stonerush', opts.players, 'bench-live:0');
  const frames: { revision: number; at: number }[] = [];
  let wake: (() => void) | null = null;
  const open = (id: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WS(`${base.replace(/^http/, 'ws')}/api/games/${id}/updates`);
      ws.addEventListener('message', (event) => {
        const at = performance.now();
        const frame = JSON.parse(String(event.data)) as { type?: string; revision?: number };
        if (frame.type === 'changed' && typeof frame.revision === 'number') frames.push({ revision: frame.revision, at });
        wake?.();
      });
      ws.addEventListener('open', () => resolve(ws), { once: true });
      ws.addEventListener('error', () => reject(new Error(`the WebSocket of game ${id} failed`)), { once: true });
    });
  const frameFor = async (revision: number, timeoutMs: number) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = frames.find((f) => f.revision >= revision);
      if (found) return found;
      const left = deadline - performance.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  };
  let ws = await open(game.id);
  // The socket's first frame, if any, is the last revision before it connected.
  await frameFor(Number.POSITIVE_INFINITY, 200);
  const latencies: number[] = [];
  const sinceSent: number[] = [];
  const posts: number[] = [];
  let missed = 0;
  for (let i = 0, n = 1; i < opts.moves; i++) {
    if (!game.active) {
      ws.close();
      game = await BenchGame.start(base, 'stonerush', opts.players, `bench-live:${n++}`);
      ws = await open(game.id);
      await frameFor(Number.POSITIVE_INFINITY, 200);
    }
    frames.length = 0;
    const posted = await game.move();
    const revision = Number(/^W\/"[^.]+\.(\d+)\./.exec(posted.etag ?? '')?.[1] ?? Number.NaN);
    if (!Number.isFinite(revision)) throw new Error(`a move's ETag has no revision: ${posted.etag}`);
    const frame = await frameFor(revision, 5000);
    posts.push(posted.ms);
    if (frame) {
      latencies.push(frame.at - posted.headersAt);
      sinceSent.push(frame.at - posted.sentAt);
    } else missed++;
  }
  ws.close();
  return {
    moves: opts.moves,
    missed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    sinceSentP50: quantile(sinceSent, 0.5),
    postP50: quantile(posts, 0.5),
  };
}

/** Plays one random game to its end over HTTP (the seat's GET when its payload is stale, then the POST); returns its moves. */
export async function playToEnd(base: string, ruleset: string, players: number, seed: string): Promise<number> {
  const game = await BenchGame.start(base, ruleset, players, seed);
  while (game.active) {
    if (game.played > 5000) throw new Error(`${ruleset} game ${game.id} did not end`);
    await game.move();
  }
  return game.played;
}
