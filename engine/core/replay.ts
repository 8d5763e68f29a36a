/** Replays a game from its seed and action log: the stored state is only a cache of this. */
import { play } from './play';
import type { AnyRuleset, GameStatus, LogEntry, Seat } from './ruleset';

export interface ReplayInput {
  seed: string;
  players: number;
  options: unknown;
  actions: readonly { seat: Seat; action: unknown }[];
}

export type ReplayOutcome =
  | { ok: true; state: unknown; log: LogEntry[]; status: GameStatus }
  | { ok: false; failedAt: number; message: string };

export function replay(ruleset: AnyRuleset, input: ReplayInput): ReplayOutcome {
  const options = ruleset.optionsSchema.safeParse(input.options ?? {});
  if (!options.success) return { ok: false, failedAt: -1, message: `bad options: ${options.error.issues[0]?.message}` };
  const setupError = ruleset.checkSetup(input.players, options.data);
  if (setupError) return { ok: false, failedAt: -1, message: setupError.message };
  let state: unknown = ruleset.setup(input.seed, input.players, options.data);
  const log: LogEntry[] = [];
  for (let i = 0; i < input.actions.length; i++) {
    const step = input.actions[i] as { seat: Seat; action: unknown };
    const result = play(ruleset, state, step.seat, step.action);
    if (!result.ok) return { ok: false, failedAt: i, message: result.error.message };
    state = result.state;
    log.push(...result.log);
  }
  return { ok: true, state, log, status: ruleset.status(state) };
}
