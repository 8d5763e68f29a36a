/**
 * The stages of a Raiding Stonehenge turn, as the flow kernel sees them. The state stores its
 * `phase` and the indices into the pick and placement orders; `stageOf` reads them into one stage
 * with the facts its step needs (the seat to pick or place, the player setting disks aside). The
 * state's own `stage` field ('main' or 'tiebreak') is another thing: which part of the game it is.
 */
import type { Step } from '../../core/flow';
import type { Seat } from '../../core/ruleset';
import type { RaidingAction } from '../model';
import type { Pending, RaidingState } from '../model';

export type RaidingStage =
  /** A seat still to pick (it is asked only while some line has a card). */
  | { readonly kind: 'pick'; readonly seat: Seat }
  /** Everyone has picked: the face-down play follows. */
  | { readonly kind: 'picks-done' }
  /** Every participant who has not yet played a card face down is asked at once. */
  | { readonly kind: 'play' }
  /** The next figure in placement order: a black card's seat chooses, a coloured card placed it at the reveal. */
  | { readonly kind: 'place'; readonly seat: Seat; readonly placedByCard: boolean }
  /** Every figure stands: the takes follow. */
  | { readonly kind: 'places-done' }
  /** The next seat in placement order takes its disks. */
  | { readonly kind: 'take'; readonly seat: Seat }
  /** A seat that has just taken sets disks aside. */
  | { readonly kind: 'set-aside'; readonly pending: Pending }
  /** Every seat has taken and set aside: the turn ends. */
  | { readonly kind: 'turn-end' }
  | { readonly kind: 'over' };

export type RaidingStep<K extends RaidingStage['kind']> = Step<RaidingState, RaidingAction, Extract<RaidingStage, { kind: K }>>;

// Stages without facts, made once: `stageOf` runs on every step of the flow.
const PICKS_DONE: RaidingStage = { kind: 'picks-done' };
const PLAY: RaidingStage = { kind: 'play' };
const PLACES_DONE: RaidingStage = { kind: 'places-done' };
const TURN_END: RaidingStage = { kind: 'turn-end' };
const OVER: RaidingStage = { kind: 'over' };

export function stageOf(state: RaidingState): RaidingStage {
  switch (state.phase) {
    case 'over':
      return OVER;
    case 'pick': {
      const seat = state.pickOrder[state.pickIndex];
      return seat === undefined ? PICKS_DONE : { kind: 'pick', seat };
    }
    case 'play':
      return PLAY;
    case 'place': {
      const seat = state.order[state.placeIndex];
      return seat === undefined ? PLACES_DONE : { kind: 'place', seat, placedByCard: state.placements[seat] !== null };
    }
    case 'resolve': {
      if (state.pending) return { kind: 'set-aside', pending: state.pending };
      const seat = state.order[state.resolveIndex];
      return seat === undefined ? TURN_END : { kind: 'take', seat };
    }
    default: {
      const never: never = state.phase;
      throw new Error(`unknown phase ${String(never)}`);
    }
  }
}
