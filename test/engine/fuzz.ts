/**
 * A seeded random-play harness shared by every ruleset's fuzz test.
 * Choices come from the engine's own PRNG (never Math.random), so a failing
 * game is reproduced by its seed alone.
 */
import { expect } from 'vitest';
import { play } from '@engine/core/play';
import { type Rng, createRng, pick } from '@engine/core/prng';
import { replay } from '@engine/core/replay';
import type { AnyRuleset, GameStatus, Seat } from '@engine/core/ruleset';
import { stonerush } from '@engine/stonerush';
import { byTier } from './tier';

export interface FuzzGame {
  seed: string;
  players: number;
  options: unknown;
  actions: { seat: Seat; action: unknown }[];
  finalState: unknown;
  status: GameStatus;
}

export interface FuzzHooks<S> {
  /** Checked after setup and after every action; throw (expect) on a broken invariant. */
  invariant?(state: S): void;
  /**
   * Quoted strings that must not appear in `view(state, seat)` serialised as JSON
   * (for example ids of cards in other hands or in the draw pile).
   */
  hiddenFrom?(state: S, seat: Seat | null): string[];
  /** Extra structural checks on a view. */
  checkView?(state: S, seat: Seat | null, view: unknown): void;
}

/** Plays one random game to its end and returns its record. */
export function randomGame<S>(
  ruleset: AnyRuleset,
  seed: string,
  players: number,
  rawOptions: unknown,
  hooks: FuzzHooks<S> = {},
  { thorough = true, maxSteps = 20_000 }: { thorough?: boolean; maxSteps?: number } = {},
): FuzzGame {
  const options = ruleset.optionsSchema.parse(rawOptions ?? {});
  let state = ruleset.setup(seed, players, options) as S;
  const chooser: Rng = createRng(`chooser:${seed}`);
  const actions: FuzzGame['actions'] = [];
  // A thorough game checks invariants, every view and every seat's legal list after every
  // action; a quick one only plays (its end state is still checked by the caller).
  const check = (s: S) => {
    if (!thorough) return;
    hooks.invariant?.(s);
    for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
      const view = ruleset.view(s, seat);
      const json = JSON.stringify(view);
      expect(json).not.toContain(seed);
      for (const token of hooks.hiddenFrom?.(s, seat) ?? []) {
        if (json.includes(JSON.stringify(token))) {
          throw new Error(`seed ${seed}: view of seat ${seat} leaks ${token}`);
        }
      }
      hooks.checkView?.(s, seat, view);
    }
  };
  check(state);
  for (let step = 0; ; step++) {
    const status = ruleset.status(state);
    if (status.finished) {
      expect(status.active).toEqual([]);
      expect(status.result?.winners.length).toBeGreaterThan(0);
      return { seed, players, options, actions, finalState: state, status };
    }
    if (step >= maxSteps) throw new Error(`seed ${seed}: no end after ${maxSteps} actions`);
    if (status.active.length === 0) throw new Error(`seed ${seed}: nobody may act in an unfinished game`);
    for (let seat = 0; thorough && seat < players; seat++) {
      const legal = ruleset.actions(state, seat);
      if (status.active.includes(seat)) {
        if (legal.length === 0) throw new Error(`seed ${seed}: active seat ${seat} has no legal action`);
      } else if (legal.length !== 0) {
        throw new Error(`seed ${seed}: inactive seat ${seat} has legal actions`);
      }
    }
    const seat = pick(chooser, status.active);
    const action = pick(chooser, ruleset.actions(state, seat));
    const roundTripped = JSON.parse(JSON.stringify(action));
    const result = play(ruleset, state, seat, roundTripped);
    if (!result.ok) throw new Error(`seed ${seed}: legal action refused: ${result.error.message}`);
    actions.push({ seat, action: roundTripped });
    state = result.state as S;
    check(state);
  }
}

/** Replays a fuzzed game from its record and checks it lands on the same state and result. */
export function expectReplays(ruleset: AnyRuleset, game: FuzzGame): void {
  const again = replay(ruleset, game);
  if (!again.ok) throw new Error(`seed ${game.seed}: replay failed at ${again.failedAt}: ${again.message}`);
  expect(again.state).toEqual(game.finalState);
  expect(again.status.result).toEqual(game.status.result);
}

/** Games a fuzz test plays in the fast loop (`npm test`): a few dozen per ruleset. */
export const FAST_FUZZ_GAMES = 24;

/**
 * How many games a fuzz test plays: FUZZ_GAMES overrides; else `slowCount` in `npm run test:slow`
 * and FAST_FUZZ_GAMES in `npm test` (test/engine/tier.ts).
 */
export function fuzzCount(slowCount: number): number {
  const fromEnv = Number(process.env.FUZZ_GAMES);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : byTier(Math.min(FAST_FUZZ_GAMES, slowCount), slowCount);
}

/**
 * A Stonerush game of three played at random to its end (quick: no per-action checks), as the record
 * its download gives (format stonehenge-record/1): the input of `npm run replay`.
 */
export function randomStonerushRecord(seed: string, gameId: string) {
  const game = randomGame(stonerush, seed, 3, { track: 'bluestones' }, {}, { thorough: false });
  return {
    format: 'stonehenge-record/1',
    gameId,
    ruleset: 'stonerush',
    engineVersion: 1,
    options: game.options,
    seed: game.seed,
    players: [0, 1, 2].map((seat) => ({ seat, name: `P${seat}` })),
    actions: game.actions.map((a, i) => ({ seq: i + 1, seat: a.seat, action: a.action, at: '2026-11-22T00:00:00.000Z' })),
    result: game.status.result,
    createdAt: '2026-11-22T00:00:00.000Z',
    finishedAt: '2026-11-22T01:00:00.000Z',
  };
}
