/**
 * What each seat may see. This is the one place the ruleset strips secrets:
 * every field is chosen here; nothing is copied wholesale from the state.
 */
import { type CardId, PLAYER_COLOURS, type PlayerColour } from '../core/components';
import type { Seat } from '../core/ruleset';
import { type Awards, EVENTS, type EventId, type FdsAction, type FdsState, type PromptKind, ROUNDS, lootOf, monsterSum, worth } from './model';
import { legalActions, waitingSeats } from '../core/flow';
import { flow, result } from './flow';
import { finalScore } from './scoring';
import { ofSeat } from './model';

/** A card on the board: `card` is absent when the viewer may not see its face. */
export interface TableCard {
  card?: CardId;
  faceDown: boolean;
  /** The card's worth for its owner (0 under a Wee Lawyer); only for visible cards. */
  worth?: number;
  /** Awards carried (Stealin' thieves only). */
  loot?: Awards;
}

export interface SeatView {
  seat: Seat;
  deck: 'day' | 'night';
  /** The outer-ring number the seat sits behind (23 or 8). */
  sitsAt: number;
  handCount: number;
  deckCount: number;
  discards: CardId[];
  awards: Awards;
  weeLawyers: PlayerColour[];
  /** Whether this seat still has to answer the current prompt. */
  waiting: boolean;
}

export interface PromptView {
  kind: PromptKind;
  text: string;
  /** The legal answers (absent for 'play': any three hand cards, one per event). */
  options?: FdsAction[];
}

export interface FdsView {
  round: number;
  rounds: number;
  doubled: boolean;
  stage: FdsState['stage'];
  /** The event being played out, or null while cards are chosen / after the game. */
  event: EventId | null;
  seats: SeatView[];
  /** Per event, per seat: the standing card then the newcomer. */
  events: Record<EventId, TableCard[][]>;
  monsters: CardId[];
  monsterTotal: number;
  monsterDeckCount: number;
  monsterDiscards: CardId[];
  altar: number;
  bigLawyer: number;
  weeLawyers: Record<PlayerColour, Seat | null>;
  stock: Awards;
  active: Seat[];
  /** Your cards and your current question; absent for spectators. */
  hand?: CardId[];
  prompt?: PromptView;
  /** After the game: the colour each seat discarded and the scores. */
  endDiscard?: (PlayerColour | null)[];
  scores?: number[];
}

export const PROMPT_TEXT: Record<PromptKind, string> = {
  play: "Choose one card from your hand for each event: Fightin', Drinkin' and Stealin'.",
  'gonagal-monster': 'Your Gonagal wins the fight: choose which monster it kills.',
  'gonagal-fighter': "Your Gonagal wins the fight: choose which of your opponent's fighters is discarded.",
  'fight-tie': 'The fight is a tie and your fighters are worth the same: choose which one to discard.',
  'fight-kill': 'You beat the monsters and both are worth the same: choose which monster to kill.',
  'fight-champion-discard': 'You killed a monster: choose which of your fighters to discard.',
  'fight-other-discard': 'Choose which of your fighters to discard.',
  'clobber-own': 'Your opponent got clobbered: choose which of your fighters to discard.',
  'clobber-opponent': 'Your opponent got clobbered: choose which of their fighters is discarded.',
  'clobber-monster': 'Both monsters are worth the same: choose which one to discard.',
  'gonagal-drinker': "Your Gonagal wins the drinking: choose which of your opponent's drinkers is discarded.",
  'drink-tie': 'Tie for biggest drinker and yours are worth the same: choose which drinker to discard.',
  'drink-discard': 'Choose which of your drinkers to discard.',
  'drink-passout-discard': 'Their biggest drinker passed out: choose which of your drinkers to discard.',
  'steal-high': "Your thief is the highest: steal the awards of one of your opponent's thieves, an award directly, or nothing.",
  'steal-high-more': 'Final round: you may steal a second award directly, or stop.',
  'steal-yellow': 'Your thief is second-highest: choose how many yellow awards to take from stock.',
  'gonagal-thief': "Your Gonagal robbed the other thieves: choose which of your opponent's thieves is discarded.",
  scarper: 'Choose which of your thieves scarpers off (its awards become yours; the other stays).',
  'wee-lawyer': 'The Big Lawyer stopped on a black space: choose which Wee Lawyer your opponent must take.',
  'best-colour': 'Your best colours are tied: choose which one to discard.',
};

