/**
 * npm run replay -- <record.json>
 * Replays a `stonehenge-record/1` file with the engine and prints its result; exits 1 when the
 * record is malformed, names an unknown ruleset or engine version, or does not reproduce its
 * result. The checks are engine/core/record.ts, shared with the replay page
 * (docs/record-format.md). `replayFile` is the whole tool, called in-process by its test.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { verifyRecord } from '@engine/index';

/** What the command prints and its exit code. */
export interface ReplayOutcome {
  code: 0 | 1;
  out: string[];
  err: string[];
}

/** Replays the record in `file`: the command's whole work, without printing or exiting. */
export function replayFile(file: string | undefined): ReplayOutcome {
  const fail = (message: string): ReplayOutcome => ({ code: 1, out: [], err: [`replay: ${message}`] });
  if (!file) return fail('usage: npm run replay -- <record.json>');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    return fail(`cannot read ${file} as JSON: ${(err as Error).message}`);
  }
  const check = verifyRecord(raw);
  if (!check.ok) return fail(check.message);
  const { record, ruleset, result } = check;
  const names = (seats: number[]) => seats.map((s) => record.players[s]?.name ?? `seat ${s}`).join(', ') || 'nobody';
  return {
    code: 0,
    out: [
      `${ruleset.title} (engine v${ruleset.engineVersion}) game ${record.gameId}: ${record.actions.length} actions replayed`,
      `winners: ${names(result.winners)}${result.scores ? `; scores ${JSON.stringify(result.scores)}` : ''}`,
      'the record reproduces its result',
    ],
    err: [],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { code, out, err } = replayFile(process.argv[2]);
  for (const line of out) console.log(line);
  for (const line of err) console.error(line);
  process.exit(code);
}
