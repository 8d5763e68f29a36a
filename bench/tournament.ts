/**
 * Tournament pairing figures (engine/tournament/): a Swiss round of 1,000 players at tables of
 * four, the first round and the fourth (after three rounds of drawn results, when repeat
 * meetings must be avoided), and a round robin's whole plan for 1,000 players at tables of four.
 * Median CPU milliseconds of several runs each.
 */
import { createRng, shuffle } from '@engine/core/prng';
import { roundRobin, swissRound } from '@engine/tournament/formats';
import { type PlayedRound, defaultScoring } from '@engine/tournament/standings';
import { quantile } from './stats';

export interface TournamentFigures {
  /** Swiss round 1 of 1,000 players into tables of 4. */
  swissFirstMs: number;
  /** Swiss round 4 of the same, after three played rounds. */
  swissFourthMs: number;
  /** A round robin's whole plan (pools of 16, five rounds each) for 1,000 players. */
  roundRobinMs: number;
}

const PLAYERS = Array.from({ length: 1000 }, (_, i) => `player-${i}`);
const RULES = { tableSize: 4, range: { min: 3, max: 5 }, fill: 'smaller' as const };

function timed(runs: number, work: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    work();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return quantile(times, 0.5);
}

export function benchTournament(): TournamentFigures {
  const scoring = defaultScoring(4);
  const rng = createRng('bench:tournament');
  const history: PlayedRound[] = [];
  for (let round = 1; round <= 3; round++) {
    const p = swissRound({ players: PLAYERS, history, ...RULES, scoring, seed: 'bench', round });
    history.push({
      round,
      byes: p.byes,
      tables: p.tables.map((seats) => ({
        seats,
        places: shuffle(
          rng,
          seats.map((_, i) => i + 1),
        ),
      })),
    });
  }
  return {
    swissFirstMs: timed(7, () => swissRound({ players: PLAYERS, history: [], ...RULES, scoring, seed: 'bench', round: 1 })),
    swissFourthMs: timed(7, () => swissRound({ players: PLAYERS, history, ...RULES, scoring, seed: 'bench', round: 4 })),
    roundRobinMs: timed(3, () => roundRobin(PLAYERS, RULES, 'bench')),
  };
}
