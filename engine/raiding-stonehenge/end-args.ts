/**
 * How a game of Raiding Stonehenge was decided, as its `gameEnd` entry's args: the result's
 * words (`GameResult.says`) and the text mode's. Apart from the flow, so the web app's text mode
 * can import it without the rules.
 */
import type { LogArgs } from '../core/ruleset';
import type { RaidingResult } from './model';
/**
 * How the game was decided as its `gameEnd` entry's args (its words are the summary's), read
 * from the result the state keeps: a state stored before results carried them says the same.
 */
export function endArgs(r: Pick<RaidingResult, 'winners' | 'scores' | 'tiebreakScores' | 'decidedBy'>): LogArgs {
  const winner = r.winners[0] ?? 0;
  if (r.tiebreakScores === null) {
    const top = Math.max(...r.scores);
    if (r.decidedBy === 'score') return { end: 'score', winner, top };
    if (r.decidedBy === 'shared') return { end: 'shared', seats: [...r.winners], top };
    return { end: 'highest-card', tied: r.scores.flatMap((p, s) => (p === top ? [s] : [])), winner, top };
  }
  const after = Object.entries(r.tiebreakScores).map(([s, p]) => [Number(s), p] as const);
  const top = Math.max(...after.map(([, p]) => p));
  if (r.decidedBy === 'tiebreak-rounds') return { end: 'tiebreak-rounds', winner, top };
  if (r.decidedBy === 'shared') return { end: 'tiebreak-shared', seats: [...r.winners] };
  return { end: 'tiebreak-highest', tied: after.filter(([, p]) => p === top).map(([s]) => s), winner };
}
