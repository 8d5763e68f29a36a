/**
 * Fightin' an' Drinkin' an' Stealin'!: the state as it is stored, the actions, and the values
 * the rules and the boards both work out (a card's worth, the monsters' total, the Big Lawyer's ring).
 */
import { type CardId, type PlayerColour, TRILITHON_CARD_IDS, card, isCardId, numberCardIds } from '../core/components';
import type { Rng } from '../core/prng';
import type { OptionMeta, Seat } from '../core/ruleset';
import { type Awards, type WeeLawyers, cardWorth, ofSeat, totalAwards } from './values';

// Written in ./values.ts, which a board draws with (#49: this file then stays off the board's chunk).
export { type Awards, type WeeLawyers, cardWorth, ofSeat, totalAwards };

export const ROUNDS = 7;
export const HAND_SIZE = 5;
export const DISKS_PER_COLOUR = 10;
export const LAWYER_START = 30;
export const RING_SIZE = 30;
export const EVENTS = ['fightin', 'drinkin', 'stealin'] as const;
export type EventId = (typeof EVENTS)[number];
export type FdsOptions = Record<string, never>;
export const optionsMeta: OptionMeta[] = [];

export type FdsAction =
  | { type: 'play'; fightin: string; drinkin: string; stealin: string }
  | { type: 'discard'; card: string }
  | { type: 'steal-thief'; card: string }
  | { type: 'steal-award'; colour: PlayerColour }
  | { type: 'pass' }
  | { type: 'take-yellow'; count: number }
  | { type: 'scarper'; card: string }
  | { type: 'give-wee-lawyer'; colour: PlayerColour }
  | { type: 'discard-colour'; colour: PlayerColour };

/** What a prompt asks; the view turns each into words. */
export type PromptKind =
  | 'play'
  | 'gonagal-monster'
  | 'gonagal-fighter'
  | 'fight-tie'
  | 'fight-kill'
  | 'fight-champion-discard'
  | 'fight-other-discard'
  | 'clobber-own'
  | 'clobber-opponent'
  | 'clobber-monster'
  | 'gonagal-drinker'
  | 'drink-tie'
  | 'drink-discard'
  | 'drink-passout-discard'
  | 'steal-high'
  | 'steal-high-more'
  | 'steal-yellow'
  | 'gonagal-thief'
  | 'scarper'
  | 'wee-lawyer'
  | 'best-colour';

export interface Prompt {
  seat: Seat;
  kind: PromptKind;
  /** The legal answers (empty for 'play', whose answers are built from the hand). */
  options: FdsAction[];
  /** Secret until the stage runs: other seats never see it. */
  answer: FdsAction | null;
}

/** The stage as stored: the step that runs once every prompt has an answer (stage.ts adds its facts). */
export type StageName =
  | 'choose'
  | 'fight'
  | 'fight-g-monster'
  | 'fight-g-fighter'
  | 'fight-tie'
  | 'fight-kill'
  | 'fight-champion'
  | 'fight-other'
  | 'clobber-own'
  | 'clobber-opponent'
  | 'clobber-monster'
  | 'drink'
  | 'drink-g'
  | 'drink-tie'
  | 'drink-first'
  | 'drink-second'
  | 'drink-passout'
  | 'steal'
  | 'steal-g'
  | 'steal-high'
  | 'steal-more'
  | 'steal-second'
  | 'steal-yellow'
  | 'steal-lawyer'
  | 'scarper'
  | 'wee-lawyer'
  | 'end-round'
  | 'final'
  | 'over';

/** Facts one event's resolution carries from step to step (all public once set). */
export interface EventContext {
  gonagal: Seat | null;
  champion: Seat | null;
  biggestSeat: Seat | null;
  highCard: CardId | null;
  secondCard: CardId | null;
  habeas: Seat[];
}

export interface FdsState {
  rng: Rng;
  round: number;
  stage: StageName;
  prompts: Prompt[];
  ctx: EventContext;
  /** Secret: each seat's draw deck (seat 0 day, seat 1 night), top first. */
  decks: CardId[][];
  hands: CardId[][];
  /** Face-up discards of each seat's cards, oldest first. */
  discards: CardId[][];
  /** Per event and seat: [standing card, newcomer]; the newcomer is face down until `revealed`. */
  events: Record<EventId, CardId[][]>;
  revealed: Record<EventId, boolean>;
  /** Secret: the Monster deck, top first. */
  monsterDeck: CardId[];
  /** Face-up monster cards on the centre trilithon. */
  monsters: CardId[];
  monsterDiscards: CardId[];
  /** Awards carried by thieves in the Stealin' event, by card. */
  loot: Partial<Record<CardId, Awards>>;
  awards: Awards[];
  stock: Awards;
  /** Blue awards waiting on the altar stone. */
  altar: number;
  bigLawyer: number;
  weeLawyers: Record<PlayerColour, Seat | null>;
  /** The colour each seat discarded at the end (null: nothing to discard). */
  endDiscard: (PlayerColour | null)[];
}

