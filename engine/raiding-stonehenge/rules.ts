/**
 * Raiding Stonehenge: draft a card from five face-up lines, play one face down,
 * send your figure to a pile of disks and collect sets of colours.
 * Rules in our words and every ruling: docs/rules/raiding-stonehenge.md.
 */
import { z } from 'zod';
import { canonicalJson, cloneState } from '../core/actions';
import { type NumberCardId, PIECES, PLAYER_COLOURS, type PlayerColour, isCardId, numberCard, numberCardIds } from '../core/components';
import { type Rng, createRng, randomInt, shuffle } from '../core/prng';
import type { ApplyResult, GameStatus, LogEntry, OptionMeta, Seat } from '../core/ruleset';

/** Cards in hand between turns; picking makes it one more. */
export const HAND_SIZE = 5;
export const LINE_COUNT = 5;
export const DISKS_PER_COLOUR = PIECES.disksPerColour;
export const SET_POINTS = 10;
export const TIEBREAK_ROUNDS = 4;

export const optionsSchema = z
  .object({
    lowCardStarts: z.boolean().default(false),
    plusMinusColours: z.boolean().default(false),
    accelerator: z.enum(['off', 'x2', 'x3']).default('off'),
    extendedTiebreaker: z.boolean().default(false),
    reducedColours: z.boolean().default(false),
    twoThreePlayers: z.boolean().default(false),
    hiddenStash: z.boolean().default(false),
  })
  .strict();
export type RaidingOptions = z.infer<typeof optionsSchema>;

export const optionsMeta: OptionMeta[] = [
  {
    id: 'lowCardStarts',
    label: 'Low card starts next turn',
    help: 'Whoever played the lowest number becomes start player, instead of passing the marker clockwise.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'plusMinusColours',
    label: '+1/−1 colours',
    help: 'Two trilithon cards are drawn: loose disks of the first colour gain a point, of the second lose one; other loose disks count nothing.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'accelerator',
    label: 'Accelerator',
    help: 'Multiply every take and set-aside by 2 or 3.',
    type: 'choice',
    choices: ['off', 'x2', 'x3'],
    default: 'off',
  },
  {
    id: 'extendedTiebreaker',
    label: 'Extended tiebreaker',
    help: 'Players tied for the win play four more rounds with their hands; then the highest card wins, day over night.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'reducedColours',
    label: 'Reduced colours (4 players)',
    help: 'Play with as many colours as players: random colours are removed with their disks and cards.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'twoThreePlayers',
    label: '2–3 players',
    help: 'Needed for 2 or 3 players: three colours, low card starts and accelerator ×2.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'hiddenStash',
    label: 'Hidden stash',
    help: 'The disks each player collects stay secret until the end.',
    type: 'boolean',
    default: false,
  },
];

const colourSchema = z.enum(PLAYER_COLOURS);
const cardIdSchema = z.custom<NumberCardId>((v) => typeof v === 'string' && /^[DN]\d\d$/.test(v) && isCardId(v), 'not a card id');

export const actionSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('pick'),
      line: z
        .number()
        .int()
        .min(0)
        .max(LINE_COUNT - 1),
    })
    .strict(),
  z.object({ type: z.literal('play'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('place'), colour: colourSchema }).strict(),
  z.object({ type: z.literal('setAside'), colour: colourSchema }).strict(),
]);
export type RaidingAction = z.infer<typeof actionSchema>;

/** Disk counts per colour, indexed like PLAYER_COLOURS (compact: the state is cloned on every action). */
export type Counts = number[];
export type Stash = Record<PlayerColour, number>;

export const COLOUR_INDEX: Readonly<Record<PlayerColour, number>> = { white: 0, blue: 1, green: 2, yellow: 3, red: 4 };

export function toStash(counts: readonly number[]): Stash {
  return {
    white: counts[0] ?? 0,
    blue: counts[1] ?? 0,
    green: counts[2] ?? 0,
    yellow: counts[3] ?? 0,
    red: counts[4] ?? 0,
  };
}

export function toCounts(stash: Partial<Stash>): Counts {
  return PLAYER_COLOURS.map((c) => stash[c] ?? 0);
}

