/**
 * Tournament pairing (engine/tournament/): scripted cases with exact answers, then properties
 * over seeded random tournaments (fast-check): table sizes within the ruleset's range, no repeat
 * meetings where a partition without them exists (checked against a brute force), each bye to a
 * different player, round-robin pairs as even as the pools allow, standings independent of the
 * order of results.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlayedRound, type Scoring, defaultScoring, standings, tablePoints } from '@engine/tournament/standings';
import { type Fill, type SeatRange, leastRepeats, meetingsOf, noRepeatTables, tableSizes } from '@engine/tournament/tables';
import { knockoutAlive, knockoutOrder, knockoutRound, roundRobin, swissRound } from '@engine/tournament/formats';
import { createRng, randomInt, shuffle } from '@engine/core/prng';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);

/** Places for a table from a seeded draw, with a tie now and then. */
function drawPlaces(rng: ReturnType<typeof createRng>, size: number): number[] {
  const order = shuffle(
    rng,
    Array.from({ length: size }, (_, i) => i),
  );
  const places = new Array<number>(size).fill(0);
  let place = 1;
  order.forEach((seat, i) => {
    const tie = i > 0 && randomInt(rng, 6) === 0;
    places[seat] = tie ? (places[order[i - 1] as number] as number) : place;
    place = i + 2;
  });
  return places;
}

/** Plays `rounds` Swiss rounds with drawn results. */
function playSwiss(n: number, rounds: number, tableSize: number, range: SeatRange, fill: Fill, seed: string) {
  const players = ids(n);
  const rng = createRng(`${seed}:results`);
  const history: PlayedRound[] = [];
  const scoring = defaultScoring(tableSize);
  for (let round = 1; round <= rounds; round++) {
    const pairing = swissRound({ players, history, tableSize, range, fill, scoring, seed, round });
    history.push({ round, byes: pairing.byes, tables: pairing.tables.map((seats) => ({ seats, places: drawPlaces(rng, seats.length) })) });
  }
  return { players, history, scoring };
}

/** Brute force: is there any partition of 0 … m-1 into tables of these sizes with no two who met? */
function repeatFreeExists(m: number, sizes: number[], met: Set<number>[]): boolean {
  const used = new Array<boolean>(m).fill(false);
  const counts = [...sizes];
  const go = (): boolean => {
    const first = used.indexOf(false);
    if (first < 0) return true;
    for (const s of new Set(counts)) {
      const k = counts.indexOf(s);
      counts.splice(k, 1);
      used[first] = true;
      if (choose([first], s, first + 1)) return true;
      used[first] = false;
      counts.splice(k, 0, s);
    }
    return false;
  };
  const choose = (table: number[], size: number, from: number): boolean => {
    if (table.length === size) return go();
    for (let j = from; j < m; j++) {
      if (used[j] || table.some((x) => met[x]?.has(j))) continue;
      used[j] = true;
      if (choose([...table, j], size, j + 1)) return true;
      used[j] = false;
    }
    return false;
  };
  return go();
}

describe('table sizes', () => {
  it('spreads the remainder over smaller tables, or gives byes', () => {
    expect(tableSizes(13, 4, { min: 3, max: 5 }, 'smaller')).toEqual({ sizes: [4, 3, 3, 3], byes: 0 });
    expect(tableSizes(13, 4, { min: 3, max: 5 }, 'byes')).toEqual({ sizes: [4, 4, 4], byes: 1 });
    expect(tableSizes(12, 4, { min: 3, max: 5 }, 'smaller')).toEqual({ sizes: [4, 4, 4], byes: 0 });
    expect(tableSizes(7, 2, { min: 2, max: 2 }, 'smaller')).toEqual({ sizes: [2, 2, 2], byes: 1 });
    expect(tableSizes(5, 4, { min: 3, max: 5 }, 'smaller')).toEqual({ sizes: [4], byes: 1 });
    expect(tableSizes(7, 5, { min: 3, max: 5 }, 'smaller')).toEqual({ sizes: [4, 3], byes: 0 });
    expect(tableSizes(3, 4, { min: 3, max: 5 }, 'byes')).toEqual({ sizes: [3], byes: 0 });
    expect(tableSizes(2, 4, { min: 3, max: 5 }, 'smaller')).toEqual({ sizes: [], byes: 2 });
  });

  it('keeps every table within the range and no larger than asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 2, max: 5 }), fc.boolean(), (n, a, b, smaller) => {
        const range = { min: Math.min(a, b), max: Math.max(a, b) };
        for (let size = range.min; size <= range.max; size++) {
          const { sizes, byes } = tableSizes(n, size, range, smaller ? 'smaller' : 'byes');
          expect(sizes.reduce((s, x) => s + x, 0) + byes).toBe(n);
          for (const s of sizes) {
            expect(s).toBeGreaterThanOrEqual(range.min);
            expect(s).toBeLessThanOrEqual(Math.min(size, range.max));
          }
          // A bye only when the players cannot all sit: fewer than a table, or a remainder below it.
          if (n >= range.min) expect(byes).toBeLessThan(size);
        }
      }),
    );
  });
});

