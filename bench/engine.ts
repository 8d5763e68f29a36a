/**
 * Engine figures per ruleset, in Node: seeded random games through the same
 * door as the server (`play`), then the per-action cost the server pays, then
 * replays of the recorded games. Choices come from the engine's PRNG, so two
 * runs play the same games and only the clock differs.
 */
import { play } from '@engine/core/play';
import { createRng, pick } from '@engine/core/prng';
import { replay } from '@engine/core/replay';
import type { AnyRuleset, LogEntry, Seat } from '@engine/core/ruleset';
import { mean, quantile } from './stats';

export interface EngineFigures {
  /** CPU microseconds per action for legal actions + play (parse, legality, apply) + the actor's new view. */
  usPerAction: number;
  /** Whole random games per CPU second: setup, then status + legal actions + play until the end. */
  gamesPerSec: number;
  /** Median CPU milliseconds to replay one recorded game from its seed and actions. */
  replayMs: number;
}

export interface EngineDetail extends EngineFigures {
  games: number;
  actionsPerGame: number;
  /** Wall-clock percentiles of the same per-action work (a busy machine shows in p99). */
  usPerActionP50: number;
  usPerActionP99: number;
  /** JSON size of the final state and of the whole public log: what one `games` row holds. */
  stateKB: number;
  logKB: number;
  /** CPU microseconds per move the Worker spends outside the engine on the row: stringify and parse of state and log. */
  jsonUsPerMove: number;
}

interface GameRecord {
  seed: string;
  players: number;
  options: unknown;
  actions: { seat: Seat; action: unknown }[];
  winners: Seat[];
}

/** Every playable setup: each player count with the default options, then each non-default option alone. */
export function setupsOf(ruleset: AnyRuleset): { players: number; options: Record<string, unknown> }[] {
  const optionSets: Record<string, unknown>[] = [{}];
  for (const option of ruleset.optionsMeta) {
    if (option.type === 'boolean') optionSets.push({ [option.id]: !option.default });
    else for (const choice of option.choices) if (choice !== option.default) optionSets.push({ [option.id]: choice });
  }
  const out: { players: number; options: Record<string, unknown> }[] = [];
  for (const options of optionSets) {
    for (let players = ruleset.minPlayers; players <= ruleset.maxPlayers; players++) {
      if (!ruleset.checkSetup(players, ruleset.optionsSchema.parse(options))) out.push({ players, options });
    }
  }
  return out;
}

function randomGame(ruleset: AnyRuleset, index: number): GameRecord {
  const setups = setupsOf(ruleset);
  const { players, options } = setups[index % setups.length]!;
  const seed = `bench-${ruleset.id}-${index}`;
  let state: unknown = ruleset.setup(seed, players, ruleset.optionsSchema.parse(options));
  const chooser = createRng(`chooser:${seed}`);
  const actions: GameRecord['actions'] = [];
  for (;;) {
    const status = ruleset.status(state);
    if (status.finished) return { seed, players, options, actions, winners: status.result?.winners ?? [] };
    if (actions.length > 20_000) throw new Error(`${seed}: no end after 20,000 actions`);
    const seat = pick(chooser, status.active);
    const action = pick(chooser, ruleset.actions(state, seat) as unknown[]);
    const result = play(ruleset, state, seat, action);
    if (!result.ok) throw new Error(`${seed}: a legal action was refused: ${result.error.message}`);
    actions.push({ seat, action });
    state = result.state;
  }
}

/** Per step of a recorded game: microseconds to stringify and parse the state and the log so far. */
function jsonCostPerStep(ruleset: AnyRuleset, record: GameRecord): number[] {
  let state: unknown = ruleset.setup(record.seed, record.players, ruleset.optionsSchema.parse(record.options));
  const log: LogEntry[] = [];
  const out: number[] = [];
  for (const { seat, action } of record.actions) {
    const result = play(ruleset, state, seat, action);
    if (!result.ok) throw new Error(`${record.seed}: replayed action refused: ${result.error.message}`);
    state = result.state;
    log.push(...result.log);
    const t0 = cpuMs();
    JSON.parse(JSON.stringify(state));
    JSON.parse(JSON.stringify(log));
    out.push((cpuMs() - t0) * 1000);
  }
  return out;
}

