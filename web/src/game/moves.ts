/**
 * Which log entries are a player's moves and which are bookkeeping (cards drawn back up, piles
 * refilled, a new day or turn announced), and the latest entry of a kind: the recap lists the
 * moves, and each board marks the pieces of its latest move. Read from the entries' structured
 * fields (`kind`, `seat`, …), never from their text.
 */
import type { LogLine } from '@schema/api';
import { factsOf } from '../rulesets/facts';

/** A choice a player made: an entry naming its seat and not on the ruleset's bookkeeping list (its facts.ts). */
export function isMove(ruleset: string, line: LogLine): boolean {
  return typeof line.seat === 'number' && !factsOf(ruleset)?.bookkeeping.includes(line.kind);
}

/** The newest entry of one of `kinds` (and passing `also`), or undefined. */
export function latest<T extends LogLine = LogLine>(log: readonly LogLine[], kinds: readonly string[], also?: (l: LogLine) => boolean): T | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const l = log[i]!;
    if (kinds.includes(l.kind) && (!also || also(l))) return l as T;
  }
  return undefined;
}

/** The newest move in the log (the newest entry when none is a move). */
export function lastMove(ruleset: string, log: readonly LogLine[]): LogLine | undefined {
  for (let i = log.length - 1; i >= 0; i--) if (isMove(ruleset, log[i]!)) return log[i];
  return log.at(-1);
}
