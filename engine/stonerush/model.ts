/**
 * Stonerush: druids race around the stone circle; each player secretly backs
 * one colour. Rules in our words and every ruling: docs/rules/stonerush.md.
 */
import { z } from 'zod';
import { cloneState, subsets } from '../core/actions';
import { answer, defineFlow, legalActions, settle, waitingSeats } from '../core/flow';
import { type NumberCardId, isCardId, PLAYER_COLOURS, type PlayerColour, TRILITHON_CARD_IDS, numberCard, numberCardIds } from '../core/components';
import { type Rng, createRng, randomInt, shuffle } from '../core/prng';
import type { ApplyResult, GameStatus, LogEntry, OptionMeta, Seat } from '../core/ruleset';

export const HAND_SIZE = 4;
export const KEEP_LIMIT = 2;

export const TRACKS = {
  'outer-ring': { length: 30, label: 'Outer ring (30 spaces)' },
  bluestones: { length: 20, label: 'Bluestones (20 spaces, quicker)' },
} as const;
export type TrackId = keyof typeof TRACKS;

export const optionsSchema = z.object({ track: z.enum(['outer-ring', 'bluestones']).default('outer-ring') }).strict();
export type StonerushOptions = z.infer<typeof optionsSchema>;

export const optionsMeta: OptionMeta[] = [
  {
    id: 'track',
    label: 'Race track',
    help: 'The quicker variant races on the 20 bluestones instead of the 30-space outer ring.',
    type: 'choice',
    choices: Object.keys(TRACKS),
    default: 'outer-ring',
  },
];

const colourSchema = z.enum(PLAYER_COLOURS);
const cardIdSchema = z.custom<NumberCardId>((v) => typeof v === 'string' && /^[DN]\d\d$/.test(v) && isCardId(v), 'not a card id');

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), cards: z.array(cardIdSchema).min(1).max(HAND_SIZE), colour: colourSchema }).strict(),
  z.object({ type: z.literal('discard'), cards: z.array(cardIdSchema).max(HAND_SIZE) }).strict(),
]);
export type StonerushAction = z.infer<typeof actionSchema>;

export interface StonerushState {
  players: number;
  track: TrackId;
  rng: Rng;
  /** Secret: the colour each seat backs (its trilithon card). */
  identities: PlayerColour[];
  /** Secret: trilithon cards nobody was dealt. */
  undealtIdentities: PlayerColour[];
  hands: NumberCardId[][];
  drawPile: NumberCardId[];
  /** Face-up discard pile, oldest first. */
  discardPile: NumberCardId[];
  /** Space of each druid, 1..track length. */
  positions: Record<PlayerColour, number>;
  startPlayer: Seat;
  /** Whose turn it is, and which half of the turn. */
  turn: Seat;
  step: 'play' | 'discard';
  turnNumber: number;
  /** Set when a druid reaches the last space. */
  finisher: PlayerColour | null;
}

/** The cards Stonerush uses: every day card and the night cards 1 to 12. */
export function stonerushDeck(): NumberCardId[] {
  return numberCardIds((c) => c.half === 'day' || c.number <= 12);
}

export function setup(seed: string, players: number, options: StonerushOptions): StonerushState {
  const rng = createRng(seed);
  const trilithons = shuffle(rng, [...TRILITHON_CARD_IDS]).map((id) => id.slice(2) as PlayerColour);
  const drawPile = shuffle(rng, stonerushDeck());
  const hands: NumberCardId[][] = [];
  for (let s = 0; s < players; s++) hands.push(drawPile.splice(0, HAND_SIZE));
  const startPlayer = randomInt(rng, players);
  const positions = Object.fromEntries(PLAYER_COLOURS.map((c) => [c, 1])) as Record<PlayerColour, number>;
  return {
    players,
    track: options.track,
    rng,
    identities: trilithons.slice(0, players),
    undealtIdentities: trilithons.slice(players),
    hands,
    drawPile,
    discardPile: [],
    positions,
    startPlayer,
    turn: startPlayer,
    step: 'play',
    turnNumber: 1,
    finisher: null,
  };
}

export function trackLength(state: Pick<StonerushState, 'track'>): number {
  return TRACKS[state.track].length;
}

/**
 * The colour a set of cards would move, or null when the set is not a legal play.
 * Black cards join any one colour; a play of black cards alone may move any druid.
 */
export function playableColours(cards: readonly NumberCardId[]): PlayerColour[] {
  if (cards.length === 0) return [];
  const colours = new Set(cards.map((id) => numberCard(id).colour).filter((c) => c !== 'black'));
  if (colours.size > 1) return [];
  if (colours.size === 1) return [...colours] as PlayerColour[];
  return [...PLAYER_COLOURS];
}

/** Net steps a play moves its druid: +1 per day card, -1 per night card. */
export function netSteps(cards: readonly NumberCardId[]): number {
  return cards.reduce((sum, id) => sum + (numberCard(id).half === 'day' ? 1 : -1), 0);
}

/** The fewest cards a hand of `handSize` must discard to keep at most KEEP_LIMIT. */
export function cardsToDiscard(handSize: number): number {
  return Math.max(0, handSize - KEEP_LIMIT);
}

