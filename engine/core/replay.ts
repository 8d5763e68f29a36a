/** Replays a game from its seed and action log: the stored state is only a cache of this. */
import { play } from './play';
import { TAKE_BACK, mayTakeBack, takeBackEntry } from './take-back';
import type { AnyRuleset, GameStatus, LogEntry, Seat } from './ruleset';

export interface ReplayInput {
  seed: string;
  players: number;
  options: unknown;
  actions: readonly { seat: Seat; action: unknown }[];
}

export type ReplayOutcome = { ok: true; state: unknown; log: LogEntry[]; status: GameStatus } | { ok: false; failedAt: number; message: string };

/** One position of a replay: the state after `steps[i]` actions, and the log lines the last action wrote. */
export interface ReplayStep {
  state: unknown;
  log: LogEntry[];
}

/**
 * Walks the record from setup, calling `visit` with every position (index 0 is
 * the setup, index i the state after action i). Stops at the first action the
 * engine refuses.
 */
function walk(
  ruleset: AnyRuleset,
  input: ReplayInput,
  visit: (index: number, state: unknown, log: LogEntry[]) => void,
): { ok: true; state: unknown } | { ok: false; failedAt: number; message: string } {
  const options = ruleset.optionsSchema.safeParse(input.options ?? {});
  if (!options.success) return { ok: false, failedAt: -1, message: `bad options: ${options.error.issues[0]?.message}` };
  const setupError = ruleset.checkSetup(input.players, options.data);
  if (setupError) return { ok: false, failedAt: -1, message: setupError.message };
  let state: unknown = ruleset.setup(input.seed, input.players, options.data);
  visit(0, state, []);
  // history[k]: the state after k actions (a take-back steps back to an earlier one).
  const history: unknown[] = [state];
  for (let i = 0; i < input.actions.length; i++) {
    const step = input.actions[i] as { seat: Seat; action: unknown };
    if ((step.action as { type?: unknown } | null)?.type === TAKE_BACK) {
      const taken = input.actions[i - 1];
      const before = history[i - 1];
      if (!taken || before === undefined || !mayTakeBack(ruleset, before, taken, state, step.seat)) {
        return { ok: false, failedAt: i, message: 'a take-back of an action that may not be taken back' };
      }
      state = before;
      history.push(state);
      visit(i + 1, state, [takeBackEntry(step.seat)]);
      continue;
    }
    const result = play(ruleset, state, step.seat, step.action);
    if (!result.ok) return { ok: false, failedAt: i, message: result.error.message };
    state = result.state;
    history.push(state);
    visit(i + 1, state, result.log);
  }
  return { ok: true, state };
}

export function replay(ruleset: AnyRuleset, input: ReplayInput): ReplayOutcome {
  const log: LogEntry[] = [];
  const end = walk(ruleset, input, (_i, _s, lines) => log.push(...lines));
  if (!end.ok) return end;
  return { ok: true, state: end.state, log, status: ruleset.status(end.state) };
}

/** Every position of the game, for stepping back and forth (the replay page). */
export function replaySteps(ruleset: AnyRuleset, input: ReplayInput): { ok: true; steps: ReplayStep[] } | { ok: false; failedAt: number; message: string } {
  const steps: ReplayStep[] = [];
  const end = walk(ruleset, input, (_i, state, log) => steps.push({ state, log }));
  return end.ok ? { ok: true, steps } : end;
}
