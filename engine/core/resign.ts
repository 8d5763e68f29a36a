/**
 * Resigned seats rank last (docs/rules/*.md, "Resigning"). In a game of more than two seats a
 * seat that resigns is played to the end by the good bot; the ruleset's own result is then
 * re-ranked so that no resigned seat wins: the rules' winners who did not resign keep the win,
 * and when every winner resigned the win goes to the best score among the others (ties share
 * it). Scores stay as the rules counted them. The worker and the record check both call this.
 */
import type { GameResult, Seat } from './ruleset';

export function rankResignedLast<R extends GameResult>(result: R, resigned: readonly Seat[], seatCount: number): R & { resigned: Seat[] } {
  const out = new Set(resigned);
  const stay = Array.from({ length: seatCount }, (_, s) => s).filter((s) => !out.has(s));
  let winners = result.winners.filter((s) => !out.has(s));
  if (winners.length === 0 && stay.length > 0) {
    const scores = result.scores;
    if (scores) {
      const best = Math.max(...stay.map((s) => scores[String(s)] ?? Number.NEGATIVE_INFINITY));
      winners = stay.filter((s) => (scores[String(s)] ?? Number.NEGATIVE_INFINITY) === best);
    } else winners = stay;
  }
  return { ...result, winners, resigned: [...out].sort((a, b) => a - b) };
}