describe('points and standings', () => {
  it('scores places, a shared place takes the mean of the places it spans', () => {
    const s = defaultScoring(4);
    expect(s).toEqual({ pointsByPlace: [6, 4, 2, 0], byePoints: 3 });
    expect(tablePoints(s, [1, 2, 3, 4])).toEqual([6, 4, 2, 0]);
    expect(tablePoints(s, [1, 1, 3, 4])).toEqual([5, 5, 2, 0]);
    // A table of 3 with the scoring of 4: the winner is a winner, the last a last.
    expect(tablePoints(s, [2, 1, 3])).toEqual([4, 6, 0]);
    expect(tablePoints({ pointsByPlace: [6, 5, 3, 1], byePoints: 3 }, [1, 2, 3, 4])).toEqual([6, 5, 3, 1]);
  });

  it('breaks ties by opponents’ points, then Sonneborn–Berger', () => {
    const scoring: Scoring = { pointsByPlace: [2, 0], byePoints: 1 };
    // a beats b, c beats d; then a beats c? No: round 2, a loses to d, c beats b.
    const rounds: PlayedRound[] = [
      {
        round: 1,
        byes: [],
        tables: [
          { seats: ['a', 'b'], places: [1, 2] },
          { seats: ['c', 'd'], places: [1, 2] },
        ],
      },
      {
        round: 2,
        byes: [],
        tables: [
          { seats: ['a', 'd'], places: [2, 1] },
          { seats: ['c', 'b'], places: [1, 2] },
        ],
      },
    ];
    const table = standings(['a', 'b', 'c', 'd'], rounds, scoring, 'seed');
    // c 4; a 2 (opponents b 0, d 2 → 2), d 2 (opponents c 4, a 2 → 6); b 0.
    expect(table.map((s) => [s.id, s.points, s.tiebreaks.opponents, s.rank])).toEqual([
      ['c', 4, 2, 1],
      ['d', 2, 6, 2],
      ['a', 2, 2, 3],
      ['b', 0, 6, 4],
    ]);
    // d beat a (2 points): SB 2; a beat b (0): SB 0; c beat d and b: 2 + 0.
    expect(table.find((s) => s.id === 'd')?.tiebreaks.sonnebornBerger).toBe(2);
    expect(table.find((s) => s.id === 'a')?.tiebreaks.sonnebornBerger).toBe(0);
    expect(table.find((s) => s.id === 'c')?.tiebreaks.sonnebornBerger).toBe(2);
  });

  it('gives the same standings whatever the order of the results', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 30 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 2, max: 5 }), fc.string(), (n, rounds, size, seed) => {
        const range = { min: 2, max: 5 };
        const { players, history } = playSwiss(n, rounds, size, range, 'smaller', seed);
        const scoring: Scoring = { pointsByPlace: [7, 5, 2, 1, 0].slice(0, size), byePoints: 2.5 };
        const expected = standings(players, history, scoring, seed);
        const rng = createRng(`${seed}:order`);
        // The same results: rounds, tables and players in another order.
        const mixed = shuffle(
          rng,
          history.map((r) => ({ ...r, tables: shuffle(rng, [...r.tables]), byes: shuffle(rng, [...r.byes]) })),
        );
        expect(standings(shuffle(rng, [...players]), mixed, scoring, seed)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});

describe('Swiss', () => {
  it('is deterministic from its seed', () => {
    const a = playSwiss(13, 3, 4, { min: 3, max: 5 }, 'smaller', 's1');
    const b = playSwiss(13, 3, 4, { min: 3, max: 5 }, 'smaller', 's1');
    const c = playSwiss(13, 3, 4, { min: 3, max: 5 }, 'smaller', 's2');
    expect(a.history).toEqual(b.history);
    expect(a.history).not.toEqual(c.history);
  });

  it('groups by score: after round 1 the winners sit together', () => {
    const range = { min: 2, max: 2 };
    const players = ids(8);
    const scoring = defaultScoring(2);
    const first = swissRound({ players, history: [], tableSize: 2, range, fill: 'smaller', scoring, seed: 'group', round: 1 });
    const history: PlayedRound[] = [{ round: 1, byes: [], tables: first.tables.map((seats) => ({ seats, places: [1, 2] })) }];
    const next = swissRound({ players, history, tableSize: 2, range, fill: 'smaller', scoring, seed: 'group', round: 2 });
    const winners = new Set(history[0]!.tables.flatMap((t) => t.seats.filter((_, i) => t.places?.[i] === 1)));
    for (const t of next.tables) expect(t.every((id) => winners.has(id)) || t.every((id) => !winners.has(id))).toBe(true);
  });

  it('keeps tables in range, avoids repeat meetings where possible, and gives each bye to a different player', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 13 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 2, max: 5 }),
        fc.constantFrom<Fill>('smaller', 'byes'),
        fc.string(),
        (n, a, b, fill, seed) => {
          const range = { min: Math.min(a, b), max: Math.max(a, b) };
          const size = range.max;
          const players = ids(n);
          const scoring = defaultScoring(size);
          const rng = createRng(`${seed}:r`);
          const history: PlayedRound[] = [];
          const byesHad: string[] = [];
          for (let round = 1; round <= 4; round++) {
            const pairing = swissRound({ players, history, tableSize: size, range, fill, scoring, seed, round });
            const seated = pairing.tables.flat();
            // Everyone exactly once: at a table or on a bye.
            expect([...seated, ...pairing.byes].sort()).toEqual([...players].sort());
            for (const t of pairing.tables) {
              expect(t.length).toBeGreaterThanOrEqual(range.min);
              expect(t.length).toBeLessThanOrEqual(range.max);
            }
            // No second bye while someone has had none.
            for (const id of pairing.byes) {
              if (byesHad.length + pairing.byes.length <= n) expect(byesHad).not.toContain(id);
            }
            byesHad.push(...pairing.byes);
            // No repeat meeting whenever a partition of the same tables without one exists.
            const index = new Map(seated.map((id, i) => [id, i]));
            const met = meetingsOf(
              index,
              history.flatMap((r) => r.tables.map((t) => t.seats)),
            );
            const repeats = pairing.tables.some((t) => t.some((x) => t.some((y) => x !== y && met[index.get(x)!]!.has(index.get(y)!))));
            if (repeats)
              expect(
                repeatFreeExists(
                  seated.length,
                  pairing.tables.map((t) => t.length),
                  met,
                ),
              ).toBe(false);
            history.push({ round, byes: pairing.byes, tables: pairing.tables.map((seats) => ({ seats, places: drawPlaces(rng, seats.length) })) });
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finds the one repeat-free partition a greedy seating would miss', () => {
    // Six players at tables of 2 after rounds that leave exactly one repeat-free round.
    const met = meetingsOf(new Map(ids(6).map((id, i) => [id, i])), [
      ['p01', 'p02'],
      ['p03', 'p04'],
      ['p05', 'p06'],
      ['p01', 'p03'],
      ['p02', 'p05'],
      ['p04', 'p06'],
      ['p01', 'p05'],
      ['p02', 'p04'],
      ['p03', 'p06'],
    ]);
    // Greedy seats p01 with p04, then p02 with p03, and is left with p05 and p06, who met.
    expect(leastRepeats(6, [2, 2, 2], met)).toEqual([
      [0, 3],
      [1, 2],
      [4, 5],
    ]);
    expect(noRepeatTables(6, [2, 2, 2], met)).toEqual([
      [0, 3],
      [1, 5],
      [2, 4],
    ]);
  });
});

