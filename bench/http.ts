/**
 * HTTP and D1 figures against a running local server: real games created and
 * joined over the contract, random legal moves (from the payload's own action
 * list, chosen by a seeded PRNG), unchanged polls with If-None-Match, and the
 * X-D1-Stats header the Worker adds when D1_STATS=on. Every loop is bounded.
 */
import { RULESETS } from '../engine';
import { type Rng, createRng, pick } from '../engine/core/prng';
import type { CreatedGame, GamePayload, JoinedGame } from '../schema/api';
import { mean, quantile } from './stats';

export interface D1Cost {
  queries: number;
  rowsRead: number;
  rowsWritten: number;
}

interface Timed {
  ms: number;
  /** Size of the answer's body in bytes. */
  bytes: number;
  status: number;
  cost: D1Cost | null;
  /** The Worker's own time (its Server-Timing header, sent with D1_STATS=on). */
  workerMs: number | null;
  json: unknown;
  etag: string | null;
}

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
    status: res.status,
    cost: parseD1Stats(res.headers.get('x-d1-stats')),
    workerMs: parseWorkerMs(res.headers.get('server-timing')),
    json,
    etag: res.headers.get('etag'),
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
  ) {
    this.rng = createRng(`bench-http:${id}`);
  }

  static async start(base: string, ruleset: string, players: number): Promise<BenchGame> {
    const created = (await request(base, 'POST', '/api/games', { ruleset, players, name: 'Bench 1' })).json as CreatedGame;
    const tokens = [created.token];
    for (let s = 1; s < players; s++) {
      tokens.push(((await request(base, 'POST', `/api/join/${created.joinCode}`, { name: `Bench ${s + 1}` })).json as JoinedGame).token);
    }
    const game = new BenchGame(base, created.gameId, ruleset, tokens);
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
  /** Bytes of a move's answer (the acting seat's payload with the log tail). */
  moveBytes: { mean: number; max: number };
  polls: { count: number; p50: number; p99: number };
  /** GET /api/rulesets: no D1, a constant body; the floor of the local stack (client, wrangler dev, workerd). */
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
  const seqStart = performance.now();
  for (const setup of setups) {
    const mine: Timed[] = [];
    await playMoves(base, setup, opts.sequentialMoves, mine);
    byRuleset[setup.ruleset] = quantile(
      mine.map((t) => t.ms),
      0.5,
    );
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
      p50: quantile(
        sequential.map((t) => t.ms),
        0.5,
      ),
      p99: quantile(
        sequential.map((t) => t.ms),
        0.99,
      ),
      movesPerSec: sequential.length / seqSeconds,
      byRuleset,
    },
    concurrent: {
      games: opts.concurrentGames,
      moves: concurrent.length,
      p50: quantile(
        concurrent.map((t) => t.ms),
        0.5,
      ),
      p99: quantile(
        concurrent.map((t) => t.ms),
        0.99,
      ),
      movesPerSec: concurrent.length / concSeconds,
    },
    polls: {
      count: polls.length,
      p50: quantile(
        polls.map((t) => t.ms),
        0.5,
      ),
      p99: quantile(
        polls.map((t) => t.ms),
        0.99,
      ),
    },
    floor: {
      count: floor.length,
      p50: quantile(
        floor.map((t) => t.ms),
        0.5,
      ),
      p99: quantile(
        floor.map((t) => t.ms),
        0.99,
      ),
    },
    moveBytes: {
      mean: mean([...sequential, ...concurrent].map((t) => t.bytes)),
      max: Math.max(...[...sequential, ...concurrent].map((t) => t.bytes)),
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
  while (longGames < opts.longGames && games < opts.maxGames) {
    const game = await BenchGame.start(base, opts.ruleset, opts.players);
    games++;
    while (game.active) {
      const index = game.played + 1;
      const timed = await game.move();
      if (index >= opts.early && index < opts.early + 10) early.push(timed);
      if (index >= opts.late && index < opts.late + 10) late.push(timed);
    }
    if (game.played >= opts.late + 9) longGames++;
  }
  if (!late.length) throw new Error(`no ${opts.ruleset} game of ${games} reached move ${opts.late}`);
  const summary = (list: Timed[], from: number) => {
    const times = list.map((t) => t.workerMs);
    if (times.some((t) => t === null)) throw new Error('a move had no Server-Timing header: is the server running with D1_STATS=on?');
    return { from, to: from + 9, moves: list.length, workerP50: quantile(times as number[], 0.5), bytesMean: mean(list.map((t) => t.bytes)) };
  };
  const e = summary(early, opts.early);
  const l = summary(late, opts.late);
  return { ruleset: opts.ruleset, players: opts.players, games, longGames, early: e, late: l, ratio: l.workerP50 / e.workerP50 };
}
