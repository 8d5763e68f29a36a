/**
 * Raiding Stonehenge's model: options, actions, the stored state and the small helpers every phase
 * reads it with. The state's shape is what saved games and records hold: fields, their order and
 * their values stay as they are. Rules in our words: docs/rules/raiding-stonehenge.md.
 */
import { type NumberCardId, PIECES, PLAYER_COLOURS, type PlayerColour, numberCard, numberCardIds } from '../core/components';
import { fact } from '../core/fact';
import type { Rng } from '../core/prng';
import { allotmentOf } from './allotment';
import type { OptionMeta, Seat } from '../core/ruleset';

/** Cards in hand between turns; picking makes it one more. */
export const HAND_SIZE = 5;
export const LINE_COUNT = 5;
export const DISKS_PER_COLOUR = PIECES.disksPerColour;
export const SET_POINTS = 10;
export const TIEBREAK_ROUNDS = 4;

/** Disk counts per colour, indexed like PLAYER_COLOURS (compact: the state is cloned on every action). */
export type Counts = number[];
export type Stash = Record<PlayerColour, number>;

export const COLOUR_INDEX: Readonly<Record<PlayerColour, number>> = { white: 0, blue: 1, green: 2, yellow: 3, red: 4 };

export function toStash(counts: readonly number[]): Stash {
  return {
    white: counts[0] ?? 0,
    blue: counts[1] ?? 0,
    green: counts[2] ?? 0,
    yellow: counts[3] ?? 0,
    red: counts[4] ?? 0,
  };
}

export function toCounts(stash: Partial<Stash>): Counts {
  return PLAYER_COLOURS.map((c) => stash[c] ?? 0);
}

export function emptyCounts(): Counts {
  return [0, 0, 0, 0, 0];
}

/** Adds `n` (which may be negative) to one colour's count. */
export function addTo(counts: Counts, colourIndex: number, n: number): void {
  counts[colourIndex] = (counts[colourIndex] ?? 0) + n;
}

/** The options as they act on play, once the 2–3 player variant has switched its parts on. */
export interface EffectiveRules {
  lowCardStarts: boolean;
  multiplier: 1 | 2 | 3;
  extendedTiebreaker: boolean;
  plusMinusColours: boolean;
  reducedColours: boolean;
  twoThreePlayers: boolean;
  hiddenStash: boolean;
}

/** One player's take and set-aside in a turn. */
export interface Resolution {
  seat: Seat;
  colour: PlayerColour;
  /** Figures at that pile, this player's included. */
  atPile: number;
  /** What the table gives (after the accelerator) and what actually happened. */
  takeDue: number;
  took: number;
  setAsideDue: number;
  setAside: PlayerColour[];
}

export interface RaidingResult {
  winners: Seat[];
  /** Scores of the game proper (before any extended-tiebreaker rounds). */
  scores: number[];
  /** Scores after the extra rounds, for the players who played them. */
  tiebreakScores: Record<string, number> | null;
  /** How the winner was decided: 'score', 'tiebreak-rounds', 'highest-card', or 'shared'. */
  decidedBy: 'score' | 'tiebreak-rounds' | 'highest-card' | 'shared';
  summary: string;
}

/** The player now setting disks aside: the colour and count just taken, and how many are still due. */
export interface Pending {
  seat: Seat;
  colour: PlayerColour;
  took: number;
  remaining: number;
}

export interface RaidingState {
  players: number;
  rng: Rng;
  rules: EffectiveRules;
  /** Colours in play, in the set's order; removed ones (reduced colours) are out of the game. */
  colours: PlayerColour[];
  removedColours: PlayerColour[];
  bonusColour: PlayerColour | null;
  penaltyColour: PlayerColour | null;
  /** Secret: face-down draw pile that refills the lines. */
  deck: NumberCardId[];
  /** Face up. Index 0 is the bottom card, the one a player may take; refills join the end. */
  lines: NumberCardId[][];
  /** Secret per seat. */
  hands: NumberCardId[][];
  /** Cards already revealed, face up (they leave play at the reveal). */
  discard: NumberCardId[];
  piles: Counts;
  stashes: Counts[];
  startPlayer: Seat;
  turn: number;
  /** The game proper or the extended tiebreaker's extra rounds (not a flow stage: see flow.ts). */
  stage: 'main' | 'tiebreak';
  /** Seats tied for the win who play the extra rounds, and which round it is (1-based). */
  tiebreak: { seats: Seat[]; round: number; mainScores: number[] } | null;
  phase: 'pick' | 'play' | 'place' | 'resolve' | 'over';
  pickOrder: Seat[];
  pickIndex: number;
  /** Face-down plays this turn: secret until every participant has played. */
  faceDown: (NumberCardId | null)[];
  /**
   * The latest reveal and what followed it (cards, figures, takes). It stays on show until
   * the next reveal, so the table can be read after a turn ends; shownTurn says which turn.
   */
  shownTurn: number;
  shownStage: 'main' | 'tiebreak';
  played: (NumberCardId | null)[];
  placements: (PlayerColour | null)[];
  /** Placement order after the reveal; takes and set-asides follow it too. */
  order: Seat[];
  placeIndex: number;
  resolveIndex: number;
  /** The player now setting disks aside. */
  pending: Pending | null;
  resolutions: Resolution[];
  result: RaidingResult | null;
}

