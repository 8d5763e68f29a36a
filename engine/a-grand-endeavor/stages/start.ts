/**
 * The turns: passing the turn (a new day when the order wraps), the ritual of a defamed player,
 * and the start of a turn, where the turn player may defame before the day's work begins.
 */
import type { LogEntry, Seat } from '../../core/ruleset';
import { isTrilithonCard, seatState } from '../board';
import type { GrandEndeavorState } from '../model';
import { construction } from './build';
import { mayDefame, turnStep } from './defame';
import { finish, isOver } from './shared';

/** Passes the turn to the next player still in the game; a new day starts when the order wraps. */
function passTurn(state: GrandEndeavorState, log: LogEntry[]): void {
  const n = state.players;
  const distance = (s: Seat) => (s - state.startPlayer + n) % n;
  for (let k = 1; k <= n; k++) {
    const next = (state.turn + k) % n;
    if (seatState(state, next).removed) continue;
    if (distance(next) <= distance(state.turn)) {
      state.day++;
      log.push({ kind: 'day', day: state.day, text: `Day ${state.day} begins.`, args: { day: state.day } });
    }
    state.turn = next;
    return;
  }
  finish(state, 'everyone-removed', log);
}

/** Starts the turn player's turn: a defamed player spends it on the ritual and the turn passes on. */
export function beginTurn(state: GrandEndeavorState, log: LogEntry[]): void {
  for (let guard = 0; guard <= state.players + 1; guard++) {
    if (isOver(state)) return;
    const seat = state.turn;
    const p = seatState(state, seat);
    if (p.ritualPending) {
      p.ritualPending = false;
      log.push({ kind: 'ritual', seat, text: `{seat:${seat}} spends the day performing a ritual to restore their good name.`, args: { seat } });
      passTurn(state, log);
      continue;
    }
    if (mayDefame(state, seat)) {
      state.step = { kind: 'start' };
      return;
    }
    afterStart(state, log);
    return;
  }
  throw new Error('beginTurn: no turn could start');
}

export function endTurn(state: GrandEndeavorState, log: LogEntry[]): void {
  if (isOver(state)) return;
  passTurn(state, log);
  beginTurn(state, log);
}

/** The day's work: a trilithon project whose Druid was at the altar first returns to a free space. */
export function afterStart(state: GrandEndeavorState, log: LogEntry[]): void {
  const p = seatState(state, state.turn);
  if (p.project && isTrilithonCard(p.project.card) && p.project.site === null) {
    state.step = { kind: 'return' };
    return;
  }
  construction(state, log);
}

export const startStep = turnStep<{ kind: 'start' }>({
  options: () => [{ type: 'begin' }],
  on: { begin: (state, _stage, _seat, _action, log) => afterStart(state, log) },
});