/**
 * CPU time of this process in milliseconds. The machine may be shared: CPU time
 * leaves out the time other processes hold the cores, which wall time would count.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Runs `body` for at least `ms` milliseconds of CPU and `min` times; returns the count and the CPU time used. */
function forAtLeast(ms: number, min: number, body: (i: number) => void): { count: number; cpuMs: number } {
  const start = cpuMs();
  let count = 0;
  while (count < min || cpuMs() - start < ms) body(count++);
  return { count, cpuMs: cpuMs() - start };
}

export function benchEngine(ruleset: AnyRuleset, seconds: number): EngineDetail {
  // Warm the JIT on games the measurement does not reuse.
  forAtLeast(seconds * 200, 3, (i) => randomGame(ruleset, 1_000_000 + i));

  const records: GameRecord[] = [];
  const played = forAtLeast(seconds * 1000, 5, (i) => records.push(randomGame(ruleset, i)));
  const gamesPerSec = played.count / (played.cpuMs / 1000);

  // Per action, what a move costs the server's engine work: legal actions, play, the new view.
  const perAction: number[] = [];
  const json: number[] = [];
  let stateBytes = 0;
  let logBytes = 0;
  let measuredGames = 0;
  let actionCpuMs = 0;
  const start = cpuMs();
  for (const record of records) {
    if (measuredGames >= 5 && cpuMs() - start > seconds * 1000) break;
    measuredGames++;
    const gameStart = cpuMs();
    let state: unknown = ruleset.setup(record.seed, record.players, ruleset.optionsSchema.parse(record.options));
    const log: LogEntry[] = [];
    for (const { seat, action } of record.actions) {
      const t0 = performance.now();
      ruleset.actions(state, seat);
      const result = play(ruleset, state, seat, action);
      if (!result.ok) throw new Error(`${record.seed}: replayed action refused: ${result.error.message}`);
      ruleset.view(result.state, seat);
      perAction.push((performance.now() - t0) * 1000);
      state = result.state;
      log.push(...result.log);
    }
    actionCpuMs += cpuMs() - gameStart;
    // Outside the timed loop: the Worker reads the row's state and log as JSON and writes
    // both back on every move, so time that at each step of the first few games.
    if (measuredGames <= 3) json.push(...jsonCostPerStep(ruleset, record));
    stateBytes += JSON.stringify(state).length;
    logBytes += JSON.stringify(log).length;
  }

  const replayTimes: number[] = [];
  const replayStart = cpuMs();
  for (const record of records) {
    if (replayTimes.length >= 5 && cpuMs() - replayStart > seconds * 500) break;
    const t0 = cpuMs();
    const again = replay(ruleset, record);
    replayTimes.push(cpuMs() - t0);
    if (!again.ok) throw new Error(`${record.seed}: replay failed at ${again.failedAt}: ${again.message}`);
    if (JSON.stringify(again.status.result?.winners) !== JSON.stringify(record.winners)) {
      throw new Error(`${record.seed}: replay gives other winners than the game`);
    }
  }

  return {
    usPerAction: (actionCpuMs * 1000) / perAction.length,
    usPerActionP50: quantile(perAction, 0.5),
    usPerActionP99: quantile(perAction, 0.99),
    gamesPerSec,
    replayMs: quantile(replayTimes, 0.5),
    games: played.count,
    actionsPerGame: mean(records.map((r) => r.actions.length)),
    stateKB: stateBytes / measuredGames / 1024,
    logKB: logBytes / measuredGames / 1024,
    jsonUsPerMove: mean(json),
  };
}
