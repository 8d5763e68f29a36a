/** The pick: in turn order from the start player, each participant takes the bottom card of a line. */
import type { LogEntry, Seat } from '../../core/ruleset';
import { type RaidingState, describeCard, handOf, openLines } from '../model';
import type { RaidingStep } from './stage';

function doPick(state: RaidingState, seat: Seat, line: number, log: LogEntry[], forced: boolean): void {
  const cards = state.lines[line];
  const taken = cards?.shift();
  if (!taken) throw new Error(`line ${line} is empty`);
  handOf(state, seat).push(taken);
  state.pickIndex++;
  log.push({
    kind: 'pick',
    seat,
    line,
    card: taken,
    forced,
    text: `{seat:${seat}} took ${describeCard(taken)} from line ${line + 1}${forced ? ' (the only line with cards)' : ''}.`,
    args: { seat, card: taken, line: line + 1, forced },
  });
}

export const pick: RaidingStep<'pick'> = {
  // A seat is asked only while some line has a card; otherwise `run` passes it by.
  waitingOn: (state, stage) => (state.lines.some((l) => l.length > 0) ? [stage.seat] : []),
  actions: (state) => openLines(state).map((line) => ({ type: 'pick', line })),
  on: { pick: (state, _stage, seat, action, log, auto) => doPick(state, seat, action.line, log, auto) },
  run: (state, stage, log) => {
    state.pickIndex++;
    log.push({ kind: 'noPick', seat: stage.seat, text: `{seat:${stage.seat}} could not pick: every line is empty.`, args: { seat: stage.seat } });
  },
};

export const picksDone: RaidingStep<'picks-done'> = {
  run: (state) => {
    state.phase = 'play';
  },
};
