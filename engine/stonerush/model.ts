/**
 * Stonerush's model: options, actions, the state and the pure facts of the race (track, deck,
 * movement) that the steps, the view, the bot and the board all read. Rules in our words and
 * every ruling: docs/rules/stonerush.md.
 */
import { type NumberCardId, PLAYER_COLOURS, type PlayerColour, numberCard, numberCardIds } from '../core/components';
import type { Rng } from '../core/prng';
import type { OptionMeta, Seat } from '../core/ruleset';

export const HAND_SIZE = 4;
export const KEEP_LIMIT = 2;

export const TRACKS = {
  'outer-ring': { length: 30, label: 'Outer ring (30 spaces)' },
  bluestones: { length: 20, label: 'Bluestones (20 spaces, quicker)' },
} as const;
export type TrackId = keyof typeof TRACKS;

export type StonerushOptions = { track: TrackId };

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

export type StonerushAction = { type: 'play'; cards: NumberCardId[]; colour: PlayerColour } | { type: 'discard'; cards: NumberCardId[] };

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