function stageEvent(stage: FdsState['stage']): EventId | null {
  if (stage === 'choose' || stage === 'end-round' || stage === 'final' || stage === 'over') return null;
  if (stage.startsWith('fight') || stage.startsWith('clobber')) return 'fightin';
  if (stage.startsWith('drink')) return 'drinkin';
  return 'stealin';
}

function tableCards(state: FdsState, event: EventId, seat: Seat, viewer: Seat | null): TableCard[] {
  const cards = state.events[event][seat] ?? [];
  return cards.map((id, i) => {
    const faceDown = i === 1 && !state.revealed[event];
    const loot = event === 'stealin' ? { ...lootOf(state, id) } : undefined;
    if (faceDown && viewer !== seat) return loot ? { faceDown, loot } : { faceDown };
    const t: TableCard = { card: id, faceDown, worth: worth(state, seat, id) };
    if (loot) t.loot = loot;
    return t;
  });
}

export function view(state: FdsState, seat: Seat | null): FdsView {
  const viewer = seat !== null && (seat === 0 || seat === 1) ? seat : null;
  // The seats to act, as the ruleset's status gives them: none once the game is over.
  const active = result(state) ? [] : [...waitingSeats(flow, state)];
  const table = (event: EventId) => [0, 1].map((s) => tableCards(state, event, s, viewer));
  const events: Record<EventId, TableCard[][]> = { fightin: table('fightin'), drinkin: table('drinkin'), stealin: table('stealin') };
  const v: FdsView = {
    round: state.round,
    rounds: ROUNDS,
    doubled: state.round === ROUNDS,
    stage: state.stage,
    event: stageEvent(state.stage),
    seats: [0, 1].map((s) => ({
      seat: s,
      deck: s === 0 ? 'day' : 'night',
      sitsAt: s === 0 ? 23 : 8,
      handCount: (state.hands[s] ?? []).length,
      deckCount: (state.decks[s] ?? []).length,
      discards: [...(state.discards[s] ?? [])],
      awards: { ...ofSeat(state.awards, s) },
      weeLawyers: PLAYER_COLOURS.filter((c) => state.weeLawyers[c] === s),
      waiting: active.includes(s),
    })),
    events,
    monsters: [...state.monsters],
    monsterTotal: monsterSum(state.monsters),
    monsterDeckCount: state.monsterDeck.length,
    monsterDiscards: [...state.monsterDiscards],
    altar: state.altar,
    bigLawyer: state.bigLawyer,
    weeLawyers: { ...state.weeLawyers },
    stock: { ...state.stock },
    active,
  };
  if (viewer !== null) {
    v.hand = [...(state.hands[viewer] ?? [])];
    const prompt = state.prompts.find((p) => p.seat === viewer && p.answer === null);
    // The 60 ways to play three hand cards are not repeated here: the hand and the legal-action list say it.
    if (prompt) {
      v.prompt = { kind: prompt.kind, text: PROMPT_TEXT[prompt.kind] };
      if (prompt.kind !== 'play') v.prompt.options = legalActions(flow, state, viewer);
    }
  }
  if (state.stage === 'over') {
    v.endDiscard = [...state.endDiscard];
    v.scores = [0, 1].map((s) => finalScore(state, s));
  }
  return v;
}

/** The whole table, for the replay of a finished game. */
export function revealedView(state: FdsState) {
  return {
    ...view(state, null),
    hands: state.hands.map((h) => [...h]),
    decks: state.decks.map((d) => [...d]),
    monsterDeck: [...state.monsterDeck],
    events: Object.fromEntries(EVENTS.map((e) => [e, state.events[e].map((cards) => [...cards])])),
  };
}
