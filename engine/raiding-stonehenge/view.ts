/**
 * What each seat may see. This is the one place Raiding Stonehenge strips
 * secrets: every field is chosen here; nothing is copied wholesale from the state.
 * Secrets: the deck order, every hand but your own, face-down plays before the
 * reveal and, with the hidden stash, other players' disks until the end.
 */
import type { NumberCardId, PlayerColour } from '../core/components';
import type { Seat } from '../core/ruleset';
import { type EffectiveRules, type RaidingState, type Resolution, type Stash, TIEBREAK_ROUNDS, allotment, participants, toStash } from './model';
import { returnable } from './stages/resolve';
import { scoreStash } from './scoring';
import { handOf } from './model';

/** A resolution as a seat sees it: how many were set aside always, which colours only where it may know. */
export interface ResolutionView extends Omit<Resolution, 'setAside'> {
  setAsideCount: number;
  /** Colours set aside; absent when the stash is hidden and this is not your own. */
  setAside?: PlayerColour[];
}

export interface ScoreView {
  sets: number;
  loose: Stash;
  points: number;
}

export interface RaidingView {
  players: number;
  options: EffectiveRules;
  colours: PlayerColour[];
  removedColours: PlayerColour[];
  bonusColour: PlayerColour | null;
  penaltyColour: PlayerColour | null;
  turn: number;
  stage: 'main' | 'tiebreak';
  tiebreak: { seats: Seat[]; round: number; rounds: number; mainScores: number[] } | null;
  phase: RaidingState['phase'];
  startPlayer: Seat;
  /** Seats taking part in this turn (all, or the tied players in extra rounds). */
  participants: Seat[];
  /** Face-up lines; index 0 of each is the card that may be taken now. */
  lines: NumberCardId[][];
  deckCount: number;
  discard: NumberCardId[];
  piles: Stash;
  handCounts: number[];
  /** Pick phase: the order of picking and whose pick it is. */
  pickOrder: Seat[];
  picker: Seat | null;
  /** Play phase: who has put a card face down this turn. */
  submitted: boolean[];
  /**
   * The latest reveal, kept on show until the next one: the turn it belongs to (0: none yet),
   * each seat's card (null: took no part), where each figure went (null: not placed yet),
   * the placement order (takes follow it too) and the takes and set-asides done so far.
   */
  shownTurn: number;
  shownStage: 'main' | 'tiebreak';
  played: (NumberCardId | null)[];
  placements: (PlayerColour | null)[];
  order: Seat[];
  resolutions: ResolutionView[];
  /** The black-card player choosing a colour now. */
  placer: Seat | null;
  /** The player now setting disks aside, and what the table asks of them. */
  pending: {
    seat: Seat;
    colour: PlayerColour;
    atPile: number;
    took: number;
    remaining: number;
    setAsideDue: number;
    /** Only for that seat itself (or everyone when stashes are open): disks it may put back. */
    returnable?: Stash;
  } | null;
  /** Disks each seat holds; null for another seat while stashes are hidden. */
  stashes: (Stash | null)[];
  stashCounts: number[];
  /** Running score per seat; null where the stash is hidden from you. */
  scores: (ScoreView | null)[];
  /** Your own hand and face-down card; absent for spectators. */
  hand?: NumberCardId[];
  myPlay?: NumberCardId | null;
  /** Every hand, once the game is over (the tiebreak looks at them). */
  hands?: NumberCardId[][];
  result: {
    winners: Seat[];
    scores: number[];
    tiebreakScores: Record<string, number> | null;
    decidedBy: string;
    summary: string;
  } | null;
}

function stashVisible(state: RaidingState, owner: Seat, viewer: Seat | null): boolean {
  return !state.rules.hiddenStash || state.phase === 'over' || owner === viewer;
}

function resolutionView(state: RaidingState, r: Resolution, viewer: Seat | null): ResolutionView {
  const v: ResolutionView = {
    seat: r.seat,
    colour: r.colour,
    atPile: r.atPile,
    takeDue: r.takeDue,
    took: r.took,
    setAsideDue: r.setAsideDue,
    setAsideCount: r.setAside.length,
  };
  if (stashVisible(state, r.seat, viewer)) v.setAside = [...r.setAside];
  return v;
}