describe('round robin', () => {
  const meets = (plan: ReturnType<typeof roundRobin>) => {
    const count = new Map<string, number>();
    for (const r of plan.rounds)
      for (const t of r.tables) for (const a of t) for (const b of t) if (a < b) count.set(`${a}|${b}`, (count.get(`${a}|${b}`) ?? 0) + 1);
    return count;
  };

  it('meets every pair exactly once when a pool is a square of the table size (an affine plane)', () => {
    for (const [n, k, range] of [
      [9, 3, { min: 3, max: 5 }],
      [16, 4, { min: 3, max: 5 }],
      [25, 5, { min: 3, max: 5 }],
      [4, 2, { min: 2, max: 2 }],
    ] as const) {
      const plan = roundRobin(ids(n), { tableSize: k, range, fill: 'smaller' }, 'rr');
      expect(plan.rounds).toHaveLength(k + 1);
      const count = meets(plan);
      expect(count.size).toBe((n * (n - 1)) / 2);
      expect([...count.values()].every((c) => c === 1)).toBe(true);
      for (const r of plan.rounds) expect(r.tables.flat().sort()).toEqual(ids(n));
    }
  });

  it('every pair of a pool meets; outside the designs the search keeps the spread within four', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 14 }), fc.integer({ min: 2, max: 5 }), fc.string(), (n, size, seed) => {
        const range = size === 2 ? { min: 2, max: 2 } : { min: 3, max: 5 };
        if (n < range.min) return;
        const plan = roundRobin(ids(n), { tableSize: size, range, fill: 'smaller' }, seed);
        const count = meets(plan);
        for (const pool of plan.pools) {
          const values: number[] = [];
          for (const a of pool) for (const b of pool) if (a < b) values.push(count.get(`${a}|${b}`) ?? 0);
          expect(Math.min(...values)).toBeGreaterThanOrEqual(1);
          expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(4);
        }
        for (const r of plan.rounds) {
          for (const t of r.tables) expect(t.length).toBeGreaterThanOrEqual(range.min);
          expect(new Set([...r.tables.flat(), ...r.byes]).size).toBe(r.tables.flat().length + r.byes.length);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the circle method for two seats: every pair once', () => {
    const plan = roundRobin(ids(7), { tableSize: 2, range: { min: 2, max: 2 }, fill: 'smaller' }, 'c');
    expect(plan.rounds).toHaveLength(7);
    expect([...meets(plan).values()]).toEqual(new Array(21).fill(1));
    expect(plan.rounds.flatMap((r) => r.byes).sort()).toEqual(ids(7));
  });
});

