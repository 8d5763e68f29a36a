/**
 * Bot seats on the server. `runBots` is pure: from a state it lets every active
 * bot seat act (through the engine's `play`, like a person's action) until a
 * person must act, the game ends or the per-request cap is reached. The caller
 * writes the resulting action rows with its own change in one move-store commit.
 */
import type { GameRow, SeatInfo, TimeRules } from '@db/schema';
import { type AnyRuleset, type GameStatus, type LogEntry, type Seat, play } from '@engine/index';
import { type BotLevel, botRng, chooseBotAction } from '@engine/bots';
import { isSeatAway } from './clocks';

/**
 * Bot actions chained in one request. A decision plus its `view`, `actions` and
 * `apply` costs well under 0.2 ms for every ruleset (`npm run bots:eval` prints the
 * decision cost), so 24 stay inside the Workers free plan's 10 ms CPU budget with
 * room for the request's own work. A game needing more (rare: one human against
 * four bots in a long turn) keeps the bot seats active and continues on the next
 * request that reads the game: the poll of the person's page (`playBotTurns` in games.ts).
 */
export const BOT_ACTIONS_PER_REQUEST = 24;

export interface BotStep {
  seq: number;
  seat: Seat;
  action: unknown;
}

export interface BotRun {
  state: unknown;
  log: LogEntry[];
  steps: BotStep[];
  /** The status of `state`, when the bots computed it as they stopped (so the commit does not compute it again). */
  status?: GameStatus;
}

/**
 * Which seats bots play, and at what level. A bot standing in for an absent player
 * (`standIn: 'absent'`) never acts while that player is away (./away.ts).
 */
export function botSeatsOf(seats: readonly SeatInfo[], now: number = Date.now(), rules?: TimeRules): Map<Seat, BotLevel> {
  const out = new Map<Seat, BotLevel>();
  for (const s of seats) if (s.bot && !(s.standIn === 'absent' && isSeatAway(rules, s.seat, now))) out.set(s.seat, s.bot);
  return out;
}

/** The seat of `active` a bot must play now, or null when only people are waited for. */
function nextBotSeat(active: readonly Seat[], bots: ReadonlyMap<Seat, BotLevel>): Seat | null {
  for (const seat of active) if (bots.has(seat)) return seat;
  return null;
}

/**
 * Lets bots act from `state`, whose last action has number `version`. A bot sees
 * `view(state, seat)` and `actions(state, seat)` only — what a person's page gets.
 */
export function runBots(
  ruleset: AnyRuleset,
  gameSeed: string,
  bots: ReadonlyMap<Seat, BotLevel>,
  state: unknown,
  version: number,
  limit = BOT_ACTIONS_PER_REQUEST,
): BotRun {
  const run: BotRun = { state, log: [], steps: [] };
  if (bots.size === 0) return run;
  while (run.steps.length < limit) {
    const status = ruleset.status(run.state);
    run.status = status;
    if (status.finished) break;
    const seat = nextBotSeat(status.active, bots);
    if (seat === null) break;
    const seq = version + run.steps.length + 1;
    const input = { seat, view: ruleset.view(run.state, seat), actions: ruleset.actions(run.state, seat) };
    const action = chooseBotAction(ruleset.id, bots.get(seat) as BotLevel, input, botRng(gameSeed, seq, seat));
    const outcome = play(ruleset, run.state, seat, action);
    if (!outcome.ok) throw new Error(`bot action refused by the engine: ${outcome.error.message}`);
    run.state = outcome.state;
    run.log.push(...outcome.log);
    run.steps.push({ seq, seat, action });
    run.status = undefined;
  }
  return run;
}

/** Whether a bot seat is among the active ones (so a read should let it move). */
export function botsPending(game: Pick<GameRow, 'status' | 'active' | 'seats'> & Partial<Pick<GameRow, 'timeRules'>>, now: number = Date.now()): boolean {
  if (game.status !== 'active') return false;
  const bots = botSeatsOf(game.seats, now, game.timeRules);
  return nextBotSeat(game.active, bots) !== null;
}
