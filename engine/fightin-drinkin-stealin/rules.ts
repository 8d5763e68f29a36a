/**
 * Fightin' an' Drinkin' an' Stealin'!: two clans compete over seven rounds in
 * three events. Rules in our words and every ruling: docs/rules/fightin-drinkin-stealin.md.
 *
 * The flow runs on the shared kernel (flow.ts, core/flow.ts): `state.stage` names the step that
 * runs once every prompt in `state.prompts` has an answer; the steps of each phase are in
 * stages/. This module is the ruleset's door: setup, the legal actions, apply and status, and
 * everything other code reads from the rules.
 */
import { cloneState } from '../core/actions';
import type { CardId } from '../core/components';
import { answer, legalActions, settle, waitingSeats } from '../core/flow';
import { createRng, shuffle } from '../core/prng';
import type { ApplyResult, GameStatus, LogEntry, Seat } from '../core/ruleset';
import { fdsFlow } from './flow';
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
import { finalScore } from './scoring';
import { startChoosing } from './stages/round';

export {
  type Awards,
  DISKS_PER_COLOUR,
  EVENTS,
  type EventContext,
  type EventId,
  type FdsAction,
  type FdsOptions,
  type FdsState,
  GONAGALS,
  HAND_SIZE,
  LAWYER_START,
  type Prompt,
  type PromptKind,
  RING_SIZE,
  ROUNDS,
  type StageName,
  type WeeLawyers,
  actionSchema,
  cardWorth,
  emptyAwards,
  gonagalSeat,
  lawyerStep,
  lootCount,
  lootOf,
  monsterDeckCards,
  monsterSum,
  monsterValue,
  multiplier,
  optionsMeta,
  optionsSchema,
  other,
  ownerOf,
  playerDeckCards,
  totalAwards,
  worth,
} from './model';
export { cardName, eventTitle } from './effects';
export { awardValue, bestColours, bestColoursOf, finalScore, scoreIfEndedNow, scoreSettingAside } from './scoring';
export { playOptions } from './stages/round';
export { habeasVictims, rankThieves } from './stages/steal';

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

export function actions(state: FdsState, seat: Seat): FdsAction[] {
  return legalActions(fdsFlow, state, seat);
}

export function apply(prev: FdsState, seat: Seat, action: FdsAction): ApplyResult<FdsState> {
  // cloneState, not structuredClone: several times faster on this state (see core/actions.ts).
  const state = cloneState(prev);
  const log: LogEntry[] = [];
  answer(fdsFlow, state, seat, action, log);
  settle(fdsFlow, state, log);
  return { ok: true, state, log };
}

export function status(state: FdsState): GameStatus {
  if (state.stage !== 'over') return { active: [...waitingSeats(fdsFlow, state)], finished: false };
  const scores: [number, number] = [finalScore(state, 0), finalScore(state, 1)];
  const best = Math.max(...scores);
  const winners = [0, 1].filter((s) => scores[s] === best);
  return {
    active: [],
    finished: true,
    result: {
      winners,
      scores: { '0': scores[0], '1': scores[1] },
      summary:
        winners.length === 2
          ? `Both clans end with ${best} awards after discarding their best colour: a shared win.`
          : `{seat:${winners[0]}} wins with ${best} awards (after discarding the best colour) against ${Math.min(...scores)}.`,
    },
  };
}