describe('knock-out', () => {
  it('the top two of each table of four go on, to a final table', () => {
    const players = ids(8);
    const range = { min: 2, max: 5 };
    const history: PlayedRound[] = [];
    const rng = createRng('ko');
    const base = { players, withdrawn: new Set<string>(), tableSize: 4, range, fill: 'smaller' as const, advance: 2, seed: 'ko' };
    const r1 = knockoutRound({ ...base, history, round: 1 })!;
    expect(r1.tables.map((t) => t.length)).toEqual([4, 4]);
    history.push({ round: 1, byes: [], tables: r1.tables.map((seats) => ({ seats, places: [1, 2, 3, 4] })) });
    expect(knockoutAlive({ ...base, history }).sort()).toEqual([r1.tables[0]![0], r1.tables[0]![1], r1.tables[1]![0], r1.tables[1]![1]].sort());
    const r2 = knockoutRound({ ...base, history, round: 2 })!;
    expect(r2.tables).toHaveLength(1);
    expect(r2.tables[0]!.sort()).toEqual(knockoutAlive({ ...base, history }).sort());
    history.push({ round: 2, byes: [], tables: r2.tables.map((seats) => ({ seats, places: drawPlaces(rng, seats.length) })) });
    expect(knockoutRound({ ...base, history, round: 3 })).toBeNull();
    const order = knockoutOrder(players, history, defaultScoring(4), 'ko');
    const final = history[1]!.tables[0]!;
    expect(order[0]).toBe(final.seats[final.places!.indexOf(1)]);
    expect(order.slice(0, 4).sort()).toEqual([...final.seats].sort());
  });

  it('every round in range, byes to the best placed, always ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), fc.integer({ min: 2, max: 5 }), fc.string(), (n, size, seed) => {
        const range = size === 2 ? { min: 2, max: 2 } : { min: 2, max: 5 };
        const advance = Math.max(1, Math.floor(size / 2));
        const base = { players: ids(n), withdrawn: new Set<string>(), tableSize: size, range, fill: 'smaller' as const, advance, seed };
        const history: PlayedRound[] = [];
        const rng = createRng(seed);
        for (let round = 1; ; round++) {
          expect(round).toBeLessThan(30);
          const p = knockoutRound({ ...base, history, round });
          if (!p) break;
          for (const t of p.tables) {
            expect(t.length).toBeGreaterThanOrEqual(range.min);
            expect(t.length).toBeLessThanOrEqual(range.max);
          }
          history.push({ round, byes: p.byes, tables: p.tables.map((seats) => ({ seats, places: drawPlaces(rng, seats.length) })) });
        }
        expect(history.at(-1)?.tables).toHaveLength(1);
      }),
      { numRuns: 100 },
    );
  });
});