/** The options as they act on play, once the 2–3 player variant has switched its parts on. */
export interface EffectiveRules {
  lowCardStarts: boolean;
  multiplier: 1 | 2 | 3;
  extendedTiebreaker: boolean;
  plusMinusColours: boolean;
  reducedColours: boolean;
  twoThreePlayers: boolean;
  hiddenStash: boolean;
}

/** One player's take and set-aside in a turn. */
export interface Resolution {
  seat: Seat;
  colour: PlayerColour;
  /** Figures at that pile, this player's included. */
  atPile: number;
  /** What the table gives (after the accelerator) and what actually happened. */
  takeDue: number;
  took: number;
  setAsideDue: number;
  setAside: PlayerColour[];
}

export interface RaidingResult {
  winners: Seat[];
  /** Scores of the game proper (before any extended-tiebreaker rounds). */
  scores: number[];
  /** Scores after the extra rounds, for the players who played them. */
  tiebreakScores: Record<string, number> | null;
  /** How the winner was decided: 'score', 'tiebreak-rounds', 'highest-card', or 'shared'. */
  decidedBy: 'score' | 'tiebreak-rounds' | 'highest-card' | 'shared';
  summary: string;
}

export interface RaidingState {
  players: number;
  rng: Rng;
  rules: EffectiveRules;
  /** Colours in play, in the set's order; removed ones (reduced colours) are out of the game. */
  colours: PlayerColour[];
  removedColours: PlayerColour[];
  bonusColour: PlayerColour | null;
  penaltyColour: PlayerColour | null;
  /** Secret: face-down draw pile that refills the lines. */
  deck: NumberCardId[];
  /** Face up. Index 0 is the bottom card, the one a player may take; refills join the end. */
  lines: NumberCardId[][];
  /** Secret per seat. */
  hands: NumberCardId[][];
  /** Cards already revealed, face up (they leave play at the reveal). */
  discard: NumberCardId[];
  piles: Counts;
  stashes: Counts[];
  startPlayer: Seat;
  turn: number;
  stage: 'main' | 'tiebreak';
  /** Seats tied for the win who play the extra rounds, and which round it is (1-based). */
  tiebreak: { seats: Seat[]; round: number; mainScores: number[] } | null;
  phase: 'pick' | 'play' | 'place' | 'resolve' | 'over';
  pickOrder: Seat[];
  pickIndex: number;
  /** Face-down plays this turn: secret until every participant has played. */
  faceDown: (NumberCardId | null)[];
  /**
   * The latest reveal and what followed it (cards, figures, takes). It stays on show until
   * the next reveal, so the table can be read after a turn ends; shownTurn says which turn.
   */
  shownTurn: number;
  shownStage: 'main' | 'tiebreak';
  played: (NumberCardId | null)[];
  placements: (PlayerColour | null)[];
  /** Placement order after the reveal; takes and set-asides follow it too. */
  order: Seat[];
  placeIndex: number;
  resolveIndex: number;
  /** The player now setting disks aside. */
  pending: { seat: Seat; colour: PlayerColour; took: number; remaining: number } | null;
  resolutions: Resolution[];
  result: RaidingResult | null;
}

export function effectiveRules(options: RaidingOptions): EffectiveRules {
  const twoThree = options.twoThreePlayers;
  const byOption = options.accelerator === 'x3' ? 3 : options.accelerator === 'x2' ? 2 : 1;
  return {
    lowCardStarts: options.lowCardStarts || twoThree,
    multiplier: twoThree ? 2 : byOption,
    extendedTiebreaker: options.extendedTiebreaker,
    plusMinusColours: options.plusMinusColours,
    reducedColours: options.reducedColours || twoThree,
    twoThreePlayers: twoThree,
    hiddenStash: options.hiddenStash,
  };
}

function emptyCounts(): Counts {
  return [0, 0, 0, 0, 0];
}

/** How many colours a game uses. */
export function colourCount(players: number, rules: EffectiveRules): number {
  if (rules.twoThreePlayers) return 3;
  return rules.reducedColours ? players : PLAYER_COLOURS.length;
}

export function setup(seed: string, players: number, options: RaidingOptions): RaidingState {
  const rng = createRng(seed);
  const rules = effectiveRules(options);
  const removeCount = PLAYER_COLOURS.length - colourCount(players, rules);
  const removedColours = shuffle(rng, [...PLAYER_COLOURS]).slice(0, removeCount);
  const colours = PLAYER_COLOURS.filter((c) => !removedColours.includes(c));
  const inPlay = (c: ReturnType<typeof numberCard>) => c.colour === 'black' || colours.includes(c.colour as PlayerColour);
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
  advance(state, []);
  return state;
}

