/**
 * npm run replay -- <record.json>
 * Replays a `stonehenge-record/1` file with the engine and prints its result.
 * Exits 1 when the record is malformed, names an unknown ruleset or engine
 * version, or does not reproduce its stored result.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { canonicalJson, getRuleset } from '../engine';
import { replay } from '../engine/core/replay';

const recordSchema = z.object({
  format: z.literal('stonehenge-record/1'),
  gameId: z.string(),
  ruleset: z.string(),
  engineVersion: z.number().int(),
  options: z.record(z.string(), z.unknown()),
  seed: z.string().min(1),
  players: z.array(z.object({ seat: z.number().int().min(0), name: z.string() })).min(1),
  actions: z.array(
    z.object({ seq: z.number().int().min(1), seat: z.number().int().min(0), action: z.object({ type: z.string() }).passthrough(), at: z.string() }),
  ),
  result: z.object({ winners: z.array(z.number().int()), scores: z.record(z.string(), z.number()).optional() }).passthrough(),
  createdAt: z.string(),
  finishedAt: z.string(),
});

function fail(message: string): never {
  console.error(`replay: ${message}`);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('usage: npm run replay -- <record.json>');
let raw: unknown;
try {
  raw = JSON.parse(readFileSync(file, 'utf8'));
} catch (err) {
  fail(`cannot read ${file} as JSON: ${(err as Error).message}`);
}
const parsed = recordSchema.safeParse(raw);
if (!parsed.success) {
  const issue = parsed.error.issues[0];
  fail(`malformed record at ${issue?.path.join('.') || '(top)'}: ${issue?.message}`);
}
const record = parsed.data;
const ruleset = getRuleset(record.ruleset);
if (!ruleset) fail(`unknown ruleset "${record.ruleset}"`);
if (record.engineVersion !== ruleset.engineVersion) {
  fail(`record needs ${record.ruleset} engine v${record.engineVersion}; this build has v${ruleset.engineVersion}`);
}
record.actions.forEach((a, i) => {
  if (a.seq !== i + 1) fail(`action ${i + 1} has seq ${a.seq}: the log has a gap or a duplicate`);
});
const outcome = replay(ruleset, { seed: record.seed, players: record.players.length, options: record.options, actions: record.actions });
if (!outcome.ok) fail(`action ${outcome.failedAt + 1} does not replay: ${outcome.message}`);
const forfeit = (record.result as { forfeit?: { seats: number[]; deadlineHours: number } }).forfeit;
if (forfeit) {
  // Ended by a deadline, not by the rules: the actions replay to an unfinished position
  // in which every forfeiting seat was to act.
  if (outcome.status.finished) fail('the record says a deadline ended it, but its actions finish the game');
  const waiting = forfeit.seats.filter((s) => outcome.status.active.includes(s));
  if (waiting.length !== forfeit.seats.length) fail(`seats [${forfeit.seats}] forfeited but were not all to act`);
  console.log(`${ruleset.title} game ${record.gameId}: ${record.actions.length} actions replayed; ended by forfeit (${forfeit.deadlineHours}-hour deadline)`);
  console.log('the record reproduces its forfeit position');
  process.exit(0);
}
if (!outcome.status.finished) fail(`the game is not over after ${record.actions.length} actions`);
const result = outcome.status.result ?? { winners: [] };
const same =
  canonicalJson(result.winners) === canonicalJson(record.result.winners) &&
  canonicalJson(result.scores ?? null) === canonicalJson(record.result.scores ?? null);
const names = (seats: number[]) => seats.map((s) => record.players[s]?.name ?? `seat ${s}`).join(', ');
console.log(`${ruleset.title} game ${record.gameId}: ${record.actions.length} actions replayed`);
console.log(`winners: ${names(result.winners)}${result.scores ? `; scores ${JSON.stringify(result.scores)}` : ''}`);
if (!same) fail(`the replay gives winners [${result.winners}] but the record says [${record.result.winners}]`);
console.log('the record reproduces its result');
