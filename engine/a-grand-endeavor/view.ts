/**
 * What each seat may see of A Grand Endeavor. Every field is chosen here:
 * other hands become counts, the deck a count, a face-down project a back.
 */
import { BOARD, type CardColour, type CardId, type MaterialColour, type PlayerColour, colourOfNumber } from '../core/components';
import type { Seat } from '../core/ruleset';
import {
  type GrandEndeavorState,
  type Site,
  type SiteTrack,
  activeSeat,
  hasCapDisk,
  isNeutralLintel,
  isTrilithonCard,
  possession,
  trackBuilders,
  trackClaims,
} from './flow';
import { type ScoreSheet, scoreTable } from './scoring';

export interface ProjectView {
  /** The card id; null when it lies face down and is not yours. */
  card: CardId | null;
  faceUp: boolean;
  kind: 'number' | 'trilithon' | 'unknown';
  site: Site | null;
  carved: boolean;
  pieces: number;
  capped: boolean;
  capDisk: boolean;
  /** Just usurped and not yet worked: cannot be usurped again yet. */
  protected: boolean;
}

export interface SeatView {
  seat: Seat;
  colour: PlayerColour;
  lintels: number;
  bluestones: number;
  influence: number;
  handCount: number;
  /** Cards in possession, committed project included (limit 3). */
  possession: number;
  project: ProjectView | null;
  /** Where the Druid stands: on its claimed site, before the altar stone, or off the board. */
  druid: { at: 'site'; site: Site } | { at: 'altar' } | { at: 'off-board' };
  ritualPending: boolean;
  /** A defamed trilithon holder who will move back to a free trilithon space at the start of their next turn. */
  returnPending: boolean;
  removed: boolean;
}

export interface SpaceView {
  space: number;
  /** Outer-ring spaces carry the colour of their number. */
  colour?: CardColour;
  claimedBy: Seat | null;
  built: null | { seat: Seat; material: MaterialColour; capDisk?: boolean };
}

export type StepView =
  | { kind: 'start' | 'return' | 'draw' | 'commit' | 'stranded' }
  | { kind: 'claim'; reason: 'turn-up' | 'commit' | 'usurp' }
  | { kind: 'usurp-discard'; usurper: Seat; victim: Seat }
  | { kind: 'over'; reason: 'complete' | 'everyone-removed' };

export interface GrandEndeavorView {
  players: number;
  day: number;
  startPlayer: Seat;
  turn: Seat;
  /** The seat whose decision is awaited (the usurp victim during a trade), null when over. */
  active: Seat | null;
  step: StepView;
  /** One line saying what is going on now. */
  prompt: string;
  seats: SeatView[];
  board: Record<SiteTrack, SpaceView[]>;
  community: { lintels: number; trilithonPieces: number };
  influenceSupply: number;
  neutralOwner: Seat | null;
  lintelsPerPlayer: number;
  /** The three available projects (null: a slot emptied this Draw phase, refilled at its end). */
  available: (CardId | null)[];
  deckCount: number;
  removedCards: CardId[];
  /** Reputation points the table would score now. */
  scores: ScoreSheet[];
  /** Yours only. */
  hand?: CardId[];
  /** Yours only, while you must put one of two traded cards back. */
  received?: CardId[];
}

function siteCopy(site: Site | null): Site | null {
  return site ? { track: site.track, space: site.space } : null;
}

const RING_COLOURS: readonly CardColour[] = Array.from({ length: BOARD.outerRing.size }, (_, i) => colourOfNumber(i + 1));

function trackView(state: GrandEndeavorState, track: SiteTrack): SpaceView[] {
  const claims = trackClaims(state, track);
  const builders = trackBuilders(state, track);
  return builders.map((seat, index) => {
    const space = index + 1;
    const v: SpaceView = { space, claimedBy: claims[index] ?? null, built: null };
    if (track === 'outerRing') v.colour = RING_COLOURS[index];
    if (seat !== null) {
      const colour = state.seats[seat]?.colour;
      if (!colour) throw new Error(`no seat ${seat}`);
      if (track === 'outerRing') v.built = { seat, material: isNeutralLintel(state, space) ? 'neutral' : colour };
      else if (track === 'bluestones') v.built = { seat, material: colour };
      else v.built = { seat, material: 'neutral', capDisk: hasCapDisk(state, space) };
    }
    return v;
  });
}