/** A seat's hand (every seat has one). */
export function handOf(state: RaidingState, seat: Seat): NumberCardId[] {
  return fact(state.hands[seat], 'the hand of a seat');
}

/** A seat's disk counts (every seat has them). */
export function stashOf(state: RaidingState, seat: Seat): Counts {
  return fact(state.stashes[seat], 'the stash of a seat');
}

/** The card a participant revealed this turn (set for every participant from the reveal on). */
export function playedBy(state: RaidingState, seat: Seat): NumberCardId {
  return fact(state.played[seat], 'the card a participant revealed');
}

/** Seats taking part now: everyone, or only the tied players in the extra rounds. */
export function participants(state: RaidingState): Seat[] {
  if (state.stage === 'tiebreak' && state.tiebreak) return [...state.tiebreak.seats];
  // A plain loop: the flow asks for the participants on every step, and Array.from with a callback is several times slower.
  const seats: Seat[] = [];
  for (let s = 0; s < state.players; s++) seats.push(s);
  return seats;
}

/** What each of `atPile` figures at one pile takes and sets aside this turn (./allotment.ts's table). */
export function allotment(state: RaidingState, atPile: number): { take: number; setAside: number } {
  return allotmentOf(atPile, participants(state).length, state.rules.multiplier);
}

/** Clockwise distance from the start player (0 for the start player). */
export function distanceFromStart(state: RaidingState, seat: Seat): number {
  return (seat - state.startPlayer + state.players) % state.players;
}

export function clockwiseFromStart(state: RaidingState, seats: Seat[]): Seat[] {
  return [...seats].sort((a, b) => distanceFromStart(state, a) - distanceFromStart(state, b));
}

export function openLines(state: RaidingState): number[] {
  const out: number[] = [];
  state.lines.forEach((l, i) => {
    if (l.length > 0) out.push(i);
  });
  return out;
}

/** Deals onto the lines left to right, one card per line per pass, until full or the deck is out. */
export function fillLines(lines: NumberCardId[][], deck: NumberCardId[], size: number): number {
  let dealt = 0;
  for (;;) {
    let progress = false;
    for (const line of lines) {
      if (line.length >= size) continue;
      const card = deck.shift();
      if (card === undefined) continue;
      line.push(card);
      dealt++;
      progress = true;
    }
    if (!progress) return dealt;
  }
}

export function describeCard(id: NumberCardId): string {
  const c = numberCard(id);
  return `${c.half} ${c.number} (${c.colour})`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function seatList(seats: readonly Seat[]): string {
  return seats.map((s) => `{seat:${s}}`).join(', ');
}

export type RaidingOptions = {
  lowCardStarts: boolean;
  plusMinusColours: boolean;
  accelerator: 'off' | 'x2' | 'x3';
  extendedTiebreaker: boolean;
  reducedColours: boolean;
  twoThreePlayers: boolean;
  hiddenStash: boolean;
};

export const optionsMeta: OptionMeta[] = [
  {
    id: 'lowCardStarts',
    label: 'Low card starts next turn',
    help: 'Whoever played the lowest number becomes start player, instead of passing the marker clockwise.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'plusMinusColours',
    label: '+1/−1 colours',
    help: 'Two trilithon cards are drawn: loose disks of the first colour gain a point, of the second lose one; other loose disks count nothing.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'accelerator',
    label: 'Accelerator',
    help: 'Multiply every take and set-aside by 2 or 3.',
    type: 'choice',
    choices: ['off', 'x2', 'x3'],
    default: 'off',
  },
  {
    id: 'extendedTiebreaker',
    label: 'Extended tiebreaker',
    help: 'Players tied for the win play four more rounds with their hands; then the highest card wins, day over night.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'reducedColours',
    label: 'Reduced colours (4 players)',
    help: 'Play with as many colours as players: random colours are removed with their disks and cards.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'twoThreePlayers',
    label: '2–3 players',
    help: 'Needed for 2 or 3 players: three colours, low card starts and accelerator ×2.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'hiddenStash',
    label: 'Hidden stash',
    help: 'The disks each player collects stay secret until the end.',
    type: 'boolean',
    default: false,
  },
];

export type RaidingAction =
  | { type: 'pick'; line: number }
  | { type: 'play'; card: NumberCardId }
  | { type: 'place'; colour: PlayerColour }
  | { type: 'setAside'; colour: PlayerColour };

export function effectiveRules(options: RaidingOptions): EffectiveRules {
  const twoThree = options.twoThreePlayers;
  const byOption = options.accelerator === 'x3' ? 3 : options.accelerator === 'x2' ? 2 : 1;
  return {
    lowCardStarts: options.lowCardStarts || twoThree,
    multiplier: twoThree ? 2 : byOption,
    extendedTiebreaker: options.extendedTiebreaker,
    plusMinusColours: options.plusMinusColours,
    reducedColours: options.reducedColours || twoThree,
    twoThreePlayers: twoThree,
    hiddenStash: options.hiddenStash,
  };
}

/** How many colours a game uses. */
export function colourCount(players: number, rules: EffectiveRules): number {
  if (rules.twoThreePlayers) return 3;
  return rules.reducedColours ? players : PLAYER_COLOURS.length;
}

/** Number cards of removed colours: out of the game, and public (every card of those colours). */
export function removedCardIds(state: Pick<RaidingState, 'removedColours'>): NumberCardId[] {
  return numberCardIds((c) => c.colour !== 'black' && state.removedColours.includes(c.colour));
}
