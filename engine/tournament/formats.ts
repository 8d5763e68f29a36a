/**
 * The three formats' pairings, pure and deterministic from the tournament's seed:
 * - Swiss: players grouped by their standing, tables without repeat opponents where such tables
 *   exist, byes to the lowest-placed players who have had the fewest, so each goes to a
 *   different player until everyone has had one.
 * - Round robin: players split into pools, each pool's whole schedule made at the start; a pool
 *   whose size is a square of a table size of 2–5 (4, 9, 16, 25) meets by the lines of an affine
 *   plane, every pair exactly once in size + 1 rounds; any other pool by a seeded search for
 *   rounds that seat the pairs that met least, until every pair has met.
 * - Knock-out: the top `advance` places of each table go on (a tie at the cut goes by the
 *   seeded draw), byes go on, and the last round is a single table.
 */
import { createRng, shuffle } from '../core/prng';
import { type PlayedRound, type Scoring, drawKey, standings } from './standings';
import { type Fill, type Meetings, type SeatRange, meetingsOf, noRepeatTables, seatTables, tableSizes } from './tables';

export interface Pairing {
  /** Player ids by seat, one list per table. */
  tables: string[][];
  byes: string[];
}

export interface TableRules {
  tableSize: number;
  range: SeatRange;
  fill: Fill;
}

/** Seats within a table in a seeded order (the ruleset decides who starts; this decides seat numbers). */
function seatOrder(seed: string, round: number, tables: string[][]): string[][] {
  const rng = createRng(`${seed}:seats:${round}`);
  return tables.map((t) => shuffle(rng, [...t]));
}

/** How many byes each player has had. */
function byeCounts(history: readonly PlayedRound[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of history) for (const id of r.byes) out.set(id, (out.get(id) ?? 0) + 1);
  return out;
}

/**
 * The byes of a round: from the bottom of `order` up, the players with the fewest byes so far,
 * so no one has a second bye while a player of the round has had none.
 */
function chooseByes(order: readonly string[], count: number, had: ReadonlyMap<string, number>): string[] {
  if (count <= 0) return [];
  const bottomUp = order.map((id, i) => ({ id, i, had: had.get(id) ?? 0 })).reverse();
  bottomUp.sort((a, b) => a.had - b.had || b.i - a.i);
  return bottomUp.slice(0, count).map((p) => p.id);
}

export interface SwissInput extends TableRules {
  /** The players of this round (withdrawn players left out). */
  players: readonly string[];
  /** Every round played before, with its results. */
  history: readonly PlayedRound[];
  scoring: Scoring;
  seed: string;
  round: number;
  /** Steps the no-repeat search may take before it settles for the fewest repeats. */
  budget?: number;
}

/** A Swiss round: players by standing (round 1: by the seeded draw), byes at the bottom, tables top down without repeat meetings where possible. */
export function swissRound(input: SwissInput): Pairing {
  const { players, history, tableSize, range, fill, scoring, seed, round } = input;
  const order = standings(players, history, scoring, seed).map((s) => s.id);
  const { sizes, byes: byeCount } = tableSizes(order.length, tableSize, range, fill);
  const byes = chooseByes(order, byeCount, byeCounts(history));
  const seated = order.filter((id) => !byes.includes(id));
  const index = new Map(seated.map((id, i) => [id, i]));
  const met = meetingsOf(
    index,
    history.flatMap((r) => r.tables.map((t) => t.seats)),
  );
  const tables = seatTables(seated.length, sizes, met, input.budget).map((t) => t.map((i) => seated[i] as string));
  return { tables: seatOrder(seed, round, tables), byes };
}

export interface KnockoutInput extends TableRules {
  /** Everyone who entered, in the order of entry (withdrawn players are in `withdrawn`). */
  players: readonly string[];
  withdrawn: ReadonlySet<string>;
  history: readonly PlayedRound[];
  /** Places that go on from each table. */
  advance: number;
  seed: string;
  round: number;
}

/**
 * Who is still in after the rounds played: byes go on, and the best `advance` places of each
 * finished table (a tie at the cut by the seeded draw); withdrawn players are out.
 */
export function knockoutAlive(input: Pick<KnockoutInput, 'players' | 'withdrawn' | 'history' | 'advance' | 'seed'>): string[] {
  let alive = [...input.players];
  for (const round of [...input.history].sort((a, b) => a.round - b.round)) {
    const next: string[] = [...round.byes];
    for (const table of round.tables) {
      if (!table.places) continue;
      const ranked = table.seats
        .map((id, i) => ({ id, place: table.places?.[i] ?? 99, key: drawKey(input.seed, id) }))
        .sort((a, b) => a.place - b.place || a.key - b.key);
      const goOn = table.seats.length === 1 ? 1 : Math.min(input.advance, table.seats.length - 1);
      next.push(...ranked.slice(0, goOn).map((p) => p.id));
    }
    alive = alive.filter((id) => next.includes(id));
  }
  return alive.filter((id) => !input.withdrawn.has(id));
}

