/**
 * A Stonerush turn: one seat plays, then discards. Neither step takes a lone choice for its seat:
 * a turn is always the player's own click, even when only one discard is possible.
 */
import { subsets } from '../../core/actions';
import { type NumberCardId, type PlayerColour, numberCard } from '../../core/components';
import type { StepTable } from '../../core/flow';
import { shuffle } from '../../core/prng';
import type { LogEntry, Seat } from '../../core/ruleset';
import { HAND_SIZE, type StonerushAction, type StonerushState, cardsToDiscard, netSteps, playableColours, resolveMove, trackLength } from '../model';

function sortCards(cards: readonly NumberCardId[]): NumberCardId[] {
  return [...cards].sort();
}

function playActions(hand: readonly NumberCardId[]): StonerushAction[] {
  const out: StonerushAction[] = [];
  for (const cards of subsets(sortCards(hand))) {
    for (const colour of playableColours(cards)) out.push({ type: 'play', cards, colour });
  }
  return out;
}

function discardActions(hand: readonly NumberCardId[]): StonerushAction[] {
  const mustDiscard = cardsToDiscard(hand.length);
  return subsets(sortCards(hand))
    .filter((cards) => cards.length >= mustDiscard)
    .map((cards) => ({ type: 'discard', cards }));
}

function describeCards(cards: readonly NumberCardId[]): string {
  return cards
    .map((id) => {
      const c = numberCard(id);
      return `${c.half} ${c.number}`;
    })
    .join(', ');
}

function removeCards(hand: NumberCardId[], cards: readonly NumberCardId[]): void {
  for (const id of cards) {
    const i = hand.indexOf(id);
    if (i < 0) throw new Error(`card ${id} is not in hand`);
    hand.splice(i, 1);
  }
}

/** Draws up to the hand size, reshuffling the discard pile when the draw pile runs out. */
function seatHand(state: StonerushState, seat: Seat): NumberCardId[] {
  const hand = state.hands[seat];
  if (!hand) throw new Error(`no seat ${seat}`);
  return hand;
}

function drawUp(state: StonerushState, seat: Seat, log: LogEntry[]): void {
  const hand = seatHand(state, seat);
  let drawn = 0;
  while (hand.length < HAND_SIZE) {
    if (state.drawPile.length === 0) {
      if (state.discardPile.length === 0) break;
      state.drawPile = shuffle(state.rng, state.discardPile);
      state.discardPile = [];
      log.push({ kind: 'reshuffle', text: 'The discard pile was shuffled into a new draw pile.', args: {} });
    }
    hand.push(state.drawPile.shift() as NumberCardId);
    drawn++;
  }
  if (drawn > 0)
    log.push({ kind: 'draw', seat, count: drawn, text: `{seat:${seat}} drew ${drawn} card${drawn === 1 ? '' : 's'}.`, args: { seat, count: drawn } });
}

function endTurn(state: StonerushState, seat: Seat, log: LogEntry[]): void {
  drawUp(state, seat, log);
  state.turn = (seat + 1) % state.players;
  state.step = 'play';
  state.turnNumber++;
}

/** A play: the druid moves; the turn goes on to the discard, or ends with an empty hand. */
function play(state: StonerushState, seat: Seat, cards: NumberCardId[], colour: PlayerColour, log: LogEntry[]): void {
  const hand = seatHand(state, seat);
  removeCards(hand, cards);
  state.discardPile.push(...cards);
  const length = trackLength(state);
  const from = state.positions[colour];
  const { to, bumps } = resolveMove(state.positions, colour, netSteps(cards), length);
  state.positions[colour] = to;
  const movement =
    to === from
      ? `the ${colour} druid stays on ${to}`
      : `the ${colour} druid moves ${to > from ? 'ahead' : 'back'} from ${from} to ${to}` +
        (bumps ? ` (${bumps} extra for landing on ${bumps === 1 ? 'a druid' : 'druids'})` : '');
  log.push({
    kind: 'play',
    seat,
    cards,
    colour,
    from,
    to,
    text: `{seat:${seat}} played ${describeCards(cards)}: ${movement}.`,
    args: { seat, cards, colour, from, to, bumps },
  });
  if (to === length) {
    state.finisher = colour;
    log.push({ kind: 'finish', colour, text: `The ${colour} druid reached space ${length}. Trilithon cards are revealed.`, args: { colour, length } });
  } else if (hand.length === 0) endTurn(state, seat, log);
  else state.step = 'discard';
}

function discard(state: StonerushState, seat: Seat, cards: NumberCardId[], log: LogEntry[]): void {
  removeCards(seatHand(state, seat), cards);
  state.discardPile.push(...cards);
  log.push({
    kind: 'discard',
    seat,
    cards,
    text: cards.length ? `{seat:${seat}} discarded ${describeCards(cards)}.` : `{seat:${seat}} kept every card.`,
    args: { seat, cards },
  });
  endTurn(state, seat, log);
}

/** Whose turn it is and which half of it, or the end of the race. */
export type Stage = { readonly kind: 'play'; readonly seat: Seat } | { readonly kind: 'discard'; readonly seat: Seat } | { readonly kind: 'over' };

// Every stage and every "who must act" list made once: the flow reads them several times per action.
const SEATS = [0, 1, 2, 3, 4] as const;
const PLAYS: readonly Stage[] = SEATS.map((seat) => ({ kind: 'play', seat }));
const DISCARDS: readonly Stage[] = SEATS.map((seat) => ({ kind: 'discard', seat }));
const ACTING: readonly (readonly Seat[])[] = SEATS.map((seat) => [seat]);
const OVER: Stage = { kind: 'over' };

export function stageOf(state: StonerushState): Stage {
  if (state.finisher !== null) return OVER;
  const stage = (state.step === 'play' ? PLAYS : DISCARDS)[state.turn];
  if (!stage) throw new Error(`no seat ${state.turn}`);
  return stage;
}

function acting(seat: Seat): readonly Seat[] {
  return ACTING[seat] ?? [seat];
}

export const turnSteps: StepTable<StonerushState, StonerushAction, Stage> = {
  play: {
    takesLoneChoice: false,
    waitingOn: (_state, stage) => acting(stage.seat),
    actions: (state, stage) => playActions(seatHand(state, stage.seat)),
    on: { play: (state, _stage, seat, action, log) => play(state, seat, action.cards, action.colour, log) },
  },
  discard: {
    takesLoneChoice: false,
    waitingOn: (_state, stage) => acting(stage.seat),
    actions: (state, stage) => discardActions(seatHand(state, stage.seat)),
    on: { discard: (state, _stage, seat, action, log) => discard(state, seat, action.cards, log) },
  },
  over: { final: true },
};
