/**
 * A Grand Endeavor: the factions build the whole monument together, one
 * project at a time, and score for what stands in their colour. Rules in our
 * words and every ruling: docs/rules/a-grand-endeavor.md.
 *
 * The game runs on the flow kernel (core/flow.ts): the stored `state.step` is the stage, and each
 * kind of stage has its step in stages/ (start, claim, draw, commit, usurp), with the Construction
 * phase in stages/build.ts and the defaming every decision of the turn player offers in
 * stages/defame.ts.
 */
import { cloneState } from '../core/actions';
import { ALL_CARD_IDS, BOARD, PLAYER_COLOURS } from '../core/components';
import { answer, defineFlow, legalActions, settle, waitingSeats } from '../core/flow';
import { createRng, randomInt, shuffle } from '../core/prng';
import type { ApplyResult, GameStatus, LogEntry, Seat } from '../core/ruleset';
import { NONE, emptyTracks } from './board';
import {
  AVAILABLE_SLOTS,
  BLUESTONES_PER_PLAYER,
  type GrandEndeavorAction,
  type GrandEndeavorOptions,
  type GrandEndeavorState,
  INFLUENCE_DISKS,
  LINTELS_BY_PLAYERS,
  NEUTRAL_LINTELS,
  PIECES_PER_TRILITHON,
  POSSESSION_LIMIT,
  type PlayerState,
  type Stage,
  TRILITHON_COUNT,
} from './model';
import { scoreTable } from './scoring';
import { claimStep, returnStep } from './stages/claim';
import { commitStep, strandedStep } from './stages/commit';
import { drawStep } from './stages/draw';
import { beginTurn, startStep } from './stages/start';
import { discardStep } from './stages/usurp';

export * from './model';
export {
  allDeveloped,
  builtBy,
  canSourceLintel,
  cardColour,
  cardsToDraw,
  claimOptions,
  claimedBy,
  commitsFaceUp,
  describeCard,
  hasCapDisk,
  isDeadCard,
  isDeveloped,
  isNeutralLintel,
  isTrilithonCard,
  possession,
  trackBuilders,
  trackClaims,
} from './board';
export { defameTargets } from './stages/defame';
export { activeSeat } from './stages/shared';
export { usurpPairs } from './stages/usurp';

export const flow = defineFlow<GrandEndeavorState, GrandEndeavorAction, Stage>({
  name: 'a-grand-endeavor',
  steps: {
    start: startStep,
    return: returnStep,
    claim: claimStep,
    draw: drawStep,
    commit: commitStep,
    stranded: strandedStep,
    'usurp-discard': discardStep,
    over: { final: true },
  },
  stageOf: (state) => state.step,
});

export function setup(seed: string, players: number, _options: GrandEndeavorOptions = {}): GrandEndeavorState {
  const lintelsPerPlayer = LINTELS_BY_PLAYERS[players];
  if (lintelsPerPlayer === undefined) throw new Error(`no lintel count for ${players} players`);
  const rng = createRng(seed);
  const deck = shuffle(rng, [...ALL_CARD_IDS]);
  const seats: PlayerState[] = [];
  for (let s = 0; s < players; s++) {
    const colour = PLAYER_COLOURS[s];
    if (colour === undefined) throw new Error(`no colour for seat ${s}`);
    seats.push({
      colour,
      lintels: lintelsPerPlayer,
      bluestones: BLUESTONES_PER_PLAYER,
      influence: 0,
      hand: deck.splice(0, POSSESSION_LIMIT),
      project: null,
      ritualPending: false,
      removed: false,
    });
  }
  const available = deck.splice(0, AVAILABLE_SLOTS);
  const startPlayer = randomInt(rng, players);
  const state: GrandEndeavorState = {
    players,
    rng,
    seats,
    deck,
    available,
    removedCards: [],
    board: {
      claimedBy: emptyTracks(),
      builtBy: emptyTracks(),
      neutralLintel: NONE.repeat(BOARD.outerRing.size),
      capDisk: NONE.repeat(BOARD.trilithons.size),
    },
    community: { lintels: NEUTRAL_LINTELS, trilithonPieces: PIECES_PER_TRILITHON * TRILITHON_COUNT },
    influenceSupply: INFLUENCE_DISKS,
    neutralOwner: null,
    lintelsPerPlayer,
    startPlayer,
    turn: startPlayer,
    day: 1,
    step: { kind: 'start' },
    strandedMayDefame: true,
  };
  const log: LogEntry[] = [];
  beginTurn(state, log);
  settle(flow, state, log);
  return state;
}

export function actions(state: GrandEndeavorState, seat: Seat): GrandEndeavorAction[] {
  return legalActions(flow, state, seat);
}

export function apply(prev: GrandEndeavorState, seat: Seat, action: GrandEndeavorAction): ApplyResult<GrandEndeavorState> {
  // cloneState, not structuredClone: several times faster, and its arrays come out packed, so the
  // state needs no rebuilding afterwards to keep the next copy fast (see core/actions.ts).
  const state = cloneState(prev);
  const log: LogEntry[] = [];
  answer(flow, state, seat, action, log);
  settle(flow, state, log);
  return { ok: true, state, log };
}

export function status(state: GrandEndeavorState): GameStatus {
  const step = state.step;
  if (step.kind !== 'over') return { active: waitingSeats(flow, state).slice(), finished: false };
  const sheets = scoreTable(state);
  const totals = sheets.map((s) => s.total);
  const best = Math.max(...totals);
  const winners = totals.flatMap((t, seat) => (t === best ? [seat] : []));
  const result: Record<string, number> = {};
  totals.forEach((t, seat) => {
    result[String(seat)] = t;
  });
  return {
    active: [],
    finished: true,
    result: {
      winners,
      scores: result,
      summary:
        (step.reason === 'complete' ? 'The monument is complete.' : 'The game ended with sites left that nobody could build.') +
        ` ${winners.map((s) => `{seat:${s}}`).join(' and ')} ${winners.length === 1 ? 'wins' : 'share the win'} with ${best} reputation points.`,
    },
  };
}