function stepView(state: GrandEndeavorState): StepView {
  const step = state.step;
  switch (step.kind) {
    case 'claim':
      return { kind: 'claim', reason: step.reason };
    case 'usurp-discard':
      return { kind: 'usurp-discard', usurper: step.usurper, victim: step.victim };
    case 'over':
      return { kind: 'over', reason: step.reason };
    default:
      return { kind: step.kind };
  }
}

function prompt(state: GrandEndeavorState): string {
  const step = state.step;
  const who = `{seat:${state.turn}}`;
  switch (step.kind) {
    case 'start':
      return `${who} starts their turn: spend influence to defame someone, or begin the day's work.`;
    case 'return':
      return `${who} is back from the ritual and moves their Druid to a free trilithon space.`;
    case 'claim':
      return step.reason === 'turn-up'
        ? `Construction phase: ${who} turned their project face up and claims a construction site.`
        : step.reason === 'usurp'
          ? `Commit phase: ${who} claims a trilithon space for the usurped project.`
          : `Commit phase: ${who} claims a construction site for the new project.`;
    case 'draw':
      return `Draw phase: ${who} draws up to 3 cards, from the available projects or the deck.`;
    case 'commit':
      return `Commit phase: ${who} commits to a project from hand, or usurps a trilithon project.`;
    case 'stranded':
      return `Commit phase: ${who} can commit to no project. They may spend influence to defame someone first (it may free a site), or withdraw until the scoring.`;
    case 'usurp-discard':
      return `{seat:${step.victim}} received two cards from {seat:${step.usurper}} and puts one of them under the deck.`;
    case 'over':
      return step.reason === 'complete' ? 'The monument is complete. Final scores.' : 'No one could go on. Final scores.';
    default: {
      const never: never = step;
      return String(never);
    }
  }
}

export function view(state: GrandEndeavorState, seat: Seat | null): GrandEndeavorView {
  const me = seat !== null && seat >= 0 && seat < state.players ? seat : null;
  const seats: SeatView[] = state.seats.map((p, s) => {
    const project = p.project;
    let projectView: ProjectView | null = null;
    if (project) {
      const visible = project.faceUp || s === me;
      projectView = {
        card: visible ? project.card : null,
        faceUp: project.faceUp,
        kind: visible ? (isTrilithonCard(project.card) ? 'trilithon' : 'number') : 'unknown',
        site: siteCopy(project.site),
        carved: project.carved,
        pieces: project.pieces,
        capped: project.capped,
        capDisk: project.capDisk,
        protected: project.justUsurped,
      };
    }
    const site = project?.site ?? null;
    const returnPending = !!project && isTrilithonCard(project.card) && site === null;
    // A defamed trilithon holder stays before the altar until moving back to a trilithon space.
    const druid: SeatView['druid'] = site
      ? { at: 'site', site: { track: site.track, space: site.space } }
      : p.ritualPending || returnPending
        ? { at: 'altar' }
        : { at: 'off-board' };
    return {
      seat: s,
      colour: p.colour,
      lintels: p.lintels,
      bluestones: p.bluestones,
      influence: p.influence,
      handCount: p.hand.length,
      possession: possession(p),
      project: projectView,
      druid,
      ritualPending: p.ritualPending,
      returnPending,
      removed: p.removed,
    };
  });
  const board: Record<SiteTrack, SpaceView[]> = {
    outerRing: trackView(state, 'outerRing'),
    bluestones: trackView(state, 'bluestones'),
    trilithons: trackView(state, 'trilithons'),
  };
  const v: GrandEndeavorView = {
    players: state.players,
    day: state.day,
    startPlayer: state.startPlayer,
    turn: state.turn,
    active: activeSeat(state),
    step: stepView(state),
    prompt: prompt(state),
    seats,
    board,
    community: { lintels: state.community.lintels, trilithonPieces: state.community.trilithonPieces },
    influenceSupply: state.influenceSupply,
    neutralOwner: state.neutralOwner,
    lintelsPerPlayer: state.lintelsPerPlayer,
    available: [...state.available],
    deckCount: state.deck.length,
    removedCards: [...state.removedCards],
    scores: scoreTable(state),
  };
  if (me !== null) {
    v.hand = [...(state.seats[me]?.hand ?? [])];
    const step = state.step;
    if (step.kind === 'usurp-discard' && step.victim === me) v.received = [...step.received];
  }
  return v;
}

/** The whole table, hidden cards included: only for finished games. */
export function revealedView(state: GrandEndeavorState) {
  return {
    ...view(state, null),
    hands: state.seats.map((p) => [...p.hand]),
    projects: state.seats.map((p) => (p.project ? p.project.card : null)),
    deck: [...state.deck],
  };
}
