/**
 * Raiding Stonehenge: draft a card from five face-up lines, play one face down,
 * send your figure to a pile of disks and collect sets of colours.
 * Rules in our words and every ruling: docs/rules/raiding-stonehenge.md.
 *
 * This module holds the options, the actions and the entry points; the state and its helpers are in
 * state.ts, the steps of a turn in stages/ (run by the flow kernel, core/flow.ts).
 */
import { z } from 'zod';
import { cloneState } from '../core/actions';
import { type NumberCardId, PLAYER_COLOURS, type PlayerColour, isCardId, type numberCard, numberCardIds } from '../core/components';
import { answer, legalActions, settle, waitingSeats } from '../core/flow';
import { createRng, randomInt, shuffle } from '../core/prng';
import type { ApplyResult, GameStatus, LogEntry, OptionMeta, Seat } from '../core/ruleset';
import { raidingFlow } from './flow';
import { startTurn } from './stages/turn';
import { DISKS_PER_COLOUR, type EffectiveRules, HAND_SIZE, LINE_COUNT, type RaidingState, emptyCounts, fillLines } from './model';

export { type AllotmentRow, allotment, allotmentOf, allotmentTable, baseAllotment } from './allotment';
export { bestHands, compareHands, scoreStash, scores } from './scoring';
export { placementOrder } from './stages/play';
export { returnable } from './stages/resolve';
export {
  COLOUR_INDEX,
  type Counts,
  DISKS_PER_COLOUR,
  type EffectiveRules,
  HAND_SIZE,
  LINE_COUNT,
  type RaidingResult,
  type RaidingState,
  type Resolution,
  SET_POINTS,
  type Stash,
  TIEBREAK_ROUNDS,
  describeCard,
  distanceFromStart,
  openLines,
  participants,
  toCounts,
  toStash,
} from './model';

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
  settle(raidingFlow, state, []);
  return state;
}

/** Number cards of removed colours: out of the game, and public (every card of those colours). */
export function removedCardIds(state: Pick<RaidingState, 'removedColours'>): NumberCardId[] {
  return numberCardIds((c) => c.colour !== 'black' && state.removedColours.includes(c.colour));
}

export function actions(state: RaidingState, seat: Seat): RaidingAction[] {
  return legalActions(raidingFlow, state, seat);
}

/** Applies a legal action (the caller checked it against `actions`). */
export function apply(prev: RaidingState, seat: Seat, action: RaidingAction): ApplyResult<RaidingState> {
  // cloneState, not structuredClone: several times faster, and its arrays come out packed, so the
  // state needs no repacking afterwards to keep the next copy fast (see core/actions.ts).
  const state = cloneState(prev);
  const log: LogEntry[] = [];
  answer(raidingFlow, state, seat, action, log);
  settle(raidingFlow, state, log);
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
  return { active: [...waitingSeats(raidingFlow, state)], finished: false };
}
