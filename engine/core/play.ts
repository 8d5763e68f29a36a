/**
 * The single door through which an action reaches a ruleset: shape check,
 * turn check, legality check against `actions`, then `apply`. The server, the
 * replay tool, bots and the fuzzers all go through here, so a ruleset's
 * `apply` may assume the action it gets is one of its own legal actions.
 */
import { findLegal } from './actions';
import type { AnyRuleset, ApplyResult, Seat } from './ruleset';

export function play<S>(ruleset: AnyRuleset, state: S, seat: Seat, rawAction: unknown): ApplyResult<S> {
  const status = ruleset.status(state);
  if (status.finished) return { ok: false, error: { code: 'game_over', message: 'The game is over.' } };
  const parsed = ruleset.actionSchema.safeParse(rawAction);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return {
      ok: false,
      error: { code: 'illegal_action', message: `Malformed action${where}: ${issue?.message ?? 'invalid'}.` },
    };
  }
  if (!status.active.includes(seat)) {
    return { ok: false, error: { code: 'not_your_turn', message: 'It is not your turn to act.' } };
  }
  const legal = ruleset.actions(state, seat) as { type: string }[];
  const match = findLegal(legal, parsed.data as { type: string });
  if (!match) {
    const types = [...new Set(legal.map((a) => a.type))];
    const sameType = legal.some((a) => a.type === (parsed.data as { type: string }).type);
    const message = sameType
      ? `That ${(parsed.data as { type: string }).type} is not allowed now: pick one of the ${
          legal.filter((a) => a.type === (parsed.data as { type: string }).type).length
        } listed options.`
      : `You cannot ${(parsed.data as { type: string }).type} now; you may: ${types.join(', ') || 'nothing'}.`;
    return { ok: false, error: { code: 'illegal_action', message } };
  }
  return ruleset.apply(state, seat, match) as ApplyResult<S>;
}
