/**
 * Fightin' an' Drinkin' an' Stealin'!: two clans compete over seven rounds in
 * three events. Rules in our words and every ruling: docs/rules/fightin-drinkin-stealin.md.
 *
 * The flow is a small machine: `state.stage` names the step that runs once every
 * prompt in `state.prompts` has an answer. A prompt with a single option is
 * answered on the spot (nobody is asked), so automatic and chosen steps share
 * one path.
 */
import { z } from 'zod';
import { canonicalJson, cloneState } from '../core/actions';
import { type CardId, PLAYER_COLOURS, type PlayerColour, TRILITHON_CARD_IDS, card, colourOfNumber, numberCardIds } from '../core/components';
import { type Rng, createRng, shuffle } from '../core/prng';
import type { ApplyResult, GameStatus, LogEntry, OptionMeta, Seat } from '../core/ruleset';

export const ROUNDS = 7;
export const HAND_SIZE = 5;
export const DISKS_PER_COLOUR = 10;
export const LAWYER_START = 30;
export const RING_SIZE = 30;
export const EVENTS = ['fightin', 'drinkin', 'stealin'] as const;
export type EventId = (typeof EVENTS)[number];
export type Awards = Record<PlayerColour, number>;

export const optionsSchema = z.object({}).strict();
export type FdsOptions = z.infer<typeof optionsSchema>;
export const optionsMeta: OptionMeta[] = [];

const colourSchema = z.enum(PLAYER_COLOURS);
const cardIdSchema = z.string().regex(/^([DN]\d\d|T-(white|blue|green|yellow|red))$/);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), fightin: cardIdSchema, drinkin: cardIdSchema, stealin: cardIdSchema }).strict(),
  z.object({ type: z.literal('discard'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('steal-thief'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('steal-award'), colour: colourSchema }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('take-yellow'), count: z.number().int().min(0).max(2) }).strict(),
  z.object({ type: z.literal('scarper'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('give-wee-lawyer'), colour: colourSchema }).strict(),
  z.object({ type: z.literal('discard-colour'), colour: colourSchema }).strict(),
]);
export type FdsAction = z.infer<typeof actionSchema>;

/** What a prompt asks; the view turns each into words. */
export type PromptKind =
  | 'play'
  | 'gonagal-monster'
  | 'gonagal-fighter'
  | 'fight-tie'
  | 'fight-kill'
  | 'fight-champion-discard'
  | 'fight-other-discard'
  | 'clobber-own'
  | 'clobber-opponent'
  | 'clobber-monster'
  | 'gonagal-drinker'
  | 'drink-tie'
  | 'drink-discard'
  | 'drink-passout-discard'
  | 'steal-high'
  | 'steal-high-more'
  | 'steal-yellow'
  | 'gonagal-thief'
  | 'scarper'
  | 'wee-lawyer'
  | 'best-colour';

export interface Prompt {
  seat: Seat;
  kind: PromptKind;
  /** The legal answers (empty for 'play', whose answers are built from the hand). */
  options: FdsAction[];
  /** Secret until the stage runs: other seats never see it. */
  answer: FdsAction | null;
}

export type Stage =
  | 'choose'
  | 'fight'
  | 'fight-g-monster'
  | 'fight-g-fighter'
  | 'fight-tie'
  | 'fight-kill'
  | 'fight-champion'
  | 'fight-other'
  | 'clobber-own'
  | 'clobber-opponent'
  | 'clobber-monster'
  | 'drink'
  | 'drink-g'
  | 'drink-tie'
  | 'drink-first'
  | 'drink-second'
  | 'drink-passout'
  | 'steal'
  | 'steal-g'
  | 'steal-high'
  | 'steal-more'
  | 'steal-second'
  | 'steal-yellow'
  | 'steal-lawyer'
  | 'scarper'
  | 'wee-lawyer'
  | 'end-round'
  | 'final'
  | 'over';

/** Facts one event's resolution carries from step to step (all public once set). */
export interface EventContext {
  gonagal: Seat | null;
  champion: Seat | null;
  biggestSeat: Seat | null;
  highCard: CardId | null;
  secondCard: CardId | null;
  habeas: Seat[];
}

export interface FdsState {
  rng: Rng;
  round: number;
  stage: Stage;
  prompts: Prompt[];
  ctx: EventContext;
  /** Secret: each seat's draw deck (seat 0 day, seat 1 night), top first. */
  decks: CardId[][];
  hands: CardId[][];
  /** Face-up discards of each seat's cards, oldest first. */
  discards: CardId[][];
  /** Per event and seat: [standing card, newcomer]; the newcomer is face down until `revealed`. */
  events: Record<EventId, CardId[][]>;
  revealed: Record<EventId, boolean>;
  /** Secret: the Monster deck, top first. */
  monsterDeck: CardId[];
  /** Face-up monster cards on the centre trilithon. */
  monsters: CardId[];
  monsterDiscards: CardId[];
  /** Awards carried by thieves in the Stealin' event, by card. */
  loot: Partial<Record<CardId, Awards>>;
  awards: Awards[];
  stock: Awards;
  /** Blue awards waiting on the altar stone. */
  altar: number;
  bigLawyer: number;
  weeLawyers: Record<PlayerColour, Seat | null>;
  /** The colour each seat discarded at the end (null: nothing to discard). */
  endDiscard: (PlayerColour | null)[];
}

// ---------- the deck ----------

export const GONAGALS: readonly CardId[] = ['D01', 'N01'];

export function monsterDeckCards(): CardId[] {
  return [...numberCardIds((c) => c.colour === 'black' || c.number === 25), ...TRILITHON_CARD_IDS];
}

