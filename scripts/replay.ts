/**
 * npm run replay -- <record.json>
 * Replays a `stonehenge-record/1` file with the engine and prints its result.
 * Exits 1 when the record is malformed, names an unknown ruleset or an engine
 * version this build does not hold, or does not reproduce its stored result.
 * The checks are engine/core/record.ts, shared with the replay page.
 */
import { readFileSync } from 'node:fs';
import { verifyRecord } from '../engine';

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
const check = verifyRecord(raw);
if (!check.ok) fail(check.message);
const { record, ruleset, result } = check;
const names = (seats: number[]) => seats.map((s) => record.players[s]?.name ?? `seat ${s}`).join(', ') || 'nobody';
console.log(`${ruleset.title} (engine v${ruleset.engineVersion}) game ${record.gameId}: ${record.actions.length} actions replayed`);
console.log(`winners: ${names(result.winners)}${result.scores ? `; scores ${JSON.stringify(result.scores)}` : ''}`);
console.log('the record reproduces its result');