// ---------- the deck ----------

export const GONAGALS: readonly CardId[] = ['D01', 'N01'];

export function monsterDeckCards(): CardId[] {
  return [...numberCardIds((c) => c.colour === 'black' || c.number === 25), ...TRILITHON_CARD_IDS];
}

export function playerDeckCards(seat: Seat): CardId[] {
  const half = seat === 0 ? 'day' : 'night';
  return numberCardIds((c) => c.half === half && c.colour !== 'black' && c.number !== 25);
}

export function emptyAwards(n = 0): Awards {
  return { white: n, blue: n, green: n, yellow: n, red: n };
}

export function other(seat: Seat): Seat {
  return 1 - seat;
}

export function emptyContext(): EventContext {
  return { gonagal: null, champion: null, biggestSeat: null, highCard: null, secondCard: null, habeas: [] };
}

// ---------- reading the state ----------

/** A seat's entry in a per-seat list (hands, decks, awards, an event's slots); a missing one is a bug. */

/** Takes the top card of a pile (a deck, a hand); an empty one is a bug. */
export function takeTop(pile: CardId[], what: string): CardId {
  const id = pile.shift();
  if (id === undefined) throw new Error(`${what} is empty`);
  return id;
}

/** An answer's card id as a card of the set (the action schema only checks its form). */
export function cardId(id: string): CardId {
  if (!isCardId(id)) throw new Error(`unknown card ${id}`);
  return id;
}

export function slot(state: FdsState, event: EventId, seat: Seat): CardId[] {
  return ofSeat(state.events[event], seat);
}

/** The card a seat entered at an event this round (the second in its slot). */
export function newcomer(state: FdsState, event: EventId, seat: Seat): CardId {
  const id = slot(state, event, seat)[1];
  if (id === undefined) throw new Error(`seat ${seat} has no newcomer at the ${event} event`);
  return id;
}

// ---------- values ----------

/** What one of `seat`'s own cards is worth now. */
export function worth(state: FdsState, seat: Seat, id: CardId): number {
  return cardWorth(id, state.weeLawyers, seat);
}

/** A monster card's own value: trilithon cards count zero. */
export function monsterValue(id: CardId): number {
  const c = card(id);
  return c.kind === 'number' ? c.number : 0;
}

/** The monsters' total: a trilithon card counts zero but doubles the other card. */
export function monsterSum(monsters: readonly CardId[]): number {
  const trilithons = monsters.filter((id) => card(id).kind === 'trilithon').length;
  const base = monsters.reduce((s, id) => s + monsterValue(id), 0);
  return trilithons > 0 ? base * 2 : base;
}

function isLiveGonagal(state: FdsState, seat: Seat, id: CardId | undefined): boolean {
  return id !== undefined && GONAGALS.includes(id) && state.weeLawyers.white !== seat;
}

/**
 * The seat whose newly entered Gonagal takes this event, or null. Two live
 * Gonagals cancel out (and then count as plain 1s); a Gonagal under the white
 * Wee Lawyer is a plain zero and cancels nothing.
 */
export function gonagalSeat(state: FdsState, event: EventId): Seat | null {
  const live = [0, 1].filter((seat) => isLiveGonagal(state, seat, state.events[event][seat]?.[1]));
  return live.length === 1 ? (live[0] ?? null) : null;
}

export function multiplier(state: FdsState): number {
  return state.round === ROUNDS ? 2 : 1;
}

/** The cards of `cards` that have the highest (or lowest) value. */
export function extremes(cards: readonly CardId[], value: (id: CardId) => number, pickHighest: boolean): CardId[] {
  if (cards.length === 0) return [];
  const values = cards.map(value);
  const target = pickHighest ? Math.max(...values) : Math.min(...values);
  return cards.filter((_, i) => values[i] === target);
}

export function lootOf(state: FdsState, id: CardId): Awards {
  return state.loot[id] ?? emptyAwards();
}

export function lootCount(state: FdsState, id: CardId): number {
  return totalAwards(lootOf(state, id));
}

/** The ring space `steps` counter-clockwise from `from`, wrapping from 1 to 30. */
export function lawyerStep(from: number, steps: number): number {
  return ((((from - 1 - steps) % RING_SIZE) + RING_SIZE) % RING_SIZE) + 1;
}

export function ownerOf(state: FdsState, event: EventId, id: CardId): Seat {
  if (slot(state, event, 0).includes(id)) return 0;
  if (slot(state, event, 1).includes(id)) return 1;
  throw new Error(`card ${id} is not in the ${event} event`);
}
