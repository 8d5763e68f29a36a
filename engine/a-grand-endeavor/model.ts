/**
 * A Grand Endeavor's pieces, actions and stored state: the types and numbers every part of the
 * rules shares. Rules in our words and every ruling: docs/rules/a-grand-endeavor.md.
 */
import { BOARD, type CardId, type PlayerColour, card } from '../core/components';
import type { Step } from '../core/flow';
import type { Rng } from '../core/prng';
import type { OptionMeta, Seat } from '../core/ruleset';

/** Cards a player may hold, the committed project included. */
export const POSSESSION_LIMIT = 3;
export const AVAILABLE_SLOTS = 3;

/**
 * Whether a project committed to goes face up: all do but a day number card. Here, not in
 * board.ts, with `cardsToDraw`: a board reads both, and this file is the engine's only one in a
 * board's chunk besides the points (./points.ts; docs/performance.md, #49).
 */
export function commitsFaceUp(id: CardId): boolean {
  const c = card(id);
  return !(c.kind === 'number' && c.half === 'day');
}

/** Cards a seat may still take in the draw step, from the possession count every view shows. */
export function cardsToDraw(possessionCount: number): number {
  return Math.max(0, POSSESSION_LIMIT - possessionCount);
}
export const BLUESTONES_PER_PLAYER = 10;
export const NEUTRAL_LINTELS = 10;
export const INFLUENCE_DISKS = 10;
/** Two uprights and a capstone: the pieces of one trilithon. */
export const PIECES_PER_TRILITHON = 3;
export const TRILITHON_COUNT = BOARD.trilithons.size;

/** Lintels each player keeps, by player count; the rest of their colour leaves the game. */
export const LINTELS_BY_PLAYERS: Record<number, number> = { 3: 8, 4: 6, 5: 5 };

export const TRACKS = ['outerRing', 'bluestones', 'trilithons'] as const;
export type SiteTrack = (typeof TRACKS)[number];
export interface Site {
  track: SiteTrack;
  space: number;
}

export type GrandEndeavorOptions = Record<string, never>;
export const optionsMeta: OptionMeta[] = [];

export type GrandEndeavorAction =
  | { type: 'begin' }
  | { type: 'defame'; target: number }
  | { type: 'claim'; track: SiteTrack; space: number }
  | { type: 'draw' }
  | { type: 'take'; card: string }
  | { type: 'commit'; card: string }
  | { type: 'usurp'; from: number; cards: string[] }
  | { type: 'discard'; card: string }
  | { type: 'withdraw' };

export interface Project {
  card: CardId;
  faceUp: boolean;
  /** The claimed construction site; null while face down or while its Druid is at the altar. */
  site: Site | null;
  /** A bluestone carved and waiting on the card. */
  carved: boolean;
  /** Trilithon pieces collected so far (0..3). */
  pieces: number;
  /** The trilithon has been claimed (capped): it can no longer be usurped. */
  capped: boolean;
  /** Whether a bluestone actually sits on the capstone (see the rulings: a player may have none left). */
  capDisk: boolean;
  /** Taken by usurping and not yet worked by its new holder: it cannot be usurped again yet. */
  justUsurped: boolean;
}

export interface PlayerState {
  colour: PlayerColour;
  /** Own lintels and bluestones still in the materials pile. */
  lintels: number;
  bluestones: number;
  influence: number;
  hand: CardId[];
  project: Project | null;
  /** Defamed: the Druid stands before the altar stone, and the next turn is the ritual. */
  ritualPending: boolean;
  /** Could not commit: out of play until the scoring. */
  removed: boolean;
}

/**
 * The board, one short string per track with one character per space
 * (index = space - 1): a seat digit, or '.' for none. Strings keep the state
 * small and cheap to clone; read and write it only through the helpers in board.ts.
 */
export interface Board {
  /** The seat whose Druid claims each space. */
  claimedBy: Record<SiteTrack, string>;
  /** The seat that developed each space. */
  builtBy: Record<SiteTrack, string>;
  /** Outer ring: 'n' where the lintel came from the community pile (neutral colour). */
  neutralLintel: string;
  /** Trilithon spaces: 'b' where a bluestone sits on the capstone. */
  capDisk: string;
}

/** The stage of the game, kept in `state.step` (saved games have this shape): each kind with the facts its step needs. */
export type Stage =
  | { kind: 'start' }
  | { kind: 'return' }
  | { kind: 'claim'; reason: 'turn-up' | 'commit' | 'usurp' }
  | { kind: 'draw' }
  | { kind: 'commit' }
  /** After drawing, no project can be committed to, but influence is left: defame first, or withdraw. */
  | { kind: 'stranded' }
  | { kind: 'usurp-discard'; usurper: Seat; victim: Seat; received: [CardId, CardId] }
  | { kind: 'over'; reason: 'complete' | 'everyone-removed' };

export interface GrandEndeavorState {
  players: number;
  rng: Rng;
  seats: PlayerState[];
  /** The draw deck, top first; discards go to the end (the bottom). */
  deck: CardId[];
  /** The three available projects; null for a slot emptied during this Draw phase. */
  available: (CardId | null)[];
  /** Cards removed from the game (constructed projects and cards that found no site). */
  removedCards: CardId[];
  board: Board;
  community: { lintels: number; trilithonPieces: number };
  influenceSupply: number;
  neutralOwner: Seat | null;
  lintelsPerPlayer: number;
  startPlayer: Seat;
  turn: Seat;
  day: number;
  step: Stage;
  /**
   * Engine version 2 on: a player left without a legal commit after drawing may still spend influence
   * (defame) before being removed. Absent in games begun under version 1, which keep the old rule.
   */
  strandedMayDefame?: true;
}

/** The step of one kind of stage, typed with that stage's facts. */
export type StageStep<K extends Stage['kind']> = Step<GrandEndeavorState, GrandEndeavorAction, Extract<Stage, { kind: K }>>;