export function playerDeckCards(seat: Seat): CardId[] {
  const half = seat === 0 ? 'day' : 'night';
  return numberCardIds((c) => c.half === half && c.colour !== 'black' && c.number !== 25);
}

export function emptyAwards(n = 0): Awards {
  return { white: n, blue: n, green: n, yellow: n, red: n };
}

export function totalAwards(a: Awards): number {
  return PLAYER_COLOURS.reduce((s, c) => s + a[c], 0);
}

export function other(seat: Seat): Seat {
  return 1 - seat;
}

function emptyContext(): EventContext {
  return { gonagal: null, champion: null, biggestSeat: null, highCard: null, secondCard: null, habeas: [] };
}

export function setup(seed: string, _players: number, _options: FdsOptions): FdsState {
  const rng = createRng(seed);
  const monsterDeck = shuffle(rng, monsterDeckCards());
  const decks = [shuffle(rng, playerDeckCards(0)), shuffle(rng, playerDeckCards(1))];
  const events = { fightin: [[], []], drinkin: [[], []], stealin: [[], []] } as Record<EventId, CardId[][]>;
  for (let seat = 0; seat < 2; seat++) {
    const deck = decks[seat] as CardId[];
    for (const event of EVENTS) {
      let dealt = deck.shift() as CardId;
      // A Gonagal dealt face up goes back into the deck, which is shuffled, and is replaced.
      while (GONAGALS.includes(dealt)) {
        deck.push(dealt);
        shuffle(rng, deck);
        dealt = deck.shift() as CardId;
      }
      (events[event][seat] as CardId[]).push(dealt);
    }
  }
  const hands = decks.map((deck) => deck.splice(0, HAND_SIZE));
  const monsters = [monsterDeck.shift() as CardId];
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

function startChoosing(state: FdsState): void {
  state.stage = 'choose';
  state.ctx = emptyContext();
  for (const event of EVENTS) state.revealed[event] = false;
  state.prompts = [0, 1].map((seat) => ({ seat, kind: 'play', options: [], answer: null }));
}

// ---------- values ----------

/** Who holds each Wee Lawyer: the state's record, which every view shows as it is. */
export type WeeLawyers = Readonly<Record<PlayerColour, Seat | null>>;

/**
 * What one of `seat`'s own cards is worth: zero under that colour's Wee Lawyer, and
 * a trilithon card counts zero. Works on what every view shows, so boards use it too.
 */
export function cardWorth(id: CardId, weeLawyers: WeeLawyers, seat: Seat): number {
  const c = card(id);
  if (c.kind !== 'number') return 0;
  if (c.colour !== 'black' && weeLawyers[c.colour] === seat) return 0;
  return c.number;
}

/** What one of `seat`'s own cards is worth now. */
export function worth(state: FdsState, seat: Seat, id: CardId): number {
  return cardWorth(id, state.weeLawyers, seat);
}

/** A monster card's own value: trilithon cards count zero. */
export function monsterValue(id: CardId): number {
  const c = card(id);
  return c.kind === 'number' ? c.number : 0;
}

/** The monsters' total: a trilithon card counts zero but doubles the other card. */
export function monsterSum(monsters: readonly CardId[]): number {
  const trilithons = monsters.filter((id) => card(id).kind === 'trilithon').length;
  const base = monsters.reduce((s, id) => s + monsterValue(id), 0);
  return trilithons > 0 ? base * 2 : base;
}

function isLiveGonagal(state: FdsState, seat: Seat, id: CardId | undefined): boolean {
  return id !== undefined && GONAGALS.includes(id) && state.weeLawyers.white !== seat;
}

/**
 * The seat whose newly entered Gonagal takes this event, or null. Two live
 * Gonagals cancel out (and then count as plain 1s); a Gonagal under the white
 * Wee Lawyer is a plain zero and cancels nothing.
 */
export function gonagalSeat(state: FdsState, event: EventId): Seat | null {
  const live = [0, 1].filter((seat) => isLiveGonagal(state, seat, state.events[event][seat]?.[1]));
  return live.length === 1 ? (live[0] as Seat) : null;
}

export function multiplier(state: FdsState): number {
  return state.round === ROUNDS ? 2 : 1;
}

function slot(state: FdsState, event: EventId, seat: Seat): CardId[] {
  return state.events[event][seat] as CardId[];
}

/** The cards of `cards` that have the highest (or lowest) value. */
function extremes(cards: readonly CardId[], value: (id: CardId) => number, pickHighest: boolean): CardId[] {
  if (cards.length === 0) return [];
  const values = cards.map(value);
  const target = pickHighest ? Math.max(...values) : Math.min(...values);
  return cards.filter((_, i) => values[i] === target);
}

export function lootOf(state: FdsState, id: CardId): Awards {
  return state.loot[id] ?? emptyAwards();
}

export function lootCount(state: FdsState, id: CardId): number {
  return totalAwards(lootOf(state, id));
}

/** The ring space `steps` counter-clockwise from `from`, wrapping from 1 to 30. */
export function lawyerStep(from: number, steps: number): number {
  return ((((from - 1 - steps) % RING_SIZE) + RING_SIZE) % RING_SIZE) + 1;
}

// ---------- bookkeeping ----------

export function cardName(id: CardId): string {
  const c = card(id);
  if (c.kind === 'trilithon') return `the ${c.colour} trilithon`;
  return `${c.half} ${c.number}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function describeAwards(a: Awards): string {
  const parts = PLAYER_COLOURS.filter((c) => a[c] > 0).map((c) => `${a[c]} ${c}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

/** Gives up to `n` awards of a colour from the stock to a seat. */
function award(state: FdsState, seat: Seat, colour: PlayerColour, n: number, why: string, log: LogEntry[]): void {
  const count = Math.min(n, state.stock[colour]);
  if (count <= 0) return;
  state.stock[colour] -= count;
  (state.awards[seat] as Awards)[colour] += count;
  log.push({ kind: 'award', seat, colour, count, text: `{seat:${seat}} earns ${plural(count, `${colour} award`)} ${why}.` });
}

function addLoot(state: FdsState, id: CardId, colour: PlayerColour, n: number): void {
  const loot = state.loot[id] ?? emptyAwards();
  loot[colour] += n;
  state.loot[id] = loot;
}

/** Removes a player's card from an event into that seat's discard pile; loot it carries returns to stock. */
function discardCard(state: FdsState, event: EventId, id: CardId): Seat {
  for (let seat = 0; seat < 2; seat++) {
    const cards = slot(state, event, seat);
    const i = cards.indexOf(id);
    if (i >= 0) {
      cards.splice(i, 1);
      (state.discards[seat] as CardId[]).push(id);
      const loot = state.loot[id];
      if (loot) {
        for (const c of PLAYER_COLOURS) state.stock[c] += loot[c];
        delete state.loot[id];
      }
      return seat;
    }
  }
  throw new Error(`card ${id} is not in the ${event} event`);
}

/** A thief leaves the event: its loot goes to its owner's awards. */
function scarper(state: FdsState, id: CardId, log: LogEntry[], why = 'scarpers off'): void {
  const loot = lootOf(state, id);
  delete state.loot[id];
  const seat = discardCard(state, 'stealin', id);
  const awards = state.awards[seat] as Awards;
  for (const c of PLAYER_COLOURS) awards[c] += loot[c];
  log.push({
    kind: 'scarper',
    seat,
    card: id,
    loot,
    text: `{seat:${seat}}'s thief ${cardName(id)} ${why}${totalAwards(loot) ? ` with ${describeAwards(loot)}` : ''}.`,
  });
}

function flipMonster(state: FdsState, log: LogEntry[]): void {
  const next = state.monsterDeck.shift();
  if (next === undefined) throw new Error('the Monster deck is empty');
  state.monsters.push(next);
  log.push({ kind: 'monster', card: next, text: `The next monster is ${cardName(next)}.` });
}

/** Kills a monster: it is discarded; a trilithon card brings a bonus award of its colour. */
function killMonster(state: FdsState, seat: Seat, id: CardId, log: LogEntry[]): void {
  discardMonster(state, id);
  log.push({ kind: 'kill', seat, card: id, text: `{seat:${seat}} kills ${cardName(id)}.` });
  const c = card(id);
  if (c.kind === 'trilithon') award(state, seat, c.colour, multiplier(state), 'as a trilithon bonus', log);
}

function discardMonster(state: FdsState, id: CardId): void {
  const i = state.monsters.indexOf(id);
  if (i < 0) throw new Error(`monster ${id} is not on the board`);
  state.monsters.splice(i, 1);
  state.monsterDiscards.push(id);
}

function reveal(state: FdsState, event: EventId, log: LogEntry[]): void {
  state.revealed[event] = true;
  const cards = [0, 1].map((seat) => slot(state, event, seat)[1] as CardId);
  log.push({
    kind: 'reveal',
    event,
    cards,
    text: `${eventTitle(event)}: {seat:0} reveals ${cardName(cards[0] as CardId)}, {seat:1} reveals ${cardName(cards[1] as CardId)}.`,
  });
}

export function eventTitle(event: EventId): string {
  return event === 'fightin' ? "Fightin'" : event === 'drinkin' ? "Drinkin'" : "Stealin'";
}

// ---------- prompts ----------

/** Asks `seat` to pick one of `options`; a lone option is taken at once, none asks nothing. */
function ask(state: FdsState, seat: Seat, kind: PromptKind, options: FdsAction[]): void {
  if (options.length === 0) return;
  state.prompts.push({ seat, kind, options, answer: options.length === 1 ? (options[0] as FdsAction) : null });
}

function discardOptions(cards: readonly CardId[]): FdsAction[] {
  return [...cards].sort().map((id) => ({ type: 'discard', card: id }));
}

function answerOf(answers: readonly Prompt[], seat: Seat): FdsAction | null {
  return answers.find((p) => p.seat === seat)?.answer ?? null;
}

function answeredCard(answers: readonly Prompt[], seat: Seat): CardId {
  const a = answerOf(answers, seat);
  if (!a || !('card' in a)) throw new Error(`no card answer from seat ${seat}`);
  return a.card as CardId;
}

// ---------- the legal actions ----------

export function actions(state: FdsState, seat: Seat): FdsAction[] {
  const prompt = state.prompts.find((p) => p.seat === seat && p.answer === null);
  if (!prompt) return [];
  if (prompt.kind === 'play') return playOptions(state.hands[seat] as CardId[]);
  return prompt.options.map((o) => ({ ...o }));
}

/** Every way to put one hand card on each event (5 × 4 × 3 = 60 at most). */
export function playOptions(hand: readonly CardId[]): FdsAction[] {
  const sorted = [...hand].sort();
  const out: FdsAction[] = [];
  for (const f of sorted)
    for (const d of sorted) for (const s of sorted) if (f !== d && f !== s && d !== s) out.push({ type: 'play', fightin: f, drinkin: d, stealin: s });
  return out;
}

// ---------- apply ----------

export function apply(prev: FdsState, seat: Seat, action: FdsAction): ApplyResult<FdsState> {
  // cloneState, not structuredClone: several times faster on this state (see core/actions.ts).
  const state = cloneState(prev);
  const log: LogEntry[] = [];
  const prompt = state.prompts.find((p) => p.seat === seat && p.answer === null);
  if (!prompt) throw new Error(`seat ${seat} has nothing to answer`);
  prompt.answer = action;
  if (action.type === 'play') {
    const hand = state.hands[seat] as CardId[];
    for (const event of EVENTS) {
      const id = action[event] as CardId;
      const i = hand.indexOf(id);
      if (i < 0) throw new Error(`card ${id} is not in hand`);
      hand.splice(i, 1);
      slot(state, event, seat).push(id);
    }
    log.push({ kind: 'play', seat, text: `{seat:${seat}} places a card face down at each event.` });
  }
  advance(state, log);
  return { ok: true, state, log };
}

/** Runs stages until some seat must answer or the game is over. */
function advance(state: FdsState, log: LogEntry[]): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (state.stage === 'over') return;
    if (state.prompts.some((p) => p.answer === null)) return;
    const answers = state.prompts;
    state.prompts = [];
    runStage(state, answers, log);
  }
  throw new Error('the game flow did not settle');
}