/**
 * The next knock-out round, or null when the tournament is over (one player left, or the last
 * round was a single table). Players are ordered by their last place, then the draw, and dealt
 * to the tables in a snake, so the winners of one round meet each other last.
 */
export function knockoutRound(input: KnockoutInput): Pairing | null {
  const last = [...input.history].sort((a, b) => b.round - a.round)[0];
  if (last && last.tables.length === 1 && last.byes.length === 0) return null;
  const alive = knockoutAlive(input);
  if (alive.length < Math.max(2, input.range.min)) return null;
  const placeOf = new Map<string, number>();
  for (const t of last?.tables ?? [])
    t.seats.forEach((id, i) => {
      placeOf.set(id, t.places?.[i] ?? 99);
    });
  const order = alive
    .map((id) => ({ id, place: placeOf.get(id) ?? 0, key: drawKey(`${input.seed}:${input.round}`, id) }))
    .sort((a, b) => a.place - b.place || a.key - b.key)
    .map((p) => p.id);
  // The last round: everyone still in fits one table.
  if (alive.length <= input.range.max && alive.length <= Math.max(input.tableSize, input.advance + 1)) {
    return { tables: seatOrder(input.seed, input.round, [order]), byes: [] };
  }
  const { sizes, byes: byeCount } = tableSizes(order.length, input.tableSize, input.range, input.fill);
  // Byes go to the best-placed: in a knock-out a bye is a step forward.
  const byes = order.slice(0, byeCount);
  const dealt = order.slice(byeCount);
  const tables: string[][] = sizes.map(() => []);
  let t = 0;
  let step = 1;
  for (const id of dealt) {
    // Skip tables already full (sizes differ by at most one).
    let guard = 0;
    while ((tables[t]?.length ?? 0) >= (sizes[t] ?? 0) && guard++ < sizes.length * 2) {
      t += step;
      if (t === sizes.length || t < 0) {
        step = -step;
        t += step;
      }
    }
    tables[t]?.push(id);
    t += step;
    if (t === sizes.length || t < 0) {
      step = -step;
      t += step;
    }
  }
  return { tables: seatOrder(input.seed, input.round, tables), byes };
}

/**
 * The final order of a knock-out: who reached the latest round first, within a round by the
 * place at its table, then by the standings' points and tiebreaks.
 */
export function knockoutOrder(players: readonly string[], history: readonly PlayedRound[], scoring: Scoring, seed: string): string[] {
  const reached = new Map<string, { round: number; place: number }>();
  for (const round of history) {
    for (const id of round.byes) reached.set(id, { round: round.round, place: 0 });
    for (const t of round.tables)
      t.seats.forEach((id, i) => {
        reached.set(id, { round: round.round, place: t.places?.[i] ?? 99 });
      });
  }
  const table = standings(players, history, scoring, seed);
  const pos = new Map(table.map((s, i) => [s.id, i]));
  return [...players].sort((a, b) => {
    const ra = reached.get(a) ?? { round: 0, place: 99 };
    const rb = reached.get(b) ?? { round: 0, place: 99 };
    return rb.round - ra.round || ra.place - rb.place || (pos.get(a) ?? 0) - (pos.get(b) ?? 0);
  });
}

export interface RoundRobinPlan {
  pools: string[][];
  /** Round r's tables and byes across all pools. */
  rounds: Pairing[];
}

/** The pool size aimed at: a square of the table size for 3–5 seats (an affine plane fits it), 8 for two. */
function poolTarget(tableSize: number): number {
  return tableSize === 2 ? 8 : tableSize * tableSize;
}

/**
 * A round-robin's whole plan: the entrants in seeded order split into pools of near-equal size
 * (one pool when there are fewer than one and a half targets), each pool's rounds, and every pool
 * given the same number of rounds (the most any pool needs; a pool that is done early plays on
 * with the pairs that met least).
 */
export function roundRobin(players: readonly string[], rules: TableRules, seed: string): RoundRobinPlan {
  const drawn = shuffle(createRng(`${seed}:pools`), [...players]);
  const target = poolTarget(rules.tableSize);
  const poolCount = Math.max(1, Math.round(drawn.length / target));
  const pools: string[][] = Array.from({ length: poolCount }, () => []);
  drawn.forEach((id, i) => {
    pools[i % poolCount]?.push(id);
  });
  const schedules = pools.map((pool, p) => poolSchedule(pool, rules, `${seed}:pool:${p}`));
  const roundCount = Math.max(...schedules.map((s) => s.length));
  const extended = schedules.map((s, p) => extendSchedule(pools[p] as string[], s, roundCount, rules, `${seed}:pool:${p}`));
  const rounds: Pairing[] = Array.from({ length: roundCount }, (_, r) => ({
    tables: extended.flatMap((s) => s[r]?.tables ?? []),
    byes: extended.flatMap((s) => s[r]?.byes ?? []),
  }));
  return { pools, rounds: rounds.map((r, i) => ({ tables: seatOrder(seed, i + 1, r.tables), byes: r.byes })) };
}

