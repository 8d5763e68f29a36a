/**
 * The bot's line on the replay's board (issue 47, docs/review.md): the position after the bot's
 * choice at a reviewed decision, with the log lines that choice writes. Every board marks the
 * pieces, spaces or cards of the latest move in `payload.log` (`data-last-move`), so a board drawn
 * from this position and log shows what the bot would have done, in all four rulesets, with no
 * board of its own knowing about the review. Pure: the engine's own `apply` on the replay's state.
 */
import type { LogLine } from '@schema/api';
import { findLegal } from '@engine/core/actions';
import type { AnyRuleset, BaseAction } from '@engine/core/ruleset';

export interface BotLine {
  /** The state after the bot's choice. */
  state: unknown;
  /**
   * What the choice wrote of the deciding seat's own doing, numbered as the move it stands in for
   * (`step + 1`). Entries of other seats or of the rules that the choice set off (a reveal once all
   * have played, the next turn) are left out: the board marks the bot's move, not what followed. A
   * secret choice (a card played face down) writes nothing public; the position shows it.
   */
  log: LogLine[];
}

/**
 * The bot's choice `action` of `seat` played from `state`, the position before action number
 * `step + 1`; null when it is not legal there (a review of another game or engine version).
 */
export function botLine(ruleset: AnyRuleset, state: unknown, seat: number, action: { type: string }, step: number): BotLine | null {
  const legal = findLegal(ruleset.actions(state, seat) as BaseAction[], action);
  if (!legal) return null;
  const after = ruleset.apply(state, seat, legal);
  if (!after.ok) return null;
  const own = after.log.filter((entry) => entry.seat === seat);
  return { state: after.state, log: own.map((entry) => ({ ...entry, seq: step + 1 }) as LogLine) };
}