function runStage(state: FdsState, answers: Prompt[], log: LogEntry[]): void {
  const ctx = state.ctx;
  const m = multiplier(state);
  switch (state.stage) {
    case 'choose':
      state.stage = 'fight';
      return;

    // ----- Fightin' -----
    case 'fight': {
      reveal(state, 'fightin', log);
      const g = gonagalSeat(state, 'fightin');
      if (g !== null) {
        ctx.gonagal = g;
        log.push({ kind: 'gonagal', seat: g, event: 'fightin', text: `{seat:${g}}'s Gonagal wins the Fightin' event.` });
        flipMonster(state, log);
        ask(state, g, 'gonagal-monster', discardOptions(state.monsters));
        state.stage = 'fight-g-monster';
        return;
      }
      const sums = [0, 1].map((s) => slot(state, 'fightin', s).reduce((t, id) => t + worth(state, s, id), 0));
      const [s0, s1] = sums as [number, number];
      if (s0 === s1) {
        log.push({ kind: 'fight-tie', sums, text: `Both clans fight with ${s0}: each discards its highest fighter and nobody fights the monsters.` });
        for (const s of [0, 1]) {
          ask(state, s, 'fight-tie', discardOptions(extremes(slot(state, 'fightin', s), (id) => worth(state, s, id), true)));
        }
        state.stage = 'fight-tie';
        return;
      }
      const c = s0 > s1 ? 0 : 1;
      ctx.champion = c;
      flipMonster(state, log);
      const monsters = monsterSum(state.monsters);
      const mine = sums[c] as number;
      if (mine >= monsters) {
        log.push({ kind: 'fight', seat: c, sum: mine, monsters, won: true, text: `{seat:${c}}'s fighters (${mine}) beat the monsters (${monsters}).` });
        ask(state, c, 'fight-kill', discardOptions(extremes(state.monsters, monsterValue, false)));
        state.stage = 'fight-kill';
      } else {
        log.push({
          kind: 'fight',
          seat: c,
          sum: mine,
          monsters,
          won: false,
          text: `{seat:${c}}'s fighters (${mine}) get clobbered by the monsters (${monsters}).`,
        });
        ask(state, other(c), 'clobber-own', discardOptions(slot(state, 'fightin', other(c))));
        state.stage = 'clobber-own';
      }
      return;
    }
    case 'fight-g-monster': {
      const g = ctx.gonagal as Seat;
      killMonster(state, g, answeredCard(answers, g), log);
      award(state, g, 'red', m, 'for Killing Monsters', log);
      award(state, g, 'white', m, 'for Not Getting Clobbered', log);
      ask(state, g, 'gonagal-fighter', discardOptions(slot(state, 'fightin', other(g))));
      state.stage = 'fight-g-fighter';
      return;
    }
    case 'fight-g-fighter': {
      const g = ctx.gonagal as Seat;
      const id = answeredCard(answers, g);
      discardCard(state, 'fightin', id);
      log.push({ kind: 'discard', seat: other(g), card: id, text: `{seat:${g}} makes {seat:${other(g)}} discard ${cardName(id)}.` });
      discardGonagal(state, 'fightin', g, log);
      state.stage = 'drink';
      return;
    }
    case 'fight-tie': {
      for (const s of [0, 1]) discardOwn(state, 'fightin', s, answeredCard(answers, s), log);
      state.stage = 'drink';
      return;
    }
    case 'fight-kill': {
      const c = ctx.champion as Seat;
      killMonster(state, c, answeredCard(answers, c), log);
      award(state, c, 'red', m, 'for Killing Monsters', log);
      ask(state, c, 'fight-champion-discard', discardOptions(slot(state, 'fightin', c)));
      state.stage = 'fight-champion';
      return;
    }
    case 'fight-champion': {
      const c = ctx.champion as Seat;
      discardOwn(state, 'fightin', c, answeredCard(answers, c), log);
      ask(state, other(c), 'fight-other-discard', discardOptions(slot(state, 'fightin', other(c))));
      state.stage = 'fight-other';
      return;
    }
    case 'fight-other': {
      const u = other(ctx.champion as Seat);
      discardOwn(state, 'fightin', u, answeredCard(answers, u), log);
      state.stage = 'drink';
      return;
    }
    case 'clobber-own': {
      const c = ctx.champion as Seat;
      const u = other(c);
      discardOwn(state, 'fightin', u, answeredCard(answers, u), log);
      ask(state, u, 'clobber-opponent', discardOptions(slot(state, 'fightin', c)));
      state.stage = 'clobber-opponent';
      return;
    }
    case 'clobber-opponent': {
      const c = ctx.champion as Seat;
      const u = other(c);
      const id = answeredCard(answers, u);
      discardCard(state, 'fightin', id);
      log.push({ kind: 'discard', seat: c, card: id, text: `{seat:${u}} makes {seat:${c}} discard ${cardName(id)}.` });
      award(state, u, 'white', m, 'for Not Getting Clobbered', log);
      ask(state, u, 'clobber-monster', discardOptions(extremes(state.monsters, monsterValue, true)));
      state.stage = 'clobber-monster';
      return;
    }
    case 'clobber-monster': {
      const u = other(ctx.champion as Seat);
      const id = answeredCard(answers, u);
      discardMonster(state, id);
      log.push({ kind: 'monster-discard', seat: u, card: id, text: `{seat:${u}} discards the monster ${cardName(id)}.` });
      state.stage = 'drink';
      return;
    }

    // ----- Drinkin' -----
    case 'drink': {
      ctx.gonagal = null;
      ctx.champion = null;
      const served = Math.min(m, state.stock.blue);
      state.stock.blue -= served;
      state.altar += served;
      log.push({
        kind: 'serve',
        count: served,
        altar: state.altar,
        text: `${plural(served, 'blue award')} served on the altar stone (${state.altar} there now).`,
      });
      reveal(state, 'drinkin', log);
      const g = gonagalSeat(state, 'drinkin');
      if (g !== null) {
        ctx.gonagal = g;
        log.push({ kind: 'gonagal', seat: g, event: 'drinkin', text: `{seat:${g}}'s Gonagal wins the Drinkin' event.` });
        ask(state, g, 'gonagal-drinker', discardOptions(slot(state, 'drinkin', other(g))));
        state.stage = 'drink-g';
        return;
      }
      const all = [0, 1].flatMap((s) => slot(state, 'drinkin', s).map((id) => ({ s, id, v: worth(state, s, id) })));
      const top = Math.max(...all.map((d) => d.v));
      const biggest = all.filter((d) => d.v === top);
      if (biggest.length > 1) {
        log.push({
          kind: 'drink-tie',
          value: top,
          text: `Tie for biggest drinker at ${top}: each clan discards its biggest drinker; the altar keeps its awards.`,
        });
        for (const s of [0, 1]) {
          ask(state, s, 'drink-tie', discardOptions(extremes(slot(state, 'drinkin', s), (id) => worth(state, s, id), true)));
        }
        state.stage = 'drink-tie';
        return;
      }
      const b = biggest[0] as { s: Seat; id: CardId; v: number };
      ctx.biggestSeat = b.s;
      const total = all.reduce((t, d) => t + d.v, 0);
      if (total < 50) {
        log.push({ kind: 'drinks', total, outcome: 'another-round', text: `${total} drinks: buy another round (the altar keeps its awards).` });
        ask(state, b.s, 'drink-discard', discardOptions(slot(state, 'drinkin', b.s)));
        state.stage = 'drink-first';
      } else if (total <= 60) {
        log.push({
          kind: 'drinks',
          total,
          outcome: 'winner',
          seat: b.s,
          text: `${total} drinks: {seat:${b.s}}'s ${cardName(b.id)} is the biggest drinker and wins.`,
        });
        const won = state.altar;
        state.altar = 0;
        (state.awards[b.s] as Awards).blue += won;
        log.push({ kind: 'award', seat: b.s, colour: 'blue', count: won, text: `{seat:${b.s}} takes ${plural(won, 'blue award')} from the altar stone.` });
        ask(state, b.s, 'drink-discard', discardOptions(slot(state, 'drinkin', b.s)));
        state.stage = 'drink-first';
      } else {
        log.push({
          kind: 'drinks',
          total,
          outcome: 'passed-out',
          seat: b.s,
          text: `${total} drinks: {seat:${b.s}}'s ${cardName(b.id)} passes out; the altar's awards go back to stock.`,
        });
        state.stock.blue += state.altar;
        state.altar = 0;
        discardOwn(state, 'drinkin', b.s, b.id, log);
        ask(state, other(b.s), 'drink-passout-discard', discardOptions(slot(state, 'drinkin', other(b.s))));
        state.stage = 'drink-passout';
      }
      return;
    }
    case 'drink-g': {
      const g = ctx.gonagal as Seat;
      const id = answeredCard(answers, g);
      discardCard(state, 'drinkin', id);
      log.push({ kind: 'discard', seat: other(g), card: id, text: `{seat:${g}} makes {seat:${other(g)}} discard ${cardName(id)}.` });
      const won = state.altar;
      state.altar = 0;
      (state.awards[g] as Awards).blue += won;
      log.push({ kind: 'award', seat: g, colour: 'blue', count: won, text: `{seat:${g}} takes ${plural(won, 'blue award')} from the altar stone.` });
      award(state, g, 'green', m, 'for Not Passing Out', log);
      discardGonagal(state, 'drinkin', g, log);
      state.stage = 'steal';
      return;
    }
    case 'drink-tie': {
      for (const s of [0, 1]) discardOwn(state, 'drinkin', s, answeredCard(answers, s), log);
      state.stage = 'steal';
      return;
    }
    case 'drink-first': {
      const b = ctx.biggestSeat as Seat;
      discardOwn(state, 'drinkin', b, answeredCard(answers, b), log);
      ask(state, other(b), 'drink-discard', discardOptions(slot(state, 'drinkin', other(b))));
      state.stage = 'drink-second';
      return;
    }
    case 'drink-second': {
      const o = other(ctx.biggestSeat as Seat);
      discardOwn(state, 'drinkin', o, answeredCard(answers, o), log);
      state.stage = 'steal';
      return;
    }
    case 'drink-passout': {
      const o = other(ctx.biggestSeat as Seat);
      discardOwn(state, 'drinkin', o, answeredCard(answers, o), log);
      award(state, o, 'green', m, 'for Not Passing Out', log);
      state.stage = 'steal';
      return;
    }

    // ----- Stealin' -----
    case 'steal': {
      ctx.gonagal = null;
      ctx.biggestSeat = null;
      reveal(state, 'stealin', log);
      const g = gonagalSeat(state, 'stealin');
      if (g !== null) {
        ctx.gonagal = g;
        log.push({ kind: 'gonagal', seat: g, event: 'stealin', text: `{seat:${g}}'s Gonagal wins the Stealin' event.` });
        const gonagal = slot(state, 'stealin', g)[1] as CardId;
        for (const id of slot(state, 'stealin', other(g))) {
          const loot = lootOf(state, id);
          if (totalAwards(loot) === 0) continue;
          for (const c of PLAYER_COLOURS) addLoot(state, gonagal, c, loot[c]);
          delete state.loot[id];
          log.push({ kind: 'steal', seat: g, from: id, loot, text: `{seat:${g}}'s Gonagal steals ${describeAwards(loot)} from ${cardName(id)}.` });
        }
        const yellow = Math.min(m, state.stock.yellow);
        if (yellow > 0) {
          state.stock.yellow -= yellow;
          addLoot(state, gonagal, 'yellow', yellow);
          log.push({ kind: 'yellow', seat: g, count: yellow, text: `{seat:${g}}'s Gonagal takes ${plural(yellow, 'yellow award')} from stock.` });
        }
        moveLawyer(state, log);
        log.push({ kind: 'no-habeas', text: 'The Gonagal keeps the Big Lawyer from Habeascorpusizing anyone.' });
        ask(state, g, 'gonagal-thief', discardOptions(slot(state, 'stealin', other(g))));
        state.stage = 'steal-g';
        return;
      }
      const { high, second } = rankThieves(state);
      ctx.highCard = high;
      ctx.secondCard = second;
      log.push({
        kind: 'thieves',
        high,
        second,
        text: `Highest thief: ${high ? cardName(high) : 'none (tie)'}; second-highest: ${second ? cardName(second) : 'none'}.`,
      });
      if (high) {
        const h = ownerOf(state, 'stealin', high);
        ask(state, h, 'steal-high', highStealOptions(state, h));
      }
      state.stage = 'steal-high';
      return;
    }
    case 'steal-g': {
      const g = ctx.gonagal as Seat;
      const id = answeredCard(answers, g);
      discardCard(state, 'stealin', id);
      log.push({ kind: 'discard', seat: other(g), card: id, text: `{seat:${g}} makes {seat:${other(g)}} discard ${cardName(id)}.` });
      scarper(state, slot(state, 'stealin', g)[1] as CardId, log, '(the Gonagal) leaves');
      state.stage = 'end-round';
      return;
    }
    case 'steal-high': {
      const high = ctx.highCard;
      if (high) {
        const h = ownerOf(state, 'stealin', high);
        const a = answerOf(answers, h);
        if (a?.type === 'steal-thief') {
          const from = a.card as CardId;
          const loot = lootOf(state, from);
          delete state.loot[from];
          for (const c of PLAYER_COLOURS) addLoot(state, high, c, loot[c]);
          log.push({ kind: 'steal', seat: h, from, loot, text: `{seat:${h}}'s ${cardName(high)} steals ${describeAwards(loot)} from ${cardName(from)}.` });
        } else if (a?.type === 'steal-award') {
          stealAward(state, h, high, a.colour, log);
          if (m > 1) {
            ask(state, h, 'steal-high-more', directStealOptions(state, h));
            state.stage = 'steal-more';
            return;
          }
        } else {
          log.push({ kind: 'pass', seat: h, text: `{seat:${h}} steals nothing.` });
        }
      }
      state.stage = 'steal-second';
      return;
    }
    case 'steal-more': {
      const high = ctx.highCard as CardId;
      const h = ownerOf(state, 'stealin', high);
      const a = answerOf(answers, h);
      if (a?.type === 'steal-award') stealAward(state, h, high, a.colour, log);
      state.stage = 'steal-second';
      return;
    }
    case 'steal-second': {
      const second = ctx.secondCard;
      if (second) {
        const s = ownerOf(state, 'stealin', second);
        const max = Math.min(m, state.stock.yellow);
        const options: FdsAction[] = [];
        for (let n = 0; n <= max; n++) options.push({ type: 'take-yellow', count: n });
        ask(state, s, 'steal-yellow', options);
      }
      state.stage = 'steal-yellow';
      return;
    }
    case 'steal-yellow': {
      const second = ctx.secondCard;
      if (second) {
        const s = ownerOf(state, 'stealin', second);
        const a = answerOf(answers, s);
        const n = a?.type === 'take-yellow' ? a.count : 0;
        if (n > 0) {
          state.stock.yellow -= n;
          addLoot(state, second, 'yellow', n);
          log.push({ kind: 'yellow', seat: s, count: n, text: `{seat:${s}}'s ${cardName(second)} takes ${plural(n, 'yellow award')} from stock.` });
        } else {
          log.push({ kind: 'pass', seat: s, text: `{seat:${s}}'s ${cardName(second)} takes no yellow award.` });
        }
      }
      state.stage = 'steal-lawyer';
      return;
    }
    case 'steal-lawyer': {
      moveLawyer(state, log);
      const victims = habeasVictims(state);
      ctx.habeas = [];
      for (const id of victims) {
        const s = ownerOf(state, 'stealin', id);
        const loot = lootOf(state, id);
        discardCard(state, 'stealin', id);
        ctx.habeas.push(s);
        log.push({
          kind: 'habeas',
          seat: s,
          card: id,
          loot,
          text: `{seat:${s}}'s ${cardName(id)} is Habeascorpusized${totalAwards(loot) ? `; ${describeAwards(loot)} back to stock` : ''}.`,
        });
      }
      if (victims.length === 0) log.push({ kind: 'no-habeas', text: 'Every thief is below the Big Lawyer: nobody is Habeascorpusized.' });
      for (const s of [0, 1]) {
        if (!ctx.habeas.includes(s))
          ask(
            state,
            s,
            'scarper',
            slot(state, 'stealin', s)
              .map((id) => ({ type: 'scarper', card: id }) as FdsAction)
              .sort(byCard),
          );
      }
      state.stage = 'scarper';
      return;
    }
    case 'scarper': {
      for (const p of answers) if (p.answer?.type === 'scarper') scarper(state, p.answer.card as CardId, log);
      if (ctx.habeas.length === 1) {
        const victim = ctx.habeas[0] as Seat;
        const colour = colourOfNumber(state.bigLawyer);
        if (colour === 'black') {
          const options = PLAYER_COLOURS.filter((c) => state.weeLawyers[c] !== victim).map((c) => ({ type: 'give-wee-lawyer', colour: c }) as FdsAction);
          ask(state, other(victim), 'wee-lawyer', options);
        } else {
          giveWeeLawyer(state, victim, colour, log);
        }
      }
      state.stage = 'wee-lawyer';
      return;
    }
    case 'wee-lawyer': {
      if (ctx.habeas.length === 1) {
        const victim = ctx.habeas[0] as Seat;
        const a = answerOf(answers, other(victim));
        if (a?.type === 'give-wee-lawyer') giveWeeLawyer(state, victim, a.colour, log);
      }
      state.stage = 'end-round';
      return;
    }

    // ----- round end and game end -----
    case 'end-round': {
      if (state.round < ROUNDS) {
        for (const s of [0, 1]) drawUp(state, s, log);
        state.round++;
        log.push({ kind: 'round', round: state.round, text: `Round ${state.round} of ${ROUNDS}${state.round === ROUNDS ? ' (worth double)' : ''}.` });
        startChoosing(state);
        return;
      }
      for (const s of [0, 1]) {
        ask(
          state,
          s,
          'best-colour',
          bestColours(state, s).map((c) => ({ type: 'discard-colour', colour: c }) as FdsAction),
        );
      }
      state.stage = 'final';
      return;
    }
    case 'final': {
      for (const s of [0, 1]) {
        const a = answerOf(answers, s);
        const colour = a?.type === 'discard-colour' ? a.colour : null;
        state.endDiscard[s] = colour;
        log.push({
          kind: 'end-discard',
          seat: s,
          colour,
          text: colour ? `{seat:${s}} discards the best colour, ${colour}.` : `{seat:${s}} has no awards to discard.`,
        });
      }
      for (const id of state.events.stealin.flat()) {
        const loot = lootOf(state, id);
        if (totalAwards(loot))
          log.push({ kind: 'unbanked', card: id, loot, text: `${cardName(id)} never scarpered: its ${describeAwards(loot)} do not count.` });
      }
      const scores = [0, 1].map((s) => finalScore(state, s));
      log.push({ kind: 'end', scores, text: `Final awards: {seat:0} ${scores[0]}, {seat:1} ${scores[1]}.` });
      state.stage = 'over';
      return;
    }
    case 'over':
      return;
    default: {
      const never: never = state.stage;
      throw new Error(`unknown stage ${canonicalJson(never)}`);
    }
  }
}

