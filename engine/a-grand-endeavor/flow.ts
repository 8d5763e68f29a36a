import { ALL_CARD_IDS, BOARD, PLAYER_COLOURS } from '../core/components';
import { defineFlow, settle } from '../core/flow';
import { createRng, randomInt, shuffle } from '../core/prng';
import type { GameResult, LogEntry } from '../core/ruleset';
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

/** The result once the game is over, else null. */
export function result(state: GrandEndeavorState): GameResult | null {
  const step = state.step;
  if (step.kind !== 'over') return null;
  const sheets = scoreTable(state);
  const totals = sheets.map((s) => s.total);
  const best = Math.max(...totals);
  const winners = totals.flatMap((t, seat) => (t === best ? [seat] : []));
  const scores: Record<string, number> = {};
  totals.forEach((t, seat) => {
    scores[String(seat)] = t;
  });
  return {
    winners,
    scores,
    summary:
      (step.reason === 'complete' ? 'The monument is complete.' : 'The game ended with sites left that nobody could build.') +
      ` ${winners.map((s) => `{seat:${s}}`).join(' and ')} ${winners.length === 1 ? 'wins' : 'share the win'} with ${best} reputation points.`,
    says: { kind: 'summary', args: { complete: step.reason === 'complete', winners, best } },
  };
}
