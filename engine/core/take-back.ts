/**
 * Take-backs. A seat may take back its own last action while nobody else has acted since and
 * the action revealed nothing. The engine decides what "revealed nothing" means, per ruleset,
 * from two parts:
 *
 * - `kinds`: the action types that can ever qualify (a choice on the open board, a card played
 *   face down that the others have not answered yet);
 * - `hiddenFrom(state, seat)`: everything that seat may not know (the PRNG, decks, the other
 *   seats' hands and face-down cards, secret identities). If it is not exactly the same after
 *   the action, something was drawn, shuffled, turned or revealed, and the action stands.
 *
 * A rule may add `settled`: a last check on the position after (e.g. a simultaneous choice
 * still waiting for the others). In a record a take-back is an action row of its own with the
 * reserved type below: the version is never reused, and a replay steps back over it.
 */
import { canonicalJson } from './actions';
import type { AnyRuleset, LogEntry, Seat } from './ruleset';

/** The action type a take-back is stored as. No ruleset may use it. */
export const TAKE_BACK = 'take-back';

export interface TakeBackRules<S, A extends { type: string } = { type: string }> {
  kinds: readonly A['type'][];
  hiddenFrom(state: S, seat: Seat): unknown;
  settled?(after: S, seat: Seat, action: A): boolean;
}

/** The public log line of a take-back, the same on the server and in a replay. */
export function takeBackEntry(seat: Seat): LogEntry {
  return { kind: 'take-back', seat, text: `{seat:${seat}} took back their last move.`, args: { seat } };
}

/** Whether `seat`'s `action`, which turned `before` into `after`, revealed nothing. */
export function revealsNothing<S, A extends { type: string }>(rules: TakeBackRules<S, A>, before: S, seat: Seat, action: A, after: S): boolean {
  if (!rules.kinds.includes(action.type)) return false;
  if (rules.settled && !rules.settled(after, seat, action)) return false;
  return canonicalJson(rules.hiddenFrom(before, seat)) === canonicalJson(rules.hiddenFrom(after, seat));
}

/** The other seats' entries of a per-seat list (their hands, their face-down plays). */
export function othersOf<T>(list: readonly T[], seat: Seat): T[] {
  return list.filter((_, s) => s !== seat);
}

/**
 * Whether `seat` may take back the last of `steps` (the action that turned `before` into
 * `after`): it was that seat's, not itself a take-back, and it revealed nothing.
 */
export function mayTakeBack(ruleset: AnyRuleset, before: unknown, step: { seat: Seat; action: unknown }, after: unknown, seat: Seat): boolean {
  const action = step.action as { type?: unknown } | null;
  if (step.seat !== seat || !action || action.type === TAKE_BACK || !ruleset.takeBack) return false;
  if (ruleset.status(after).finished) return false;
  return ruleset.takeBack(before, seat, action, after);
}