function byCard(a: FdsAction, b: FdsAction): number {
  const x = 'card' in a ? String(a.card) : '';
  const y = 'card' in b ? String(b.card) : '';
  return x < y ? -1 : x > y ? 1 : 0;
}

function discardOwn(state: FdsState, event: EventId, seat: Seat, id: CardId, log: LogEntry[]): void {
  discardCard(state, event, id);
  log.push({ kind: 'discard', seat, card: id, event, text: `{seat:${seat}} discards ${cardName(id)} from the ${eventTitle(event)} event.` });
}

function discardGonagal(state: FdsState, event: EventId, seat: Seat, log: LogEntry[]): void {
  const id = slot(state, event, seat)[1] as CardId;
  discardOwn(state, event, seat, id, log);
}

export function ownerOf(state: FdsState, event: EventId, id: CardId): Seat {
  if (slot(state, event, 0).includes(id)) return 0;
  if (slot(state, event, 1).includes(id)) return 1;
  throw new Error(`card ${id} is not in the ${event} event`);
}

function drawUp(state: FdsState, seat: Seat, log: LogEntry[]): void {
  const hand = state.hands[seat] as CardId[];
  const deck = state.decks[seat] as CardId[];
  const n = Math.min(HAND_SIZE - hand.length, deck.length);
  if (n <= 0) return;
  hand.push(...deck.splice(0, n));
  log.push({ kind: 'draw', seat, count: n, text: `{seat:${seat}} draws ${plural(n, 'card')}.` });
}

