/**
 * npm run bots:eval [-- [<ruleset id>] [--ruleset <id>] [--games 500]]
 * Plays each ruleset's `good` bot (or only the named ruleset's) against `random`
 * bots (every seat a bot, the good bot's seat rotating) and prints its win rate
 * next to the fair share. `--games` is per ruleset, split over its player counts.
 * A tie counts as a split win: 1/k of a game to each of k winners.
 * Everything is seeded, so a run reproduces exactly.
 */
import { RULESETS, type AnyRuleset, play } from '@engine/index';
import { botRng, chooseBotAction, hasBot, type BotLevel } from '@engine/bots';

const args = process.argv.slice(2);
const argOf = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const gamesPerRuleset = Number(argOf('games') ?? 500);
/** A bare argument (not a flag, not a flag's value) names the ruleset too. */
const bare = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const only = argOf('ruleset') ?? bare[0];
if (!Number.isInteger(gamesPerRuleset) || gamesPerRuleset <= 0) {
  console.error(`--games must be a positive whole number, not ${argOf('games')}`);
  process.exit(2);
}
if (only && !RULESETS.some((r) => r.id === only)) {
  console.error(`no ruleset ${only}; known: ${RULESETS.map((r) => r.id).join(', ')}`);
  process.exit(2);
}

/** The target from the issue: 65% with two players, 1.5× the fair share otherwise. */
function target(players: number): number {
  return players === 2 ? 0.65 : 1.5 / players;
}

interface Tally {
  games: number;
  wins: number;
  decisions: number;
  ms: number;
}

function playOne(ruleset: AnyRuleset, seed: string, players: number, goodSeat: number, tally: Tally): number {
  const options = ruleset.optionsSchema.parse({});
  let state = ruleset.setup(seed, players, options);
  for (let seq = 1; ; seq++) {
    const status = ruleset.status(state);
    if (status.finished) {
      const winners = status.result?.winners ?? [];
      return winners.includes(goodSeat) ? 1 / winners.length : 0;
    }
    if (seq > 50_000) throw new Error(`${ruleset.id} ${seed}: no end`);
    const seat = status.active[0] as number;
    const level: BotLevel = seat === goodSeat ? 'good' : 'random';
    const input = { seat, view: ruleset.view(state, seat), actions: ruleset.actions(state, seat) };
    const t0 = performance.now();
    const action = chooseBotAction(ruleset.id, level, input, botRng(seed, seq, seat));
    if (level === 'good') {
      tally.ms += performance.now() - t0;
      tally.decisions++;
    }
    const result = play(ruleset, state, seat, action);
    if (!result.ok) throw new Error(`${ruleset.id} ${seed}: bot action refused: ${result.error.message}`);
    state = result.state;
  }
}

let failed = false;
for (const ruleset of RULESETS) {
  if (only && ruleset.id !== only) continue;
  if (!hasBot(ruleset.id, 'good')) {
    console.log(`${ruleset.id}: no good bot yet — not evaluated`);
    failed = true;
    continue;
  }
  const counts: number[] = [];
  for (let p = ruleset.minPlayers; p <= ruleset.maxPlayers; p++) {
    if (!ruleset.checkSetup(p, ruleset.optionsSchema.parse({}))) counts.push(p);
  }
  const started = performance.now();
  const lines: string[] = [];
  const perCount = Math.ceil(gamesPerRuleset / counts.length);
  const all: Tally = { games: 0, wins: 0, decisions: 0, ms: 0 };
  for (const players of counts) {
    const tally: Tally = { games: 0, wins: 0, decisions: 0, ms: 0 };
    for (let g = 0; g < perCount; g++) {
      tally.wins += playOne(ruleset, `eval-${ruleset.id}-${players}-${g}`, players, g % players, tally);
      tally.games++;
    }
    const rate = tally.wins / tally.games;
    const ok = rate >= target(players);
    if (!ok) failed = true;
    lines.push(
      `  ${players} players: ${tally.games} games, good wins ${(rate * 100).toFixed(1)}% ` +
        `(fair share ${(100 / players).toFixed(1)}%, ×${(rate * players).toFixed(2)}; target ${(target(players) * 100).toFixed(1)}%) ${ok ? 'ok' : 'BELOW TARGET'}`,
    );
    all.games += tally.games;
    all.decisions += tally.decisions;
    all.ms += tally.ms;
  }
  console.log(
    `${ruleset.id}: ${all.games} games in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
      `good bot ${(all.ms / Math.max(1, all.decisions)).toFixed(3)} ms per decision (${all.decisions} decisions)`,
  );
  for (const line of lines) console.log(line);
}
if (failed) process.exitCode = 1;
