/** The play: every participant puts a card face down at once; when all have, the cards are revealed. */
import { type NumberCardId, numberCard } from '../../core/components';
import type { LogEntry, Seat } from '../../core/ruleset';
import { type RaidingState, describeCard, distanceFromStart, handOf, participants, playedBy } from '../model';
import type { RaidingStep } from './stage';

/** Placement order: coloured cards high to low, then black cards high to low; ties go to the seat nearer the start player. */
export function placementOrder(state: RaidingState): Seat[] {
  const seats = participants(state).filter((s) => state.played[s] !== null);
  const key = (s: Seat) => numberCard(playedBy(state, s));
  const byCard = (a: Seat, b: Seat) => key(b).number - key(a).number || distanceFromStart(state, a) - distanceFromStart(state, b);
  const coloured = seats.filter((s) => key(s).colour !== 'black').sort(byCard);
  const black = seats.filter((s) => key(s).colour === 'black').sort(byCard);
  return [...coloured, ...black];
}

function submitPlay(state: RaidingState, seat: Seat, cardId: NumberCardId, log: LogEntry[], forced: boolean): void {
  const hand = handOf(state, seat);
  const i = hand.indexOf(cardId);
  if (i < 0) throw new Error(`card ${cardId} is not in hand`);
  hand.splice(i, 1);
  state.faceDown[seat] = cardId;
  log.push({
    kind: 'play',
    seat,
    forced,
    text: `{seat:${seat}} played a card face down${forced ? ' (their last card)' : ''}.`,
    args: { seat, forced },
  });
}

/** Turns the face-down cards up; a coloured card places its figure at once, a black one waits for the place step. */
function reveal(state: RaidingState, log: LogEntry[]): void {
  state.played = [...state.faceDown];
  state.faceDown = Array.from({ length: state.players }, () => null);
  state.shownTurn = state.turn;
  state.shownStage = state.stage;
  state.placements = Array.from({ length: state.players }, () => null);
  state.resolutions = [];
  for (const s of participants(state)) state.discard.push(playedBy(state, s));
  const shown = participants(state).map((s) => `{seat:${s}} ${describeCard(playedBy(state, s))}`);
  const cards = participants(state).map((s) => ({ seat: s, card: playedBy(state, s) }));
  log.push({ kind: 'reveal', played: [...state.played], text: `Cards revealed: ${shown.join(', ')}.`, args: { cards } });
  state.order = placementOrder(state);
  for (const seat of state.order) {
    const colour = numberCard(playedBy(state, seat)).colour;
    if (colour === 'black') continue;
    state.placements[seat] = colour;
    log.push({
      kind: 'place',
      seat,
      colour,
      text: `{seat:${seat}} placed their figure at the ${colour} pile.`,
      args: { seat, colour, black: false, forced: false },
    });
  }
  state.phase = 'place';
  state.placeIndex = 0;
}

/** Every participant who has yet to play is asked at once; a last card in hand is played for its seat. */
export const play: RaidingStep<'play'> = {
  waitingOn: (state) => participants(state).filter((s) => state.faceDown[s] === null),
  actions: (state, _stage, seat) => [...handOf(state, seat)].sort().map((card) => ({ type: 'play', card })),
  loneChoice(state, _stage, seat) {
    const hand = handOf(state, seat);
    const only = hand[0];
    return hand.length === 1 && only ? { type: 'play', card: only } : null;
  },
  on: { play: (state, _stage, seat, action, log, auto) => submitPlay(state, seat, action.card, log, auto) },
  run: (state, _stage, log) => reveal(state, log),
};