/**
 * The highest and second-highest thieves, ranking the distinct values: when
 * two thieves share the value of a position, that position is skipped.
 */
export function rankThieves(state: FdsState): { high: CardId | null; second: CardId | null } {
  const all = [0, 1].flatMap((s) => slot(state, 'stealin', s).map((id) => ({ id, v: worth(state, s, id) })));
  const values = [...new Set(all.map((t) => t.v))].sort((a, b) => b - a);
  const at = (v: number | undefined): CardId | null => {
    if (v === undefined) return null;
    const holders = all.filter((t) => t.v === v);
    return holders.length === 1 ? (holders[0] as { id: CardId }).id : null;
  };
  return { high: at(values[0]), second: at(values[1]) };
}

function highStealOptions(state: FdsState, seat: Seat): FdsAction[] {
  const fromThieves = slot(state, 'stealin', other(seat))
    .filter((id) => lootCount(state, id) > 0)
    .sort()
    .map((id) => ({ type: 'steal-thief', card: id }) as FdsAction);
  const options = fromThieves.length ? fromThieves : directStealOptions(state, seat).filter((a) => a.type !== 'pass');
  return [...options, { type: 'pass' }];
}

function directStealOptions(state: FdsState, seat: Seat): FdsAction[] {
  const theirs = state.awards[other(seat)] as Awards;
  return [...PLAYER_COLOURS.filter((c) => theirs[c] > 0).map((c) => ({ type: 'steal-award', colour: c }) as FdsAction), { type: 'pass' }];
}

