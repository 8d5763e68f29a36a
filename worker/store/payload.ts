/**
 * Builds the contract's game payload from a stored game row. Which seat's view
 * is shown is decided by the caller; the ruleset's `view` strips the secrets.
 */
import type { GameRow, SeatInfo } from '@db/schema';
import { awayUntil, bankOf, deadlineOf, timingOf } from './clocks';
import type { AnyRuleset, LogEntry } from '@engine/index';
import type { GamePayload, LogLine, PlayerInfo, SeatClockInfo, TimeControlInfo } from '@schema/api';
import { nameSeats } from '@schema/names';
import { changedOptions } from '@schema/options';
import type { SeatAddress } from './mail-addresses';
import type { NotifyConfig } from './notify-config';
import { seatCalendarUrl } from './calendar-url';
import { inviteKey } from './ids';

export const iso = (ms: number) => new Date(ms).toISOString();

export { nameSeats };

/** Entries of the log a payload carries by default: its tail (the contract asks at least 30). */
export const LOG_TAIL = 30;
/** Entries at most in one `?logFrom=` answer. */
export const LOG_PAGE = 500;

/** Log entries with names for `{seat:N}`; `seq` counts from 1 over the whole history. */
export function formatLog(entries: readonly LogEntry[], seats: readonly SeatInfo[], start = 0): LogLine[] {
  return entries.map((e, i) => ({ ...e, seq: start + i + 1, text: nameSeats(e.text, seats) }));
}

/**
 * Which part of the log a payload sends: the last `LOG_TAIL` entries, or, with `logFrom`, up to
 * `LOG_PAGE` entries from that index on (an index past the end gives none).
 */
export function logWindow(total: number, logFrom?: number): { start: number; end: number } {
  if (logFrom === undefined) return { start: Math.max(0, total - LOG_TAIL), end: total };
  const start = Math.min(Math.max(0, logFrom), total);
  return { start, end: Math.min(total, start + LOG_PAGE) };
}

/** A seat as every list of players says it: what naming a bot's seat in the reader's words reads (schema/bot-seats.ts). */
export function seatNaming(s: GameRow['seats'][number]) {
  return {
    seat: s.seat,
    name: s.name,
    joined: s.joined,
    ...(s.bot ? { bot: s.bot } : {}),
    ...(s.resigned ? { resigned: true as const } : {}),
    ...(s.standIn ? { standIn: s.standIn } : {}),
  };
}

/** The payload of `game` for `seat` (null: a spectator), carrying the log window `log` (see readLog). */
export function buildPayload(ruleset: AnyRuleset, game: GameRow, seat: number | null, log: LogSlice): GamePayload {
  const seats = game.seats;
  const players: PlayerInfo[] = seats.map((s) => ({
    ...seatNaming(s),
    ...(s.signedIn ? { signedIn: true as const } : {}),
    ...(s.formerly?.length ? { replaced: { formerly: s.formerly[s.formerly.length - 1]!, ...(s.replacedAt ? { at: iso(s.replacedAt) } : {}) } } : {}),
  }));
  const state = game.state;
  const started = state !== null && game.status !== 'waiting';
  const result = game.result;
  const payload: GamePayload = {
    gameId: game.id,
    ruleset: game.ruleset,
    title: ruleset.title,
    options: game.options,
    changedOptions: changedOptions(game.options, ruleset.optionsMeta),
    status: game.status,
    version: game.version,
    revision: game.revision,
    seat,
    players,
    active: game.active,
    view: started ? ruleset.view(state, seat) : {},
    actions: started && game.status === 'active' && seat !== null ? ruleset.actions(state, seat) : [],
    log: formatLog(log.entries, seats, log.start),
    logStart: log.start,
    createdAt: iso(game.createdAt),
    updatedAt: iso(game.updatedAt),
    deadlineHours: game.deadlineHours ?? null,
    onTimeout: game.onTimeout,
    timeControl: timeControlOf(game),
    weekendsOff: game.timeRules.weekendsOff === true,
    clocks: clocksInfo(game, Date.now()),
  };
  // A game of a tournament names it and its round (contract, "Tournaments (round four)").
  if (game.tournamentId && game.tournamentRound !== null) payload.tournament = { id: game.tournamentId, round: game.tournamentRound };
  // A rated game says so (#58: an unrated tournament game shows no ratings and offers no rematch).
  if (game.rated) payload.rated = true;
  const proposal = game.timeRules.proposal;
  if (proposal && game.status === 'active') {
    payload.timeProposal = { by: proposal.by, timeControl: proposal.timeControl, weekendsOff: proposal.weekendsOff, accepted: proposal.accepted };
  }
  if (game.absent && game.status === 'active') payload.absent = { seat: game.absent.seat, since: iso(game.absent.since), votes: { ...game.absent.votes } };
  if (result) payload.result = { ...result, ...(result.summary ? { summary: nameSeats(result.summary, seats) } : {}) };
  if (game.status === 'finished' && started) {
    payload.revealed = ruleset.revealedView(state);
    if (game.finishedAt) payload.finishedAt = iso(game.finishedAt);
  }
  if (game.takeBackSeconds > 0) payload.takeBackSeconds = game.takeBackSeconds;
  if (game.status === 'waiting' && seat !== null) payload.joinCode = game.joinCode;
  if (seat !== null) {
    payload.chatLast = game.chatLast;
    payload.canUndo = game.status === 'active' && game.undoSeat === seat;
    if (game.rematchId) payload.rematch = { gameId: game.rematchId };
    // The link of a seat the table gave to someone new, for the other seats to pass on.
    const open = game.status === 'active' ? seats.filter((s) => s.standIn === 'replace' && s.claim && s.seat !== seat) : [];
    if (open.length) payload.replacing = open.map((s) => ({ seat: s.seat, url: `/claim/${game.id}/${s.seat}#k=${s.claim}` }));
    if (started) {
      const acted = seats[seat]?.acted;
      const logFrom = Math.min(acted?.log ?? 0, game.logLength);
      payload.recap = { logFrom, since: acted ? iso(acted.at) : null, entries: game.logLength - logFrom };
    }
  }
  return payload;
}

