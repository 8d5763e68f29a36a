/**
 * The `stonehenge-record/1` format (docs/record-format.md) and its check: a
 * record is well formed, names an engine version this build holds, and its
 * actions replay from its seed to exactly its stored result. Shared by
 * `npm run replay`, the replay page and the tests.
 */
import * as z from 'zod';
import { canonicalJson } from './actions';
import { type ReplayStep, replaySteps } from './replay';
import { rankResignedLast } from './resign';
import type { AnyRuleset, GameResult } from './ruleset';
import { findEngine } from './versions';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, 'an ISO 8601 UTC time');
const seatNumber = z.number().int().min(0).max(7);

export const recordSchema = z
  .object({
    format: z.literal('stonehenge-record/1'),
    gameId: z.string().min(1).max(64),
    ruleset: z.string().min(1).max(64),
    engineVersion: z.number().int().min(1),
    options: z.record(z.string(), z.unknown()),
    seed: z.string().min(1).max(256),
    players: z
      // `formerly`: the players who held the seat before it was given to someone new, oldest first.
      .array(z.object({ seat: seatNumber, name: z.string().min(1).max(40), formerly: z.array(z.string().min(1).max(40)).max(8).optional() }).strict())
      .min(1)
      .max(8),
    actions: z.array(
      z
        .object({
          seq: z.number().int().min(1),
          seat: seatNumber,
          action: z.object({ type: z.string().min(1).max(64) }).passthrough(),
          at: isoDate,
        })
        .strict(),
    ),
    result: z
      .object({
        winners: z.array(seatNumber),
        scores: z.record(z.string(), z.number()).optional(),
        summary: z.string().optional(),
      })
      // A ruleset may add facts of its own (tie-breaks, how the game was decided).
      .passthrough(),
    createdAt: isoDate,
    finishedAt: isoDate,
    /** The seats bots held from the game's creation and their level, so a reader names them in their words (#45). */
    bots: z
      .array(z.object({ seat: seatNumber, level: z.enum(['random', 'good']) }).strict())
      .max(8)
      .optional(),
    /** A tournament's game: which, and its round (issue #46). */
    tournament: z
      .object({ id: z.string().min(1).max(40), round: z.number().int().min(1) })
      .strict()
      .optional(),
  })
  .strict();

export type StonehengeRecord = z.infer<typeof recordSchema>;

export type RecordCheck =
  | {
      ok: true;
      record: StonehengeRecord;
      ruleset: AnyRuleset;
      /** Index 0 is the setup; index i the position after action i. */
      steps: ReplayStep[];
      result: GameResult;
    }
  | { ok: false; message: string };

const sameResult = (a: GameResult, b: { winners: number[]; scores?: Record<string, number> }) =>
  canonicalJson(a.winners) === canonicalJson(b.winners) && canonicalJson(a.scores ?? null) === canonicalJson(b.scores ?? null);

/**
 * Checks a record end to end. `implementations` is every engine version this
 * build holds (engine/index.ts passes the current and kept ones).
 */
export function checkRecord(raw: unknown, implementations: readonly AnyRuleset[]): RecordCheck {
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `malformed record at ${issue?.path.join('.') || '(top)'}: ${issue?.message}` };
  }
  const record = parsed.data;
  const found = findEngine(implementations, record.ruleset, record.engineVersion);
  if (!found.ok) return { ok: false, message: found.message };
  const ruleset = found.ruleset;
  for (let i = 0; i < record.players.length; i++) {
    if (record.players[i]?.seat !== i) return { ok: false, message: `players[${i}] has seat ${record.players[i]?.seat}: seats are 0, 1, 2… in order` };
  }
  for (let i = 0; i < record.actions.length; i++) {
    const a = record.actions[i]!;
    if (a.seq !== i + 1) return { ok: false, message: `action ${i + 1} has seq ${a.seq}: the log has a gap or a duplicate` };
    if (a.seat >= record.players.length) return { ok: false, message: `action ${a.seq} names seat ${a.seat}, but there are ${record.players.length} players` };
  }
  const walked = replaySteps(ruleset, { seed: record.seed, players: record.players.length, options: record.options, actions: record.actions });
  if (!walked.ok) {
    return {
      ok: false,
      message: walked.failedAt < 0 ? `the setup fails: ${walked.message}` : `action ${walked.failedAt + 1} does not replay: ${walked.message}`,
    };
  }
  const last = walked.steps[walked.steps.length - 1]!;
  const status = ruleset.status(last.state);
  const forfeit = (record.result as { forfeit?: { seats?: unknown } }).forfeit;
  if (forfeit) {
    // Ended by a missed deadline, not by the rules: the actions replay to an unfinished
    // position in which every forfeiting seat was to act; the stored result stands.
    const seats = Array.isArray(forfeit.seats) ? (forfeit.seats as number[]) : [];
    if (status.finished) return { ok: false, message: 'the record says a deadline ended it, but its actions finish the game' };
    if (seats.length === 0 || !seats.every((s) => status.active.includes(s))) {
      return { ok: false, message: `seats [${seats}] forfeited but were not all to act` };
    }
    return { ok: true, record, ruleset, steps: walked.steps, result: record.result };
  }
  const resigned = (record.result as { resigned?: unknown }).resigned;
  const quit = Array.isArray(resigned) ? (resigned as number[]) : [];
  if (quit.length && !status.finished) {
    // Two seats: a resignation ends the game where it stood, and every other seat wins.
    const others = record.players.map((p) => p.seat).filter((s) => !quit.includes(s));
    if (canonicalJson(record.result.winners) !== canonicalJson(others))
      return { ok: false, message: `seats [${quit}] resigned, but the winners are not the others` };
    return { ok: true, record, ruleset, steps: walked.steps, result: record.result };
  }
  if (!status.finished) return { ok: false, message: `the game is not over after ${record.actions.length} actions` };
  // More seats: the bot finished a resigned seat's game, and the rules' result ranks it last.
  const result = quit.length ? rankResignedLast(status.result ?? { winners: [] }, quit, record.players.length) : (status.result ?? { winners: [] });
  if (!sameResult(result, record.result)) {
    return {
      ok: false,
      message: `the replay gives winners [${result.winners}]${result.scores ? ` and scores ${canonicalJson(result.scores)}` : ''} but the record says [${record.result.winners}]${record.result.scores ? ` and ${canonicalJson(record.result.scores)}` : ''}`,
    };
  }
  return { ok: true, record, ruleset, steps: walked.steps, result };
}