/** Where a druid ends after moving `steps` from its space, with the bump rule applied. */
export function resolveMove(
  positions: Readonly<Record<PlayerColour, number>>,
  colour: PlayerColour,
  steps: number,
  length: number,
): { to: number; bumps: number } {
  const from = positions[colour];
  if (steps === 0) return { to: from, bumps: 0 };
  const dir = Math.sign(steps);
  const clamp = (n: number) => Math.min(length, Math.max(1, n));
  let to = clamp(from + steps);
  let bumps = 0;
  const occupied = (space: number) => PLAYER_COLOURS.some((c) => c !== colour && positions[c] === space);
  // Space 1 is the start line and holds any number of druids; the last space ends the race.
  while (to !== from && to > 1 && to < length && occupied(to)) {
    to = clamp(to + dir);
    bumps++;
  }
  return { to, bumps };
}

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

export function actions(state: StonerushState, seat: Seat): StonerushAction[] {
  return legalActions(FLOW, state, seat);
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
      log.push({ kind: 'reshuffle', text: 'The discard pile was shuffled into a new draw pile.' });
    }
    hand.push(state.drawPile.shift() as NumberCardId);
    drawn++;
  }
  if (drawn > 0) log.push({ kind: 'draw', seat, count: drawn, text: `{seat:${seat}} drew ${drawn} card${drawn === 1 ? '' : 's'}.` });
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
  log.push({ kind: 'play', seat, cards, colour, from, to, text: `{seat:${seat}} played ${describeCards(cards)}: ${movement}.` });
  if (to === length) {
    state.finisher = colour;
    log.push({ kind: 'finish', colour, text: `The ${colour} druid reached space ${length}. Trilithon cards are revealed.` });
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
  });
  endTurn(state, seat, log);
}

/** Whose turn it is and which half of it, or the end of the race. */
type Stage = { readonly kind: 'play'; readonly seat: Seat } | { readonly kind: 'discard'; readonly seat: Seat } | { readonly kind: 'over' };

// Every stage and every "who must act" list made once: the flow reads them several times per action.
const SEATS = [0, 1, 2, 3, 4] as const;
const PLAYS: readonly Stage[] = SEATS.map((seat) => ({ kind: 'play', seat }));
const DISCARDS: readonly Stage[] = SEATS.map((seat) => ({ kind: 'discard', seat }));
const ACTING: readonly (readonly Seat[])[] = SEATS.map((seat) => [seat]);
const OVER: Stage = { kind: 'over' };

function stageOf(state: StonerushState): Stage {
  if (state.finisher !== null) return OVER;
  const stage = (state.step === 'play' ? PLAYS : DISCARDS)[state.turn];
  if (!stage) throw new Error(`no seat ${state.turn}`);
  return stage;
}

function acting(seat: Seat): readonly Seat[] {
  return ACTING[seat] ?? [seat];
}

/**
 * Stonerush's flow: one seat at a time plays, then discards. Neither step takes a lone choice for
 * its seat: a turn is always the player's own click, even when only one discard is possible.
 */
const FLOW = defineFlow<StonerushState, StonerushAction, Stage>({
  name: 'stonerush',
  stageOf,
  steps: {
    play: {
      takesLoneChoice: false,
      waitingOn: (_state, stage) => acting(stage.seat),
      actions: (state, stage) => playActions(seatHand(state, stage.seat)),
      answer(state, _stage, seat, action, log) {
        if (action.type !== 'play') throw new Error(`a ${action.type} in the play step`);
        play(state, seat, action.cards, action.colour, log);
      },
    },
    discard: {
      takesLoneChoice: false,
      waitingOn: (_state, stage) => acting(stage.seat),
      actions: (state, stage) => discardActions(seatHand(state, stage.seat)),
      answer(state, _stage, seat, action, log) {
        if (action.type !== 'discard') throw new Error(`a ${action.type} in the discard step`);
        discard(state, seat, action.cards, log);
      },
    },
    over: { final: true },
  },
});

/** Applies a legal action (the caller checked it against `actions`). */
export function apply(prev: StonerushState, seat: Seat, action: StonerushAction): ApplyResult<StonerushState> {
  const state = cloneState(prev);
  const log: LogEntry[] = [];
  answer(FLOW, state, seat, action, log);
  settle(FLOW, state, log);
  return { ok: true, state, log };
}

/** The winners once a druid has finished; see the rulings for the unowned-colour case. */
export function winners(state: StonerushState): Seat[] {
  if (state.finisher === null) return [];
  const owner = state.identities.indexOf(state.finisher);
  if (owner >= 0) return [owner];
  const advance = state.identities.map((colour) => state.positions[colour]);
  const best = Math.max(...advance);
  return advance.flatMap((space, seat) => (space === best ? [seat] : []));
}

export function status(state: StonerushState): GameStatus {
  if (state.finisher === null) return { active: [...waitingSeats(FLOW, state)], finished: false };
  const won = winners(state);
  const scores: Record<string, number> = {};
  state.identities.forEach((colour, seat) => {
    scores[String(seat)] = state.positions[colour];
  });
  const owner = state.identities.indexOf(state.finisher);
  return {
    active: [],
    finished: true,
    result: {
      winners: won,
      scores,
      summary:
        owner >= 0
          ? `The ${state.finisher} druid finished first; it belonged to {seat:${owner}}.`
          : `The ${state.finisher} druid finished first, but nobody backed it: the furthest-advanced druid of a player wins.`,
    },
  };
}
