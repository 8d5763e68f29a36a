/**
 * Fightin' an' Drinkin' an' Stealin'! on the shared kernel (core/flow.ts): the deal, one step per
 * stage from a round's choosing through the three events to the round's end (stages/; `state.stage`
 * names the step that runs once every prompt in `state.prompts` has an answer), and the result.
 * Rules in our words and every ruling: docs/rules/fightin-drinkin-stealin.md.
 */
import type { CardId } from '../core/components';
import { defineFlow } from '../core/flow';
import { createRng, shuffle } from '../core/prng';
import type { GameResult } from '../core/ruleset';
import {
  DISKS_PER_COLOUR,
  EVENTS,
  type EventId,
  type FdsAction,
  type FdsOptions,
  type FdsState,
  GONAGALS,
  HAND_SIZE,
  LAWYER_START,
  emptyAwards,
  emptyContext,
  monsterDeckCards,
  ofSeat,
  playerDeckCards,
  takeTop,
} from './model';
import { promptAsking } from './prompts';
import { finalScore } from './scoring';
import { type Stage, stageOf } from './stages/stage';
import { drinkSteps } from './stages/drink';
import { fightSteps } from './stages/fight';
import { roundSteps, startChoosing } from './stages/round';
import { stealSteps } from './stages/steal';

export const flow = defineFlow<FdsState, FdsAction, Stage>({
  name: 'fightin-drinkin-stealin',
  steps: { ...roundSteps, ...fightSteps, ...drinkSteps, ...stealSteps },
  stageOf,
  defaults: promptAsking,
});

export function setup(seed: string, _players: number, _options: FdsOptions): FdsState {
  const rng = createRng(seed);
  const monsterDeck = shuffle(rng, monsterDeckCards());
  const decks = [shuffle(rng, playerDeckCards(0)), shuffle(rng, playerDeckCards(1))];
  const events: Record<EventId, CardId[][]> = { fightin: [[], []], drinkin: [[], []], stealin: [[], []] };
  for (let seat = 0; seat < 2; seat++) {
    const deck = ofSeat(decks, seat);
    for (const event of EVENTS) {
      let dealt = takeTop(deck, 'a draw deck');
      // A Gonagal dealt face up goes back into the deck, which is shuffled, and is replaced.
      while (GONAGALS.includes(dealt)) {
        deck.push(dealt);
        shuffle(rng, deck);
        dealt = takeTop(deck, 'a draw deck');
      }
      ofSeat(events[event], seat).push(dealt);
    }
  }
  const hands = decks.map((deck) => deck.splice(0, HAND_SIZE));
  const monsters = [takeTop(monsterDeck, 'the Monster deck')];
  const state: FdsState = {
    rng,
    round: 1,
    stage: 'choose',
    prompts: [],
    ctx: emptyContext(),
    decks,
    hands,
    discards: [[], []],
    events,
    revealed: { fightin: true, drinkin: true, stealin: true },
    monsterDeck,
    monsters,
    monsterDiscards: [],
    loot: {},
    awards: [emptyAwards(), emptyAwards()],
    stock: emptyAwards(DISKS_PER_COLOUR),
    altar: 0,
    bigLawyer: LAWYER_START,
    weeLawyers: { white: null, blue: null, green: null, yellow: null, red: null },
    endDiscard: [null, null],
  };
  startChoosing(state);
  return state;
}

/** The result once the seventh round is scored, else null. */
export function result(state: FdsState): GameResult | null {
  if (state.stage !== 'over') return null;
  const scores: [number, number] = [finalScore(state, 0), finalScore(state, 1)];
  const best = Math.max(...scores);
  const winners = [0, 1].filter((s) => scores[s] === best);
  return {
    winners,
    scores: { '0': scores[0], '1': scores[1] },
    summary:
      winners.length === 2
        ? `Both clans end with ${best} awards after discarding their best colour: a shared win.`
        : `{seat:${winners[0]}} wins with ${best} awards (after discarding the best colour) against ${Math.min(...scores)}.`,
    says: { kind: 'summary', args: winners.length === 2 ? { best } : { winner: winners[0], best, other: Math.min(...scores) } },
  };
}