function stealAward(state: FdsState, seat: Seat, thief: CardId, colour: PlayerColour, log: LogEntry[]): void {
  const theirs = state.awards[other(seat)] as Awards;
  if (theirs[colour] <= 0) throw new Error(`no ${colour} award to steal`);
  theirs[colour] -= 1;
  addLoot(state, thief, colour, 1);
  log.push({ kind: 'steal-award', seat, colour, text: `{seat:${seat}}'s ${cardName(thief)} steals a ${colour} award from {seat:${other(seat)}}.` });
}

function moveLawyer(state: FdsState, log: LogEntry[]): void {
  const steps = [0, 1].reduce((t, s) => t + slot(state, 'stealin', s).reduce((u, id) => u + lootCount(state, id), 0), 0);
  const from = state.bigLawyer;
  state.bigLawyer = lawyerStep(from, steps);
  log.push({ kind: 'lawyer', from, to: state.bigLawyer, steps, text: `The Big Lawyer moves ${plural(steps, 'space')} from ${from} to ${state.bigLawyer}.` });
}

/** The thieves the Big Lawyer catches: the lowest at or above its space; ties go by loot, then both. */
export function habeasVictims(state: FdsState): CardId[] {
  const l = state.bigLawyer;
  const all = [0, 1].flatMap((s) => slot(state, 'stealin', s).map((id) => ({ id, v: worth(state, s, id) })));
  const caught = all.filter((t) => t.v >= l);
  if (caught.length === 0) return [];
  const low = Math.min(...caught.map((t) => t.v));
  const lowest = caught.filter((t) => t.v === low).map((t) => t.id);
  if (lowest.length === 1) return lowest;
  const most = Math.max(...lowest.map((id) => lootCount(state, id)));
  return lowest.filter((id) => lootCount(state, id) === most);
}