/** Number cards of removed colours: out of the game, and public (every card of those colours). */
export function removedCardIds(state: Pick<RaidingState, 'removedColours'>): NumberCardId[] {
  return numberCardIds((c) => c.colour !== 'black' && state.removedColours.includes(c.colour as PlayerColour));
}

/** Deals onto the lines left to right, one card per line per pass, until full or the deck is out. */
function fillLines(lines: NumberCardId[][], deck: NumberCardId[], size: number): number {
  let dealt = 0;
  for (;;) {
    let progress = false;
    for (const line of lines) {
      if (line.length < size && deck.length > 0) {
        line.push(deck.shift() as NumberCardId);
        dealt++;
        progress = true;
      }
    }
    if (!progress) return dealt;
  }
}

/** Seats taking part now: everyone, or only the tied players in the extra rounds. */
export function participants(state: RaidingState): Seat[] {
  if (state.stage === 'tiebreak' && state.tiebreak) return [...state.tiebreak.seats];
  return Array.from({ length: state.players }, (_, i) => i);
}

/** Clockwise distance from the start player (0 for the start player). */
export function distanceFromStart(state: RaidingState, seat: Seat): number {
  return (seat - state.startPlayer + state.players) % state.players;
}

function clockwiseFromStart(state: RaidingState, seats: Seat[]): Seat[] {
  return [...seats].sort((a, b) => distanceFromStart(state, a) - distanceFromStart(state, b));
}

/** The take and set-aside table, before the accelerator: rows by figures at a pile... */
const SHARED_PILE: Readonly<Record<number, { take: number; setAside: number }>> = {
  1: { take: 1, setAside: 0 },
  2: { take: 2, setAside: 1 },
  3: { take: 3, setAside: 2 },
  4: { take: 1, setAside: 2 },
};
/** ...and the row for everyone taking part at one pile, which overrides them. */
const EVERYONE_AT_PILE = { take: 0, setAside: 1 } as const;

function isEveryone(atPile: number, participantCount: number): boolean {
  return atPile >= 2 && atPile === participantCount;
}

/** The take and set-aside table, before the accelerator. */
export function baseAllotment(atPile: number, participantCount: number): { take: number; setAside: number } {
  if (isEveryone(atPile, participantCount)) return { ...EVERYONE_AT_PILE };
  const row = SHARED_PILE[atPile];
  if (!row) throw new Error(`no table row for ${atPile} figures at a pile among ${participantCount} players`);
  return { ...row };
}

/**
 * What each of `atPile` figures at one pile takes and sets aside, the accelerator
 * `multiplier` applied. Works on numbers every view shows (participants, options),
 * so boards use it too.
 */
export function allotmentOf(atPile: number, participantCount: number, multiplier: number): { take: number; setAside: number } {
  const base = baseAllotment(atPile, participantCount);
  return { take: base.take * multiplier, setAside: base.setAside * multiplier };
}

export function allotment(state: RaidingState, atPile: number): { take: number; setAside: number } {
  return allotmentOf(atPile, participants(state).length, state.rules.multiplier);
}

/** One row of the take / set-aside table: `everyone` when all who take part share the pile. */
export interface AllotmentRow {
  atPile: number;
  everyone: boolean;
  take: number;
  setAside: number;
}

/** The whole take / set-aside table for a turn: one row for each number of figures that can share a pile. */
export function allotmentTable(participantCount: number, multiplier: number): AllotmentRow[] {
  const rows: AllotmentRow[] = [];
  for (let atPile = 1; atPile <= participantCount; atPile++) {
    const everyone = isEveryone(atPile, participantCount);
    if (!everyone && !SHARED_PILE[atPile]) continue;
    rows.push({ atPile, everyone, ...allotmentOf(atPile, participantCount, multiplier) });
  }
  return rows;
}

