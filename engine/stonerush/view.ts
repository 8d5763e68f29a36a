/**
 * What each seat may see. This is the one place Stonerush strips secrets:
 * every field is chosen here; nothing is copied wholesale from the state.
 */
import type { NumberCardId, PlayerColour } from '../core/components';
import type { Seat } from '../core/ruleset';
import { type StonerushState, trackLength } from './model';

export interface StonerushView {
  track: StonerushState['track'];
  trackLength: number;
  positions: Record<PlayerColour, number>;
  turn: Seat;
  step: StonerushState['step'];
  turnNumber: number;
  startPlayer: Seat;
  handCounts: number[];
  drawPileCount: number;
  discardPile: NumberCardId[];
  /** Your own cards and secret colour; absent for spectators. */
  hand?: NumberCardId[];
  identity?: PlayerColour;
  finisher: PlayerColour | null;
  /** Every seat's colour, once the race is over and the trilithon cards are turned up. */
  identities?: PlayerColour[];
}

export function view(state: StonerushState, seat: Seat | null): StonerushView {
  const v: StonerushView = {
    track: state.track,
    trackLength: trackLength(state),
    positions: { ...state.positions },
    turn: state.turn,
    step: state.step,
    turnNumber: state.turnNumber,
    startPlayer: state.startPlayer,
    handCounts: state.hands.map((h) => h.length),
    drawPileCount: state.drawPile.length,
    discardPile: [...state.discardPile],
    finisher: state.finisher,
  };
  if (seat !== null && seat >= 0 && seat < state.players) {
    v.hand = [...(state.hands[seat] as NumberCardId[])];
    v.identity = state.identities[seat];
  }
  if (state.finisher !== null) v.identities = [...state.identities];
  return v;
}

/** The whole table, for the replay of a finished game. */
export function revealedView(state: StonerushState) {
  return {
    ...view(state, null),
    identities: [...state.identities],
    undealtIdentities: [...state.undealtIdentities],
    hands: state.hands.map((h) => [...h]),
    drawPile: [...state.drawPile],
  };
}