/** The game's time control as the contract names it (null: no clock). */
export function timeControlOf(game: Pick<GameRow, 'deadlineHours' | 'timeRules'>): TimeControlInfo | null {
  if (game.timeRules.bank) return game.timeRules.bank;
  return game.deadlineHours == null ? null : { kind: 'per-move', hours: game.deadlineHours };
}

/**
 * The payload's clocks: each seat to act with its deadline; in a bank game every other seat
 * with its bank; and any seat away as of `now` with the end of its absence.
 */
export function clocksInfo(game: GameRow, now: number): SeatClockInfo[] {
  const timing = timingOf(game);
  const bank = game.timeRules.bank;
  const out: SeatClockInfo[] = [];
  for (const s of game.seats) {
    const clock = game.status === 'active' ? game.clocks.find((c) => c.seat === s.seat) : undefined;
    const away = awayUntil(timing, s.seat, now);
    const awayPart = away === null ? {} : { awayUntil: away };
    if (clock) {
      out.push({
        seat: s.seat,
        since: iso(clock.since),
        deadline: deadlineOf(clock, timing),
        ...(bank && clock.allowMs !== undefined ? { bankMs: clock.allowMs } : {}),
        ...awayPart,
      });
    } else if ((bank && game.status === 'active') || away !== null) {
      const banked = bankOf(game.timeRules, s.seat);
      out.push({ seat: s.seat, deadline: null, ...(banked === null ? {} : { bankMs: banked }), ...awayPart });
    }
  }
  return out;
}

/**
 * What only a seat's own payload carries, added to `payload` of `game`: its address (`address`,
 * read by the caller), its deadline calendar's URL (from the row's seats alone), and while the
 * game waits, the invite link's key. The one place both `GET /api/games/:id` and the game's
 * writer (its `state` frames) add them, so a frame is the GET.
 */
export async function addSeatOwn(
  payload: GamePayload,
  game: GameRow,
  seat: number | null,
  address: SeatAddress | null,
  config: Pick<NotifyConfig, 'secret' | 'origin'>,
): Promise<GamePayload> {
  if (seat === null) return payload;
  if (address) payload.email = address;
  const calendar = seatCalendarUrl(config, game, seat);
  if (calendar) payload.calendarUrl = await calendar;
  // The host's invite link carries this key: joins with it are not limited per client in an open game.
  if (game.status === 'waiting') payload.invite = await inviteKey(config.secret, game.id);
  return payload;
}

/**
 * A seat's answer to its command (a move, a take-back, a clock's change: `{ payload, … }`) with
 * its calendar's URL added from `game`, the row the writer holds after it, as its GET has it.
 * Anything else is returned as it is (`config` is only asked for a seat's answer).
 */
export async function addSeatCalendar<T>(answer: T, game: GameRow | undefined, config: () => Pick<NotifyConfig, 'secret' | 'origin'>): Promise<T> {
  const payload = (answer as { payload?: GamePayload } | null)?.payload;
  if (!game || !payload || typeof payload !== 'object' || payload.seat === null || payload.seat === undefined || payload.gameId !== game.id) return answer;
  const calendar = seatCalendarUrl(config(), game, payload.seat);
  if (calendar) payload.calendarUrl = await calendar;
  return answer;
}

/**
 * The seat list with `seat`'s own action marked: its log entries end at `logEnd`, at `now`.
 * Set by the commit of a move or take-back that seat made itself (never by a bot or stand-in).
 */
export function markActed(seats: readonly SeatInfo[], seat: number, logEnd: number, now: number): SeatInfo[] {
  return seats.map((s) => (s.seat === seat ? { ...s, acted: { log: logEnd, at: now } } : s));
}

/** Where the recap of `seat` starts in the log: after its own last action (0 if it has not acted). */
export function recapStart(game: Pick<GameRow, 'logLength' | 'seats'>, seat: number): number {
  return Math.min(game.seats[seat]?.acted?.log ?? 0, game.logLength);
}

/** A window of a game's log: `entries[i]` is entry `start + i` (0-based). */
export interface LogSlice {
  start: number;
  entries: LogEntry[];
}

/** Weak ETag of one seat's payload (and log window): it changes whenever the stored game does. */
export function etagFor(game: Pick<GameRow, 'id' | 'revision' | 'chatLast'>, seat: number | null, logFrom?: number): string {
  // A seat's payload also says the latest chat message; a spectator's does not.
  const chat = seat === null ? '' : `.c${game.chatLast}`;
  return `W/"${game.id}.${game.revision}.${seat ?? 's'}${chat}${logFrom === undefined ? '' : `.l${logFrom}`}"`;
}