/** Placement order: coloured cards high to low, then black cards high to low; ties go to the seat nearer the start player. */
export function placementOrder(state: RaidingState): Seat[] {
  const seats = participants(state).filter((s) => state.played[s] !== null);
  const key = (s: Seat) => numberCard(state.played[s] as NumberCardId);
  const byCard = (a: Seat, b: Seat) => key(b).number - key(a).number || distanceFromStart(state, a) - distanceFromStart(state, b);
  const coloured = seats.filter((s) => key(s).colour !== 'black').sort(byCard);
  const black = seats.filter((s) => key(s).colour === 'black').sort(byCard);
  return [...coloured, ...black];
}

export function describeCard(id: NumberCardId): string {
  const c = numberCard(id);
  return `${c.half} ${c.number} (${c.colour})`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Disks this seat could set aside now: its stash minus the disks it has just taken. */
export function returnable(state: RaidingState, seat: Seat): Counts {
  const out = [...(state.stashes[seat] as Counts)];
  const p = state.pending;
  if (p && p.seat === seat) (out[COLOUR_INDEX[p.colour]] as number) -= p.took;
  return out;
}

function startTurn(state: RaidingState, log: LogEntry[]): void {
  state.faceDown = Array.from({ length: state.players }, () => null);
  state.placeIndex = 0;
  state.resolveIndex = 0;
  state.pending = null;
  if (state.stage === 'main') {
    if (state.lines.every((l) => l.length === 0)) {
      endMainGame(state, log);
      return;
    }
    state.phase = 'pick';
    state.pickOrder = clockwiseFromStart(state, participants(state));
    state.pickIndex = 0;
    log.push({ kind: 'turn', turn: state.turn, startPlayer: state.startPlayer, text: `Turn ${state.turn}: {seat:${state.startPlayer}} is start player.` });
  } else {
    state.phase = 'play';
    state.pickOrder = [];
    state.pickIndex = 0;
    const round = state.tiebreak?.round ?? 0;
    log.push({
      kind: 'turn',
      turn: state.turn,
      round,
      startPlayer: state.startPlayer,
      text: `Tiebreak round ${round}: {seat:${state.startPlayer}} is start player.`,
    });
  }
}

function doPick(state: RaidingState, seat: Seat, line: number, log: LogEntry[], forced: boolean): void {
  const cards = state.lines[line];
  const taken = cards?.shift();
  if (!taken) throw new Error(`line ${line} is empty`);
  (state.hands[seat] as NumberCardId[]).push(taken);
  state.pickIndex++;
  log.push({
    kind: 'pick',
    seat,
    line,
    card: taken,
    forced,
    text: `{seat:${seat}} took ${describeCard(taken)} from line ${line + 1}${forced ? ' (the only line with cards)' : ''}.`,
  });
}

function submitPlay(state: RaidingState, seat: Seat, cardId: NumberCardId, log: LogEntry[], forced: boolean): void {
  const hand = state.hands[seat] as NumberCardId[];
  const i = hand.indexOf(cardId);
  if (i < 0) throw new Error(`card ${cardId} is not in hand`);
  hand.splice(i, 1);
  state.faceDown[seat] = cardId;
  log.push({
    kind: 'play',
    seat,
    forced,
    text: `{seat:${seat}} played a card face down${forced ? ' (their last card)' : ''}.`,
  });
}

function reveal(state: RaidingState, log: LogEntry[]): void {
  state.played = [...state.faceDown];
  state.faceDown = Array.from({ length: state.players }, () => null);
  state.shownTurn = state.turn;
  state.shownStage = state.stage;
  state.placements = Array.from({ length: state.players }, () => null);
  state.resolutions = [];
  for (const s of participants(state)) state.discard.push(state.played[s] as NumberCardId);
  const shown = participants(state).map((s) => `{seat:${s}} ${describeCard(state.played[s] as NumberCardId)}`);
  log.push({ kind: 'reveal', played: [...state.played], text: `Cards revealed: ${shown.join(', ')}.` });
  state.order = placementOrder(state);
  for (const seat of state.order) {
    const c = numberCard(state.played[seat] as NumberCardId);
    if (c.colour === 'black') continue;
    const colour = c.colour as PlayerColour;
    state.placements[seat] = colour;
    log.push({ kind: 'place', seat, colour, text: `{seat:${seat}} placed their figure at the ${colour} pile.` });
  }
  state.phase = 'place';
  state.placeIndex = 0;
}

function placeFigure(state: RaidingState, seat: Seat, colour: PlayerColour, log: LogEntry[], forced: boolean): void {
  state.placements[seat] = colour;
  state.placeIndex++;
  log.push({
    kind: 'place',
    seat,
    colour,
    black: true,
    text: `{seat:${seat}} (black card) placed their figure at the ${colour} pile${forced ? ' (the only colour)' : ''}.`,
  });
}

function beginResolution(state: RaidingState, seat: Seat, log: LogEntry[]): void {
  const colour = state.placements[seat] as PlayerColour;
  const atPile = state.order.filter((s) => state.placements[s] === colour).length;
  const due = allotment(state, atPile);
  const ci = COLOUR_INDEX[colour];
  const took = Math.min(due.take, state.piles[ci] as number);
  (state.piles[ci] as number) -= took;
  ((state.stashes[seat] as Counts)[ci] as number) += took;
  state.resolutions.push({ seat, colour, atPile, takeDue: due.take, took, setAsideDue: due.setAside, setAside: [] });
  state.pending = { seat, colour, took, remaining: due.setAside };
  if (due.take > 0) {
    const short = took < due.take ? ` (the pile had only ${took})` : '';
    log.push({
      kind: 'take',
      seat,
      colour,
      count: took,
      due: due.take,
      text: `{seat:${seat}} took ${plural(took, `${colour} disk`)}${short}.`,
    });
  }
}

/** Returns one disk of `colour` from the pending player's stash to its pile. */
function returnDisk(state: RaidingState, colour: PlayerColour): void {
  const p = state.pending;
  if (!p) throw new Error('nobody is setting disks aside');
  const ci = COLOUR_INDEX[colour];
  if ((returnable(state, p.seat)[ci] as number) <= 0) throw new Error(`seat ${p.seat} has no returnable ${colour} disk`);
  ((state.stashes[p.seat] as Counts)[ci] as number)--;
  (state.piles[ci] as number)++;
  p.remaining--;
  const record = state.resolutions[state.resolutions.length - 1];
  if (!record || record.seat !== p.seat) throw new Error('resolution record out of step');
  record.setAside.push(colour);
}

function logSetAside(state: RaidingState, seat: Seat, colours: PlayerColour[], log: LogEntry[], forced: boolean): void {
  if (colours.length === 0) return;
  const hidden = state.rules.hiddenStash;
  const entry: LogEntry = {
    kind: 'setAside',
    seat,
    count: colours.length,
    text: hidden
      ? `{seat:${seat}} set aside ${plural(colours.length, 'disk')}.`
      : `{seat:${seat}} set aside ${colours.join(', ')}${forced ? ' (no other choice)' : ''}.`,
  };
  // With the hidden stash, neither the colours nor whether the choice was forced may be told.
  if (!hidden) {
    entry.colours = colours;
    entry.forced = forced;
  }
  log.push(entry);
}

/**
 * Sets disks aside for the pending player while the outcome is forced.
 * Returns true when the player is done, false when a real choice is left.
 */
function settleForcedSetAside(state: RaidingState, log: LogEntry[]): boolean {
  const p = state.pending;
  if (!p) return true;
  const forced: PlayerColour[] = [];
  let done = false;
  for (;;) {
    if (p.remaining <= 0) {
      done = true;
      break;
    }
    const can = returnable(state, p.seat);
    const available = state.colours.filter((c) => (can[COLOUR_INDEX[c]] as number) > 0);
    const total = available.reduce((sum, c) => sum + (can[COLOUR_INDEX[c]] as number), 0);
    if (total === 0) {
      done = true;
      break;
    }
    if (available.length === 1 || total <= p.remaining) {
      const colour = available[0] as PlayerColour;
      returnDisk(state, colour);
      forced.push(colour);
      continue;
    }
    break;
  }
  logSetAside(state, p.seat, forced, log, true);
  if (done && p.remaining > 0) {
    const record = state.resolutions[state.resolutions.length - 1];
    const due = record?.setAsideDue ?? 0;
    log.push({
      kind: 'setAsideShort',
      seat: p.seat,
      due,
      count: due - p.remaining,
      text: `{seat:${p.seat}} had no more disks to set aside.`,
    });
  }
  return done;
}

/** Runs every step that needs no decision, until a seat must act or the game is over. */
function advance(state: RaidingState, log: LogEntry[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    switch (state.phase) {
      case 'over':
        return;
      case 'pick': {
        const seat = state.pickOrder[state.pickIndex];
        if (seat === undefined) {
          state.phase = 'play';
          continue;
        }
        const open = openLines(state);
        if (open.length === 0) {
          state.pickIndex++;
          log.push({ kind: 'noPick', seat, text: `{seat:${seat}} could not pick: every line is empty.` });
          continue;
        }
        if (open.length === 1) {
          doPick(state, seat, open[0] as number, log, true);
          continue;
        }
        return;
      }
      case 'play': {
        for (const seat of participants(state)) {
          const hand = state.hands[seat] as NumberCardId[];
          if (state.faceDown[seat] === null && hand.length === 1) submitPlay(state, seat, hand[0] as NumberCardId, log, true);
        }
        if (participants(state).every((s) => state.faceDown[s] !== null)) {
          reveal(state, log);
          continue;
        }
        return;
      }
      case 'place': {
        const seat = state.order[state.placeIndex];
        if (seat === undefined) {
          state.phase = 'resolve';
          state.resolveIndex = 0;
          continue;
        }
        if (state.placements[seat] !== null) {
          state.placeIndex++;
          continue;
        }
        if (state.colours.length === 1) {
          placeFigure(state, seat, state.colours[0] as PlayerColour, log, true);
          continue;
        }
        return;
      }
      case 'resolve': {
        if (state.pending) {
          if (!settleForcedSetAside(state, log)) return;
          state.pending = null;
          state.resolveIndex++;
          continue;
        }
        const seat = state.order[state.resolveIndex];
        if (seat === undefined) {
          endTurn(state, log);
          continue;
        }
        beginResolution(state, seat, log);
        continue;
      }
      default: {
        const never: never = state.phase;
        throw new Error(`unknown phase ${String(never)}`);
      }
    }
  }
  throw new Error('advance: no progress');
}

export function openLines(state: RaidingState): number[] {
  const out: number[] = [];
  state.lines.forEach((l, i) => {
    if (l.length > 0) out.push(i);
  });
  return out;
}

function nextStartPlayer(state: RaidingState): Seat {
  const seats = participants(state);
  if (state.rules.lowCardStarts) {
    const lowest = Math.min(...seats.map((s) => numberCard(state.played[s] as NumberCardId).number));
    const low = seats.filter((s) => numberCard(state.played[s] as NumberCardId).number === lowest);
    return clockwiseFromStart(state, low)[0] as Seat;
  }
  for (let d = 1; d <= state.players; d++) {
    const s = (state.startPlayer + d) % state.players;
    if (seats.includes(s)) return s;
  }
  throw new Error('no participant to pass the start player to');
}

function endTurn(state: RaidingState, log: LogEntry[]): void {
  if (state.stage === 'main') {
    const dealt = fillLines(state.lines, state.deck, state.players);
    if (dealt > 0) log.push({ kind: 'replenish', count: dealt, text: `The lines were refilled with ${plural(dealt, 'card')}.` });
  }
  const next = nextStartPlayer(state);
  const previous = state.startPlayer;
  state.startPlayer = next;
  log.push({
    kind: 'startPlayer',
    seat: next,
    text: state.rules.lowCardStarts
      ? `{seat:${next}} played the lowest card and becomes start player.`
      : `The start player marker passes from {seat:${previous}} to {seat:${next}}.`,
  });
  state.turn++;
  if (state.stage === 'tiebreak' && state.tiebreak) {
    state.tiebreak.round++;
    const handsLeft = state.tiebreak.seats.every((s) => (state.hands[s] as NumberCardId[]).length > 0);
    if (state.tiebreak.round > TIEBREAK_ROUNDS || !handsLeft) {
      finishAfterTiebreak(state, log);
      return;
    }
  }
  startTurn(state, log);
}

/** Score of one stash: 10 per full set, then loose disks. */
export function scoreStash(
  stash: readonly number[],
  colours: readonly PlayerColour[],
  bonus: PlayerColour | null = null,
  penalty: PlayerColour | null = null,
  plusMinus = false,
): { sets: number; loose: Stash; points: number } {
  const of = (c: PlayerColour) => stash[COLOUR_INDEX[c]] ?? 0;
  const sets = Math.min(...colours.map(of));
  const loose = toStash(emptyCounts());
  for (const c of colours) loose[c] = of(c) - sets;
  let points = SET_POINTS * sets;
  if (plusMinus) {
    if (bonus) points += loose[bonus];
    if (penalty) points -= loose[penalty];
  } else {
    for (const c of colours) points -= loose[c];
  }
  return { sets, loose, points };
}

export function scores(state: RaidingState): number[] {
  return state.stashes.map((st) => scoreStash(st, state.colours, state.bonusColour, state.penaltyColour, state.rules.plusMinusColours).points);
}

/**
 * Compares two hands for the tiebreak: highest number first, then the next, and so on.
 * With dayBeatsNight, a day card beats the night card of the same number.
 * A player who runs out of cards first loses the comparison.
 */
export function compareHands(a: readonly NumberCardId[], b: readonly NumberCardId[], dayBeatsNight: boolean): number {
  const rank = (id: NumberCardId) => {
    const c = numberCard(id);
    return c.number * 2 + (dayBeatsNight && c.half === 'day' ? 1 : 0);
  };
  const ra = a.map(rank).sort((x, y) => y - x);
  const rb = b.map(rank).sort((x, y) => y - x);
  const step = dayBeatsNight ? 1 : 2;
  for (let i = 0; i < Math.max(ra.length, rb.length); i++) {
    const x = ra[i];
    const y = rb[i];
    if (x === undefined && y === undefined) return 0;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const dx = Math.floor(x / step);
    const dy = Math.floor(y / step);
    if (dx !== dy) return dx - dy;
  }
  return 0;
}

/** The seats whose hands rank highest. */
export function bestHands(state: RaidingState, seats: readonly Seat[], dayBeatsNight: boolean): Seat[] {
  let best: Seat[] = [];
  for (const s of seats) {
    const first = best[0];
    if (first === undefined) {
      best = [s];
      continue;
    }
    const cmp = compareHands(state.hands[s] as NumberCardId[], state.hands[first] as NumberCardId[], dayBeatsNight);
    if (cmp > 0) best = [s];
    else if (cmp === 0) best.push(s);
  }
  return best;
}

function seatList(seats: readonly Seat[]): string {
  return seats.map((s) => `{seat:${s}}`).join(', ');
}

function finish(state: RaidingState, result: RaidingResult, log: LogEntry[]): void {
  state.phase = 'over';
  state.result = result;
  state.pickOrder = [];
  state.pending = null;
  log.push({ kind: 'gameEnd', winners: result.winners, scores: result.scores, text: result.summary });
}

function endMainGame(state: RaidingState, log: LogEntry[]): void {
  const main = scores(state);
  log.push({
    kind: 'scores',
    scores: main,
    text: `No line has a card left: the game ends. Scores: ${main.map((p, s) => `{seat:${s}} ${p}`).join(', ')}.`,
  });
  const top = Math.max(...main);
  const tied = main.flatMap((p, s) => (p === top ? [s] : []));
  if (tied.length === 1) {
    finish(state, { winners: tied, scores: main, tiebreakScores: null, decidedBy: 'score', summary: `{seat:${tied[0]}} wins with ${top} points.` }, log);
    return;
  }
  if (state.rules.extendedTiebreaker && tied.every((s) => (state.hands[s] as NumberCardId[]).length > 0)) {
    state.stage = 'tiebreak';
    state.tiebreak = { seats: tied, round: 1, mainScores: main };
    const start = tied.find((s) => s === state.startPlayer) ?? clockwiseFromStart(state, tied)[0];
    state.startPlayer = start as Seat;
    log.push({
      kind: 'tiebreakStart',
      seats: tied,
      text: `${seatList(tied)} are tied on ${top}: they play ${TIEBREAK_ROUNDS} more rounds with their hands.`,
    });
    startTurn(state, log);
    return;
  }
  const best = bestHands(state, tied, false);
  finish(
    state,
    {
      winners: best,
      scores: main,
      tiebreakScores: null,
      decidedBy: best.length === 1 ? 'highest-card' : 'shared',
      summary:
        best.length === 1
          ? `${seatList(tied)} tied on ${top} points; {seat:${best[0]}} wins with the highest cards left in hand.`
          : `${seatList(best)} tied on ${top} points and on the cards left in hand: they share the win.`,
    },
    log,
  );
}

function finishAfterTiebreak(state: RaidingState, log: LogEntry[]): void {
  const tb = state.tiebreak;
  if (!tb) throw new Error('no tiebreak in progress');
  const now = scores(state);
  const tiebreakScores: Record<string, number> = {};
  for (const s of tb.seats) tiebreakScores[String(s)] = now[s] as number;
  const top = Math.max(...tb.seats.map((s) => now[s] as number));
  const still = tb.seats.filter((s) => now[s] === top);
  if (still.length === 1) {
    finish(
      state,
      {
        winners: still,
        scores: tb.mainScores,
        tiebreakScores,
        decidedBy: 'tiebreak-rounds',
        summary: `After the extra rounds {seat:${still[0]}} leads the tied players with ${top} points and wins.`,
      },
      log,
    );
    return;
  }
  const best = bestHands(state, still, true);
  finish(
    state,
    {
      winners: best,
      scores: tb.mainScores,
      tiebreakScores,
      decidedBy: best.length === 1 ? 'highest-card' : 'shared',
      summary:
        best.length === 1
          ? `${seatList(still)} were still tied after the extra rounds; {seat:${best[0]}} holds the highest card and wins.`
          : `${seatList(best)} were still tied after the extra rounds, with no card left to decide: they share the win.`,
    },
    log,
  );
}

export function actions(state: RaidingState, seat: Seat): RaidingAction[] {
  switch (state.phase) {
    case 'over':
      return [];
    case 'pick':
      if (state.pickOrder[state.pickIndex] !== seat) return [];
      return openLines(state).map((line) => ({ type: 'pick', line }));
    case 'play': {
      if (!participants(state).includes(seat) || state.faceDown[seat] !== null) return [];
      return [...(state.hands[seat] as NumberCardId[])].sort().map((card) => ({ type: 'play', card }));
    }
    case 'place':
      if (state.order[state.placeIndex] !== seat) return [];
      return state.colours.map((colour) => ({ type: 'place', colour }));
    case 'resolve': {
      const p = state.pending;
      if (!p || p.seat !== seat) return [];
      const can = returnable(state, seat);
      return state.colours.filter((c) => (can[COLOUR_INDEX[c]] as number) > 0).map((colour) => ({ type: 'setAside', colour }));
    }
    default: {
      const never: never = state.phase;
      throw new Error(`unknown phase ${String(never)}`);
    }
  }
}

/** Applies a legal action (the caller checked it against `actions`). */
export function apply(prev: RaidingState, seat: Seat, action: RaidingAction): ApplyResult<RaidingState> {
  // cloneState, not structuredClone: several times faster, and its arrays come out packed, so the
  // state needs no repacking afterwards to keep the next copy fast (see core/actions.ts).
  const state = cloneState(prev);
  const log: LogEntry[] = [];
  switch (action.type) {
    case 'pick':
      doPick(state, seat, action.line, log, false);
      break;
    case 'play':
      submitPlay(state, seat, action.card, log, false);
      break;
    case 'place':
      placeFigure(state, seat, action.colour, log, false);
      break;
    case 'setAside': {
      returnDisk(state, action.colour);
      logSetAside(state, seat, [action.colour], log, false);
      break;
    }
    default: {
      const never: never = action;
      throw new Error(`unhandled action ${canonicalJson(never)}`);
    }
  }
  advance(state, log);
  return { ok: true, state, log };
}

export function status(state: RaidingState): GameStatus {
  if (state.phase === 'over') {
    const r = state.result;
    if (!r) throw new Error('finished game without a result');
    const sc: Record<string, number> = {};
    r.scores.forEach((p, s) => {
      sc[String(s)] = p;
    });
    return { active: [], finished: true, result: { winners: [...r.winners], scores: sc, summary: r.summary } };
  }
  switch (state.phase) {
    case 'pick': {
      const s = state.pickOrder[state.pickIndex];
      return { active: s === undefined ? [] : [s], finished: false };
    }
    case 'play':
      return { active: participants(state).filter((s) => state.faceDown[s] === null), finished: false };
    case 'place': {
      const s = state.order[state.placeIndex];
      return { active: s === undefined ? [] : [s], finished: false };
    }
    case 'resolve':
      return { active: state.pending ? [state.pending.seat] : [], finished: false };
    default: {
      const never: never = state.phase;
      throw new Error(`unknown phase ${String(never)}`);
    }
  }
}
