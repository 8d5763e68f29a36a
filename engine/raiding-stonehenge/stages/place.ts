/** The place: in placement order, each seat that revealed a black card sends its figure to a pile. */
import type { PlayerColour } from '../../core/components';
import type { LogEntry, Seat } from '../../core/ruleset';
import type { RaidingState } from '../model';
import type { RaidingStep } from './stage';

function placeFigure(state: RaidingState, seat: Seat, colour: PlayerColour, log: LogEntry[], forced: boolean): void {
  state.placements[seat] = colour;
  state.placeIndex++;
  log.push({
    kind: 'place',
    seat,
    colour,
    black: true,
    text: `{seat:${seat}} (black card) placed their figure at the ${colour} pile${forced ? ' (the only colour)' : ''}.`,
    args: { seat, colour, black: true, forced },
  });
}

export const place: RaidingStep<'place'> = {
  waitingOn: (_state, stage) => (stage.placedByCard ? [] : [stage.seat]),
  actions: (state) => state.colours.map((colour) => ({ type: 'place', colour })),
  on: { place: (state, _stage, seat, action, log, auto) => placeFigure(state, seat, action.colour, log, auto) },
  // A coloured card placed its figure at the reveal: on to the next seat.
  run: (state) => {
    state.placeIndex++;
  },
};

export const placesDone: RaidingStep<'places-done'> = {
  run: (state) => {
    state.phase = 'resolve';
    state.resolveIndex = 0;
  },
};