export function view(state: RaidingState, seat: Seat | null): RaidingView {
  const viewer = seat !== null && seat >= 0 && seat < state.players ? seat : null;
  const rules = state.rules;
  const over = state.phase === 'over';
  const p = state.pending;
  const v: RaidingView = {
    players: state.players,
    options: {
      lowCardStarts: rules.lowCardStarts,
      multiplier: rules.multiplier,
      extendedTiebreaker: rules.extendedTiebreaker,
      plusMinusColours: rules.plusMinusColours,
      reducedColours: rules.reducedColours,
      twoThreePlayers: rules.twoThreePlayers,
      hiddenStash: rules.hiddenStash,
    },
    colours: [...state.colours],
    removedColours: [...state.removedColours],
    bonusColour: state.bonusColour,
    penaltyColour: state.penaltyColour,
    turn: state.turn,
    stage: state.stage,
    tiebreak: state.tiebreak
      ? { seats: [...state.tiebreak.seats], round: state.tiebreak.round, rounds: TIEBREAK_ROUNDS, mainScores: [...state.tiebreak.mainScores] }
      : null,
    phase: state.phase,
    startPlayer: state.startPlayer,
    participants: participants(state),
    lines: state.lines.map((l) => [...l]),
    deckCount: state.deck.length,
    discard: [...state.discard],
    piles: toStash(state.piles),
    handCounts: state.hands.map((h) => h.length),
    pickOrder: state.phase === 'pick' ? [...state.pickOrder] : [],
    picker: state.phase === 'pick' ? (state.pickOrder[state.pickIndex] ?? null) : null,
    submitted: state.faceDown.map((c) => c !== null),
    shownTurn: state.shownTurn,
    shownStage: state.shownStage,
    played: [...state.played],
    placements: [...state.placements],
    order: [...state.order],
    resolutions: state.resolutions.map((r) => resolutionView(state, r, viewer)),
    placer: state.phase === 'place' ? (state.order[state.placeIndex] ?? null) : null,
    pending: null,
    stashes: state.stashes.map((st, s) => (stashVisible(state, s, viewer) ? toStash(st) : null)),
    stashCounts: state.stashes.map((st) => st.reduce((sum, n) => sum + n, 0)),
    scores: state.stashes.map((st, s) =>
      stashVisible(state, s, viewer) ? scoreStash(st, state.colours, state.bonusColour, state.penaltyColour, rules.plusMinusColours) : null,
    ),
    result: state.result
      ? {
          winners: [...state.result.winners],
          scores: [...state.result.scores],
          tiebreakScores: state.result.tiebreakScores ? { ...state.result.tiebreakScores } : null,
          decidedBy: state.result.decidedBy,
          summary: state.result.summary,
        }
      : null,
  };
  if (p && state.phase === 'resolve') {
    const atPile = state.order.filter((s) => state.placements[s] === p.colour).length;
    v.pending = {
      seat: p.seat,
      colour: p.colour,
      atPile,
      took: p.took,
      remaining: p.remaining,
      setAsideDue: allotment(state, atPile).setAside,
    };
    if (stashVisible(state, p.seat, viewer)) v.pending.returnable = toStash(returnable(state, p.seat));
  }
  if (viewer !== null) {
    v.hand = [...handOf(state, viewer)];
    v.myPlay = state.faceDown[viewer] ?? null;
  }
  if (over) v.hands = state.hands.map((h) => [...h]);
  return v;
}

/** The whole table, for the replay of a finished game. */
export function revealedView(state: RaidingState) {
  const open = view(state, null);
  return {
    ...open,
    stashes: state.stashes.map(toStash),
    scores: state.stashes.map((st) => scoreStash(st, state.colours, state.bonusColour, state.penaltyColour, state.rules.plusMinusColours)),
    resolutions: state.resolutions.map((r) => ({ ...r, setAside: [...r.setAside], setAsideCount: r.setAside.length })),
    hands: state.hands.map((h) => [...h]),
    deck: [...state.deck],
    faceDown: [...state.faceDown],
  };
}
