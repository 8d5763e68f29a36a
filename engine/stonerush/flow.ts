/**
 * Stonerush on the flow kernel (core/flow.ts): how a race starts, its one turn of two steps
 * (stages/turn.ts) and who wins once a druid finishes.
 */
import { type NumberCardId, PLAYER_COLOURS, type PlayerColour, TRILITHON_CARD_IDS } from '../core/components';
import { defineFlow } from '../core/flow';
import { createRng, randomInt, shuffle } from '../core/prng';
import type { GameResult, Seat } from '../core/ruleset';
import { HAND_SIZE, type StonerushAction, type StonerushOptions, type StonerushState, stonerushDeck } from './model';
import { type Stage, stageOf, turnSteps } from './stages/turn';

export function setup(seed: string, players: number, options: StonerushOptions): StonerushState {
  const rng = createRng(seed);
  const trilithons = shuffle(rng, [...TRILITHON_CARD_IDS]).map((id) => id.slice(2) as PlayerColour);
  const drawPile = shuffle(rng, stonerushDeck());
  const hands: NumberCardId[][] = [];
  for (let s = 0; s < players; s++) hands.push(drawPile.splice(0, HAND_SIZE));
  const startPlayer = randomInt(rng, players);
  const positions = Object.fromEntries(PLAYER_COLOURS.map((c) => [c, 1])) as Record<PlayerColour, number>;
  return {
    players,
    track: options.track,
    rng,
    identities: trilithons.slice(0, players),
    undealtIdentities: trilithons.slice(players),
    hands,
    drawPile,
    discardPile: [],
    positions,
    startPlayer,
    turn: startPlayer,
    step: 'play',
    turnNumber: 1,
    finisher: null,
  };
}

export const flow = defineFlow<StonerushState, StonerushAction, Stage>({ name: 'stonerush', stageOf, steps: turnSteps });

/** The winners once a druid has finished; see the rulings for the unowned-colour case. */
export function winners(state: StonerushState): Seat[] {
  if (state.finisher === null) return [];
  const owner = state.identities.indexOf(state.finisher);
  if (owner >= 0) return [owner];
  const advance = state.identities.map((colour) => state.positions[colour]);
  const best = Math.max(...advance);
  return advance.flatMap((space, seat) => (space === best ? [seat] : []));
}

/** The result once a druid has finished, else null. */
export function result(state: StonerushState): GameResult | null {
  if (state.finisher === null) return null;
  const won = winners(state);
  const scores: Record<string, number> = {};
  state.identities.forEach((colour, seat) => {
    scores[String(seat)] = state.positions[colour];
  });
  const owner = state.identities.indexOf(state.finisher);
  return {
    winners: won,
    scores,
    summary:
      owner >= 0
        ? `The ${state.finisher} druid finished first; it belonged to {seat:${owner}}.`
        : `The ${state.finisher} druid finished first, but nobody backed it: the furthest-advanced druid of a player wins.`,
    says: { kind: 'summary', args: { colour: state.finisher, owner: owner >= 0 ? owner : null } },
  };
}