function giveWeeLawyer(state: FdsState, seat: Seat, colour: PlayerColour, log: LogEntry[]): void {
  const holder = state.weeLawyers[colour];
  if (holder === seat) {
    log.push({ kind: 'wee-lawyer', seat, colour, text: `{seat:${seat}} already has the ${colour} Wee Lawyer.` });
    return;
  }
  state.weeLawyers[colour] = seat;
  log.push({
    kind: 'wee-lawyer',
    seat,
    colour,
    from: holder,
    text: holder === null ? `{seat:${seat}} takes the ${colour} Wee Lawyer.` : `{seat:${holder}} hands the ${colour} Wee Lawyer to {seat:${seat}}.`,
  });
}

// ---------- scoring ----------

/** An award colour's value for scoring: halved (exactly, so 3 is 1.5) under its Wee Lawyer. */
export function awardValue(awards: Awards, weeLawyers: WeeLawyers, seat: Seat, colour: PlayerColour): number {
  const n = awards[colour];
  return weeLawyers[colour] === seat ? n / 2 : n;
}

/** The colours tied for a seat's best, in colour order; empty when it has no awards. */
export function bestColoursOf(awards: Awards, weeLawyers: WeeLawyers, seat: Seat): PlayerColour[] {
  const values = PLAYER_COLOURS.map((c) => awardValue(awards, weeLawyers, seat, c));
  const best = Math.max(...values);
  if (best <= 0) return [];
  return PLAYER_COLOURS.filter((_, i) => values[i] === best);
}

