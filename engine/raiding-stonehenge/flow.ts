/**
 * Raiding Stonehenge on the flow kernel (core/flow.ts): the deal, one step for each stage of a
 * turn (stages/), and the result.
 */
import { type NumberCardId, PLAYER_COLOURS, type PlayerColour, type numberCard, numberCardIds } from '../core/components';
import { defineFlow, settle } from '../core/flow';
import { createRng, randomInt, shuffle } from '../core/prng';
import type { GameResult } from '../core/ruleset';
import { endArgs } from './end-args';
import {
  DISKS_PER_COLOUR,
  HAND_SIZE,
  LINE_COUNT,
  type RaidingAction,
  type RaidingOptions,
  type RaidingState,
  colourCount,
  effectiveRules,
  emptyCounts,
  fillLines,
} from './model';
import { pick, picksDone } from './stages/pick';
import { place, placesDone } from './stages/place';
import { play } from './stages/play';
import { setAside, take } from './stages/resolve';
import { type RaidingStage, stageOf } from './stages/stage';
import { over, startTurn, turnEnd } from './stages/turn';

export const flow = defineFlow<RaidingState, RaidingAction, RaidingStage>({
  name: 'raiding-stonehenge',
  stageOf,
  steps: {
    pick,
    'picks-done': picksDone,
    play,
    place,
    'places-done': placesDone,
    take,
    'set-aside': setAside,
    'turn-end': turnEnd,
    over,
  },
});

export function setup(seed: string, players: number, options: RaidingOptions): RaidingState {
  const rng = createRng(seed);
  const rules = effectiveRules(options);
  const removeCount = PLAYER_COLOURS.length - colourCount(players, rules);
  const removedColours = shuffle(rng, [...PLAYER_COLOURS]).slice(0, removeCount);
  const colours = PLAYER_COLOURS.filter((c) => !removedColours.includes(c));
  const inPlay = (c: ReturnType<typeof numberCard>) => c.colour === 'black' || colours.includes(c.colour);
  const deck = shuffle(rng, numberCardIds(inPlay));
  const hands: NumberCardId[][] = [];
  for (let s = 0; s < players; s++) hands.push(deck.splice(0, HAND_SIZE));
  const lines: NumberCardId[][] = Array.from({ length: LINE_COUNT }, () => []);
  fillLines(lines, deck, players);
  let bonusColour: PlayerColour | null = null;
  let penaltyColour: PlayerColour | null = null;
  if (rules.plusMinusColours) {
    const drawn = shuffle(rng, [...colours]);
    bonusColour = drawn[0] ?? null;
    penaltyColour = drawn[1] ?? null;
  }
  const piles = PLAYER_COLOURS.map((c) => (colours.includes(c) ? DISKS_PER_COLOUR : 0));
  const startPlayer = randomInt(rng, players);
  const state: RaidingState = {
    players,
    rng,
    rules,
    colours,
    removedColours: PLAYER_COLOURS.filter((c) => removedColours.includes(c)),
    bonusColour,
    penaltyColour,
    deck,
    lines,
    hands,
    discard: [],
    piles,
    stashes: Array.from({ length: players }, emptyCounts),
    startPlayer,
    turn: 1,
    stage: 'main',
    tiebreak: null,
    phase: 'pick',
    pickOrder: [],
    pickIndex: 0,
    faceDown: Array.from({ length: players }, () => null),
    shownTurn: 0,
    shownStage: 'main',
    played: Array.from({ length: players }, () => null),
    placements: Array.from({ length: players }, () => null),
    order: [],
    placeIndex: 0,
    resolveIndex: 0,
    pending: null,
    resolutions: [],
    result: null,
  };
  startTurn(state, []);
  settle(flow, state, []);
  return state;
}

/** The result once the last turn is scored, else null. */
export function result(state: RaidingState): GameResult | null {
  if (state.phase !== 'over') return null;
  const r = state.result;
  if (!r) throw new Error('finished game without a result');
  const sc: Record<string, number> = {};
  r.scores.forEach((p, s) => {
    sc[String(s)] = p;
  });
  return { winners: [...r.winners], scores: sc, summary: r.summary, says: { kind: 'gameEnd', args: endArgs(r) } };
}
