/**
 * Tournament tables: how many tables of which sizes a round has, and the partition of a round's
 * players into them that avoids repeat meetings where one exists. Pure and deterministic: the
 * players arrive in the order the caller wants them grouped (Swiss: by standing), and the search
 * keeps that order as far as the meetings allow, so tables hold neighbours in the standings.
 */

/** The ruleset's player range. */
export interface SeatRange {
  min: number;
  max: number;
}

/**
 * What a round does with players that do not fill whole tables of the chosen size:
 * `smaller` spreads everyone over one more table, the tables as even as they go (when the
 * ruleset allows tables that small), `byes` leaves them out of the round with bye points.
 */
export type Fill = 'smaller' | 'byes';

/**
 * The sizes of a round's tables for `n` players at tables of `size`, largest first, and how many
 * byes. Every table is within `range` and none is larger than `size`. With `smaller` the players
 * are spread over one table more than whole tables need, as evenly as they go (13 at tables of 4:
 * 4, 3, 3, 3), when the ruleset allows the smaller tables; otherwise (and with `byes`) the
 * remainder sits out. Fewer players than the smallest table: all byes.
 */
export function tableSizes(n: number, size: number, range: SeatRange, fill: Fill): { sizes: number[]; byes: number } {
  if (!Number.isInteger(size) || size < range.min || size > range.max) throw new Error(`tableSizes: a table of ${size} is outside ${range.min}–${range.max}`);
  if (n < range.min) return { sizes: [], byes: n };
  if (n <= size) return { sizes: [n], byes: 0 };
  const full = Math.floor(n / size);
  const rest = n - full * size;
  if (rest === 0) return { sizes: Array(full).fill(size), byes: 0 };
  if (fill === 'smaller') {
    // As many tables as whole tables need, the players spread over them as evenly as they go.
    const tables = full + 1;
    const base = Math.floor(n / tables);
    const extra = n - base * tables;
    if (base >= range.min) return { sizes: [...Array(extra).fill(base + 1), ...Array(tables - extra).fill(base)], byes: 0 };
  }
  return { sizes: Array(full).fill(size), byes: rest };
}

/** Who has met whom: for player index i, the indices of everyone i sat with before. */
export type Meetings = Set<number>[];

class OutOfBudget extends Error {}

/**
 * Partitions players 0 … m-1 (in the caller's order) into tables of the given sizes with no two
 * players at one table who met before, by a depth-first search that takes the earliest players
 * it can: the first unseated player opens each table, its companions are the next ones in order
 * who met none of the table. Exhaustive within `budget` steps: null when no such partition exists
 * or the budget ran out (the caller then seats with `leastRepeats`).
 */
export function noRepeatTables(m: number, sizes: readonly number[], met: Meetings, budget = 200_000): number[][] | null {
  const used = new Uint8Array(m);
  const tables: number[][] = [];
  const counts = new Map<number, number>();
  for (const s of sizes) counts.set(s, (counts.get(s) ?? 0) + 1);
  const distinct = [...counts.keys()].sort((a, b) => b - a);
  let steps = 0;
  let firstFree = 0;

  const clash = (table: readonly number[], j: number) => {
    for (const x of table) if (met[x]?.has(j)) return true;
    return false;
  };

  const open = (): boolean => {
    let first = firstFree;
    while (first < m && used[first]) first++;
    if (first >= m) return true;
    for (const s of distinct) {
      const c = counts.get(s) ?? 0;
      if (c === 0) continue;
      counts.set(s, c - 1);
      used[first] = 1;
      const saved = firstFree;
      firstFree = first + 1;
      const table = [first];
      tables.push(table);
      if (fill(table, s, first + 1)) return true;
      tables.pop();
      used[first] = 0;
      firstFree = saved;
      counts.set(s, c);
    }
    return false;
  };

  const fill = (table: number[], size: number, from: number): boolean => {
    if (++steps > budget) throw new OutOfBudget();
    if (table.length === size) return open();
    for (let j = from; j < m; j++) {
      if (used[j] || clash(table, j)) continue;
      used[j] = 1;
      table.push(j);
      if (fill(table, size, j + 1)) return true;
      table.pop();
      used[j] = 0;
    }
    return false;
  };

  try {
    return open() ? tables : null;
  } catch (err) {
    if (err instanceof OutOfBudget) return null;
    throw err;
  }
}

/**
 * Seats players 0 … m-1 greedily with as few repeat meetings as it can: the first unseated
 * player opens each table (largest sizes first), and each seat goes to the earliest player who
 * met the fewest of the table. Always succeeds.
 */
export function leastRepeats(m: number, sizes: readonly number[], met: Meetings): number[][] {
  const used = new Uint8Array(m);
  const tables: number[][] = [];
  let first = 0;
  for (const size of [...sizes].sort((a, b) => b - a)) {
    while (first < m && used[first]) first++;
    if (first >= m) break;
    used[first] = 1;
    const table = [first];
    while (table.length < size) {
      let best = -1;
      let bestRepeats = Number.POSITIVE_INFINITY;
      for (let j = first + 1; j < m && bestRepeats > 0; j++) {
        if (used[j]) continue;
        let repeats = 0;
        for (const x of table) if (met[x]?.has(j)) repeats++;
        if (repeats < bestRepeats) {
          best = j;
          bestRepeats = repeats;
        }
      }
      if (best < 0) break;
      used[best] = 1;
      table.push(best);
    }
    tables.push(table);
  }
  return tables;
}

/** Tables of the given sizes: without repeat meetings when the search finds such a partition, else with the fewest the greedy seating makes. */
export function seatTables(m: number, sizes: readonly number[], met: Meetings, budget?: number): number[][] {
  return noRepeatTables(m, sizes, met, budget) ?? leastRepeats(m, sizes, met);
}

/** The meetings of players (by id → index) in the given tables of ids. */
export function meetingsOf(index: ReadonlyMap<string, number>, tables: Iterable<readonly string[]>): Meetings {
  const met: Meetings = Array.from({ length: index.size }, () => new Set<number>());
  for (const table of tables) {
    const seats = table.map((id) => index.get(id)).filter((i): i is number => i !== undefined);
    for (const a of seats) for (const b of seats) if (a !== b) met[a]?.add(b);
  }
  return met;
}