/** A seat's score: every award colour's value, less the colour it sets aside (if any). */
export function scoreSettingAside(awards: Awards, weeLawyers: WeeLawyers, seat: Seat, setAside: PlayerColour | null): number {
  const total = PLAYER_COLOURS.reduce((t, c) => t + awardValue(awards, weeLawyers, seat, c), 0);
  return total - (setAside ? awardValue(awards, weeLawyers, seat, setAside) : 0);
}

/**
 * What a seat would score if the game ended now: it sets aside a best colour (the
 * first in colour order when tied; any tied one scores the same), or none without awards.
 */
export function scoreIfEndedNow(awards: Awards, weeLawyers: WeeLawyers, seat: Seat): { score: number; best: PlayerColour | null } {
  const best = bestColoursOf(awards, weeLawyers, seat)[0] ?? null;
  return { score: scoreSettingAside(awards, weeLawyers, seat, best), best };
}

export function bestColours(state: FdsState, seat: Seat): PlayerColour[] {
  return bestColoursOf(state.awards[seat] as Awards, state.weeLawyers, seat);
}

export function finalScore(state: FdsState, seat: Seat): number {
  return scoreSettingAside(state.awards[seat] as Awards, state.weeLawyers, seat, state.endDiscard[seat] ?? null);
}

export function status(state: FdsState): GameStatus {
  if (state.stage !== 'over') {
    const active = [...new Set(state.prompts.filter((p) => p.answer === null).map((p) => p.seat))].sort();
    return { active, finished: false };
  }
  const scores = [0, 1].map((s) => finalScore(state, s)) as [number, number];
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