/** GF(q) for the prime powers 2, 3, 4, 5: addition and multiplication tables. */
function field(q: number): { add: (a: number, b: number) => number; mul: (a: number, b: number) => number } | null {
  if (q === 2 || q === 3 || q === 5) return { add: (a, b) => (a + b) % q, mul: (a, b) => (a * b) % q };
  if (q === 4) {
    // GF(4) = {0, 1, x, x+1} with x² = x + 1: addition is XOR.
    const MUL = [
      [0, 0, 0, 0],
      [0, 1, 2, 3],
      [0, 2, 3, 1],
      [0, 3, 1, 2],
    ];
    return { add: (a, b) => a ^ b, mul: (a, b) => MUL[a]?.[b] ?? 0 };
  }
  return null;
}

/**
 * The affine plane AG(2, q): q² points (x, y), q + 1 parallel classes of q lines of q points.
 * Each class is a round; every pair of points lies on exactly one line.
 */
function affineRounds(pool: readonly string[], q: number): Pairing[] | null {
  const f = field(q);
  if (!f || pool.length !== q * q) return null;
  const at = (x: number, y: number) => pool[x * q + y] as string;
  const rounds: Pairing[] = [];
  // Vertical lines x = c.
  rounds.push({ tables: Array.from({ length: q }, (_, c) => Array.from({ length: q }, (_, y) => at(c, y))), byes: [] });
  // Lines y = m·x + b for each slope m.
  for (let m = 0; m < q; m++) {
    const tables: string[][] = [];
    for (let b = 0; b < q; b++) tables.push(Array.from({ length: q }, (_, x) => at(x, f.add(f.mul(m, x), b))));
    rounds.push({ tables, byes: [] });
  }
  return rounds;
}

/** A pool's schedule: the affine plane when the pool fits one, else the search, until every pair has met. */
function poolSchedule(pool: readonly string[], rules: TableRules, seed: string): Pairing[] {
  if (pool.length < rules.range.min) return [];
  const plane = affineRounds(pool, rules.tableSize);
  if (plane && rules.tableSize >= rules.range.min && rules.tableSize <= rules.range.max) return plane;
  if (rules.tableSize === 2) return circleRounds(pool);
  return searchSchedule(pool, rules, seed, [], Number.POSITIVE_INFINITY);
}

/** Two seats: the circle method, every pair once in n − 1 rounds (n rounds and a bye each when n is odd). */
function circleRounds(pool: readonly string[]): Pairing[] {
  const list: (string | null)[] = [...pool];
  if (list.length % 2 === 1) list.push(null);
  const n = list.length;
  const rounds: Pairing[] = [];
  for (let r = 0; r < n - 1; r++) {
    const tables: string[][] = [];
    const byes: string[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i] ?? null;
      const b = list[n - 1 - i] ?? null;
      if (a !== null && b !== null) tables.push([a, b]);
      else if (a !== null) byes.push(a);
      else if (b !== null) byes.push(b);
    }
    rounds.push({ tables, byes });
    // Keep the first fixed, turn the rest by one.
    const moved = list.splice(n - 1, 1)[0] ?? null;
    list.splice(1, 0, moved);
  }
  return rounds;
}

/** Extends a schedule to `count` rounds with the search (pairs that met least first). */
function extendSchedule(pool: readonly string[], schedule: Pairing[], count: number, rules: TableRules, seed: string): Pairing[] {
  if (schedule.length >= count || pool.length < rules.range.min) return schedule;
  return searchSchedule(pool, rules, `${seed}:more`, schedule, count);
}

/**
 * Swaps players between tables while that lowers the tables' cost (the sum of `pairCost` over
 * every pair at a table): the search's tables polished so pairs that met often meet less.
 */
function fewerRepeats(tables: number[][], pairCost: (i: number, j: number) => number): void {
  const costAt = (table: readonly number[], x: number, skip: number) => {
    let sum = 0;
    for (const a of table) if (a !== skip) sum += pairCost(x, a);
    return sum;
  };
  for (let pass = 0, better = true; better && pass < 20; pass++) {
    better = false;
    for (let t = 0; t < tables.length; t++)
      for (let u = t + 1; u < tables.length; u++) {
        const A = tables[t] as number[];
        const B = tables[u] as number[];
        for (let i = 0; i < A.length; i++)
          for (let j = 0; j < B.length; j++) {
            const x = A[i] as number;
            const y = B[j] as number;
            const before = costAt(A, x, x) + costAt(B, y, y);
            const after = costAt(A, y, x) + costAt(B, x, y);
            if (after < before) {
              A[i] = y;
              B[j] = x;
              better = true;
            }
          }
      }
  }
}

/**
 * Rounds made one at a time after `done`: byes to those with the fewest, then tables that seat
 * no pair that has met as often as the most-met pair, by a no-repeat search over pairs met at
 * least `level` times, lowering what counts as a repeat until a partition exists. Stops when
 * every pair has met (or at `upTo` rounds). Seeded: several draws of the order, the best kept.
 */
function searchSchedule(pool: readonly string[], rules: TableRules, seed: string, done: readonly Pairing[], upTo: number): Pairing[] {
  const n = pool.length;
  const index = new Map(pool.map((id, i) => [id, i]));
  const pairs = (n * (n - 1)) / 2;
  const cap = Number.isFinite(upTo) ? upTo : done.length + 4 * n;
  let best: Pairing[] | null = null;
  let bestSpread = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 12; attempt++) {
    const rng = createRng(`${seed}:search:${attempt}`);
    const count: number[] = new Array(n * n).fill(0);
    const byes = new Map<string, number>();
    const rounds: Pairing[] = [...done];
    let covered = 0;
    const meet = (table: readonly string[]) => {
      for (const a of table)
        for (const b of table) {
          const i = index.get(a) ?? 0;
          const j = index.get(b) ?? 0;
          if (i < j) {
            if (count[i * n + j] === 0) covered++;
            count[i * n + j] = (count[i * n + j] ?? 0) + 1;
          }
        }
    };
    for (const r of done) {
      r.tables.forEach(meet);
      for (const id of r.byes) byes.set(id, (byes.get(id) ?? 0) + 1);
    }
    while (rounds.length < cap && (Number.isFinite(upTo) || covered < pairs)) {
      const order = shuffle(rng, [...pool]);
      const { sizes, byes: byeCount } = tableSizes(n, rules.tableSize, rules.range, rules.fill);
      const out = chooseByes(order, byeCount, byes);
      for (const id of out) byes.set(id, (byes.get(id) ?? 0) + 1);
      const seated = order.filter((id) => !out.includes(id));
      const at = (i: number) => index.get(seated[i] as string) ?? 0;
      const met = (level: number): Meetings =>
        seated.map((_, i) => {
          const s = new Set<number>();
          for (let j = 0; j < seated.length; j++) {
            if (i === j) continue;
            const a = Math.min(at(i), at(j));
            const b = Math.max(at(i), at(j));
            if ((count[a * n + b] ?? 0) >= level) s.add(j);
          }
          return s;
        });
      const pairCost = (i: number, j: number) => {
        const a = Math.min(at(i), at(j));
        const b = Math.max(at(i), at(j));
        const c = count[a * n + b] ?? 0;
        // A pair that has not met is worth much: every pair meets before any meets a third time.
        return c === 0 ? -n : c * c;
      };
      // Tables where no two met, when the search finds them; else the cheapest of a few seeded
      // starts polished by swaps (a pair's cost is the square of its meetings, a first meeting a gain).
      let tables = noRepeatTables(seated.length, sizes, met(1), 20_000);
      if (!tables) {
        let cheapest = Number.POSITIVE_INFINITY;
        for (let start = 0; start < 6; start++) {
          const drawn = shuffle(
            rng,
            seated.map((_, i) => i),
          );
          let k = 0;
          const tried = sizes.map((size) => {
            k += size;
            return drawn.slice(k - size, k);
          });
          fewerRepeats(tried, pairCost);
          let cost = 0;
          for (const t of tried) for (const x of t) for (const y of t) if (x < y) cost += pairCost(x, y);
          if (cost < cheapest) {
            cheapest = cost;
            tables = tried;
          }
        }
      }
      if (!tables) throw new Error('round robin: no tables');
      const named = tables.map((t) => t.map((i) => seated[i] as string));
      named.forEach(meet);
      rounds.push({ tables: named, byes: out });
    }
    let lo = Number.POSITIVE_INFINITY;
    let hi = 0;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const c = count[i * n + j] ?? 0;
        lo = Math.min(lo, c);
        hi = Math.max(hi, c);
      }
    const spread = rounds.length * 1000 + (hi - lo);
    if (spread < bestSpread) {
      best = rounds;
      bestSpread = spread;
    }
  }
  return best ?? [...done];
}
