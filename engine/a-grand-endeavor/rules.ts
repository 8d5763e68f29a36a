/**
 * A Grand Endeavor: the factions build the whole monument together, one
 * project at a time, and score for what stands in their colour. Rules in our
 * words and every ruling: docs/rules/a-grand-endeavor.md.
 */
import { z } from 'zod';
import { canonicalJson, cloneState } from '../core/actions';
import { ALL_CARD_IDS, BOARD, type CardId, type MaterialColour, PLAYER_COLOURS, type PlayerColour, card, colourOfNumber } from '../core/components';
import { type Rng, createRng, randomInt, shuffle } from '../core/prng';
import type { ApplyResult, GameStatus, LogEntry, OptionMeta, Seat } from '../core/ruleset';
import { scoreTable } from './scoring';

/** Cards a player may hold, the committed project included. */
export const POSSESSION_LIMIT = 3;
export const AVAILABLE_SLOTS = 3;
export const BLUESTONES_PER_PLAYER = 10;
export const NEUTRAL_LINTELS = 10;
export const INFLUENCE_DISKS = 10;
/** Two uprights and a capstone: the pieces of one trilithon. */
export const PIECES_PER_TRILITHON = 3;
export const TRILITHON_COUNT = BOARD.trilithons.size;

/** Lintels each player keeps, by player count; the rest of their colour leaves the game. */
export const LINTELS_BY_PLAYERS: Record<number, number> = { 3: 8, 4: 6, 5: 5 };

export const TRACKS = ['outerRing', 'bluestones', 'trilithons'] as const;
export type SiteTrack = (typeof TRACKS)[number];
export interface Site {
  track: SiteTrack;
  space: number;
}

export const optionsSchema = z.object({}).strict();
export type GrandEndeavorOptions = z.infer<typeof optionsSchema>;
export const optionsMeta: OptionMeta[] = [];

const cardIdSchema = z.string().regex(/^([DN]\d\d|T-(white|blue|green|yellow|red))$/);
const seatSchema = z.number().int().min(0).max(4);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('begin') }).strict(),
  z.object({ type: z.literal('defame'), target: seatSchema }).strict(),
  z.object({ type: z.literal('claim'), track: z.enum(TRACKS), space: z.number().int().min(1).max(30) }).strict(),
  z.object({ type: z.literal('draw') }).strict(),
  z.object({ type: z.literal('take'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('commit'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('usurp'), from: seatSchema, cards: z.array(cardIdSchema).length(2) }).strict(),
  z.object({ type: z.literal('discard'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('withdraw') }).strict(),
]);
export type GrandEndeavorAction = z.infer<typeof actionSchema>;

export interface Project {
  card: CardId;
  faceUp: boolean;
  /** The claimed construction site; null while face down or while its Druid is at the altar. */
  site: Site | null;
  /** A bluestone carved and waiting on the card. */
  carved: boolean;
  /** Trilithon pieces collected so far (0..3). */
  pieces: number;
  /** The trilithon has been claimed (capped): it can no longer be usurped. */
  capped: boolean;
  /** Whether a bluestone actually sits on the capstone (see the rulings: a player may have none left). */
  capDisk: boolean;
  /** Taken by usurping and not yet worked by its new holder: it cannot be usurped again yet. */
  justUsurped: boolean;
}

export interface PlayerState {
  colour: PlayerColour;
  /** Own lintels and bluestones still in the materials pile. */
  lintels: number;
  bluestones: number;
  influence: number;
  hand: CardId[];
  project: Project | null;
  /** Defamed: the Druid stands before the altar stone, and the next turn is the ritual. */
  ritualPending: boolean;
  /** Could not commit: out of play until the scoring. */
  removed: boolean;
}

/**
 * The board, one short string per track with one character per space
 * (index = space - 1): a seat digit, or '.' for none. Strings keep the state
 * small and cheap to clone; read and write it only through the helpers below.
 */
export interface Board {
  /** The seat whose Druid claims each space. */
  claimedBy: Record<SiteTrack, string>;
  /** The seat that developed each space. */
  builtBy: Record<SiteTrack, string>;
  /** Outer ring: 'n' where the lintel came from the community pile (neutral colour). */
  neutralLintel: string;
  /** Trilithon spaces: 'b' where a bluestone sits on the capstone. */
  capDisk: string;
}

const NONE = '.';

export type Step =
  | { kind: 'start' }
  | { kind: 'return' }
  | { kind: 'claim'; reason: 'turn-up' | 'commit' | 'usurp' }
  | { kind: 'draw' }
  | { kind: 'commit' }
  /** After drawing, no project can be committed to, but influence is left: defame first, or withdraw. */
  | { kind: 'stranded' }
  | { kind: 'usurp-discard'; usurper: Seat; victim: Seat; received: [CardId, CardId] }
  | { kind: 'over'; reason: 'complete' | 'everyone-removed' };

export interface GrandEndeavorState {
  players: number;
  rng: Rng;
  seats: PlayerState[];
  /** The draw deck, top first; discards go to the end (the bottom). */
  deck: CardId[];
  /** The three available projects; null for a slot emptied during this Draw phase. */
  available: (CardId | null)[];
  /** Cards removed from the game (constructed projects and cards that found no site). */
  removedCards: CardId[];
  board: Board;
  community: { lintels: number; trilithonPieces: number };
  influenceSupply: number;
  neutralOwner: Seat | null;
  lintelsPerPlayer: number;
  startPlayer: Seat;
  turn: Seat;
  day: number;
  step: Step;
  /**
   * Engine version 2 on: a player left without a legal commit after drawing may still spend influence
   * (defame) before being removed. Absent in games begun under version 1, which keep the old rule.
   */
  strandedMayDefame?: true;
}

// ---------------------------------------------------------------- setup

function emptyTracks(): Record<SiteTrack, string> {
  return {
    outerRing: NONE.repeat(BOARD.outerRing.size),
    bluestones: NONE.repeat(BOARD.bluestones.size),
    trilithons: NONE.repeat(BOARD.trilithons.size),
  };
}

function withChar(text: string, index: number, ch: string): string {
  if (index < 0 || index >= text.length) throw new Error(`no space ${index + 1}`);
  return text.slice(0, index) + ch + text.slice(index + 1);
}

const DIGIT_ZERO = 48;

function seatAt(text: string, index: number): Seat | null {
  const ch = text[index];
  if (ch === undefined) throw new Error(`no space ${index + 1}`);
  return ch === NONE ? null : ch.charCodeAt(0) - DIGIT_ZERO;
}

export function setup(seed: string, players: number, _options: GrandEndeavorOptions = {}): GrandEndeavorState {
  const lintelsPerPlayer = LINTELS_BY_PLAYERS[players];
  if (lintelsPerPlayer === undefined) throw new Error(`no lintel count for ${players} players`);
  const rng = createRng(seed);
  const deck = shuffle(rng, [...ALL_CARD_IDS]);
  const seats: PlayerState[] = [];
  for (let s = 0; s < players; s++) {
    seats.push({
      colour: PLAYER_COLOURS[s] as PlayerColour,
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
  settle(state, log);
  return state;
}

// ---------------------------------------------------------------- queries

function seatState(state: GrandEndeavorState, seat: Seat): PlayerState {
  const p = state.seats[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

export function claimedBy(state: GrandEndeavorState, track: SiteTrack, space: number): Seat | null {
  return seatAt(state.board.claimedBy[track], space - 1);
}

export function builtBy(state: GrandEndeavorState, track: SiteTrack, space: number): Seat | null {
  return seatAt(state.board.builtBy[track], space - 1);
}

export function isDeveloped(state: GrandEndeavorState, track: SiteTrack, space: number): boolean {
  return builtBy(state, track, space) !== null;
}

function seatsOf(text: string): (Seat | null)[] {
  const out: (Seat | null)[] = [];
  for (let i = 0; i < text.length; i++) out.push(seatAt(text, i));
  return out;
}

/** The builder of every space of a track, in order (null while undeveloped). */
export function trackBuilders(state: GrandEndeavorState, track: SiteTrack): (Seat | null)[] {
  return seatsOf(state.board.builtBy[track]);
}

/** The claimant of every space of a track, in order (null while unclaimed). */
export function trackClaims(state: GrandEndeavorState, track: SiteTrack): (Seat | null)[] {
  return seatsOf(state.board.claimedBy[track]);
}

export function isNeutralLintel(state: GrandEndeavorState, space: number): boolean {
  return state.board.neutralLintel[space - 1] === 'n';
}

export function hasCapDisk(state: GrandEndeavorState, space: number): boolean {
  return state.board.capDisk[space - 1] === 'b';
}

/** Unclaimed and undeveloped. */
function isOpen(state: GrandEndeavorState, track: SiteTrack, space: number): boolean {
  return claimedBy(state, track, space) === null && !isDeveloped(state, track, space);
}

function setClaim(state: GrandEndeavorState, site: Site, seat: Seat | null): void {
  const { claimedBy: claims } = state.board;
  claims[site.track] = withChar(claims[site.track], site.space - 1, seat === null ? NONE : String(seat));
}

export function possession(p: PlayerState): number {
  return p.hand.length + (p.project ? 1 : 0);
}

/** Whether a project committed to goes face up: all do but a day number card. */
export function commitsFaceUp(id: CardId): boolean {
  const c = card(id);
  return !(c.kind === 'number' && c.half === 'day');
}

/** Cards a seat may still take in the draw step, from the possession count every view shows. */
export function cardsToDraw(possessionCount: number): number {
  return Math.max(0, POSSESSION_LIMIT - possessionCount);
}

export function isTrilithonCard(id: CardId): boolean {
  return card(id).kind === 'trilithon';
}

/** The colour printed on a card (the dot of a trilithon card). */
export function cardColour(id: CardId): string {
  return card(id).colour;
}

/**
 * Whether `seat` could get a lintel for a new claim on the outer ring: its own
 * pile, or a community lintel not already needed by another player whose own
 * pile is empty and who holds an outer-ring claim.
 */
export function canSourceLintel(state: GrandEndeavorState, seat: Seat): boolean {
  const p = seatState(state, seat);
  if (p.lintels > 0) return true;
  let reserved = 0;
  state.seats.forEach((q, s) => {
    if (s !== seat && q.lintels === 0 && q.project?.site?.track === 'outerRing') reserved++;
  });
  return state.community.lintels - reserved > 0;
}

/** Every site `seat` may claim with card `id` now. */
export function claimOptions(state: GrandEndeavorState, seat: Seat, id: CardId): Site[] {
  const c = card(id);
  const out: Site[] = [];
  if (c.kind === 'trilithon') {
    for (let i = 1; i <= BOARD.trilithons.size; i++) {
      if (isOpen(state, 'trilithons', i)) out.push({ track: 'trilithons', space: i });
    }
    return out;
  }
  if (canSourceLintel(state, seat)) {
    // Spaces of one colour are six apart on the ring.
    for (let n = ((c.number - 1) % 6) + 1; n <= BOARD.outerRing.size; n += 6) {
      if (isOpen(state, 'outerRing', n)) out.push({ track: 'outerRing', space: n });
    }
  }
  if (isDeveloped(state, 'outerRing', c.number) && seatState(state, seat).bluestones > 0) {
    for (let i = 1; i <= BOARD.bluestones.size; i++) {
      if (isOpen(state, 'bluestones', i)) out.push({ track: 'bluestones', space: i });
    }
  }
  return out;
}

/** The text's dead card: every space of its colour and every bluestone space developed. */
export function isDeadCard(state: GrandEndeavorState, id: CardId): boolean {
  const c = card(id);
  const built = state.board.builtBy;
  if (c.kind === 'trilithon') return !built.trilithons.includes(NONE);
  for (let n = ((c.number - 1) % 6) + 1; n <= BOARD.outerRing.size; n += 6) {
    if (!isDeveloped(state, 'outerRing', n)) return false;
  }
  return !built.bluestones.includes(NONE);
}

export function allDeveloped(state: GrandEndeavorState): boolean {
  return TRACKS.every((t) => !state.board.builtBy[t].includes(NONE));
}

/** Players `seat` may defame now: only the turn player, at one of its decisions, with influence. */
export function defameTargets(state: GrandEndeavorState, seat: Seat): Seat[] {
  const p = seatState(state, seat);
  if (p.influence <= 0) return [];
  const out: Seat[] = [];
  state.seats.forEach((q, s) => {
    if (s !== seat && !q.removed && !q.ritualPending) out.push(s);
  });
  return out;
}

/** The two cards `usurper` may trade for `victim`'s trilithon project: every card in {trilithon colour, victim colour}. */
export function usurpPairs(state: GrandEndeavorState, usurper: Seat, victim: Seat): [CardId, CardId][] {
  const v = seatState(state, victim);
  const project = v.project;
  if (victim === usurper || v.removed || !project || !isTrilithonCard(project.card)) return [];
  if (project.capped || project.justUsurped) return [];
  const colours = new Set([cardColour(project.card), v.colour]);
  const fits = [...seatState(state, usurper).hand].filter((id) => !isTrilithonCard(id) && colours.has(cardColour(id))).sort();
  const pairs: [CardId, CardId][] = [];
  for (let i = 0; i < fits.length; i++) {
    for (let j = i + 1; j < fits.length; j++) pairs.push([fits[i] as CardId, fits[j] as CardId]);
  }
  return pairs;
}

function commitActions(state: GrandEndeavorState, seat: Seat): GrandEndeavorAction[] {
  const p = seatState(state, seat);
  const hand = [...p.hand].sort();
  const trilithons = hand.filter(isTrilithonCard);
  if (trilithons.length > 0) return trilithons.map((id) => ({ type: 'commit', card: id }));
  const out: GrandEndeavorAction[] = [];
  for (const id of hand) {
    const c = card(id);
    if (c.kind === 'number' && (c.half === 'day' || claimOptions(state, seat, id).length > 0)) {
      out.push({ type: 'commit', card: id });
    }
  }
  for (let victim = 0; victim < state.players; victim++) {
    for (const cards of usurpPairs(state, seat, victim)) out.push({ type: 'usurp', from: victim, cards });
  }
  return out;
}

function drawActions(state: GrandEndeavorState, seat: Seat): GrandEndeavorAction[] {
  const p = seatState(state, seat);
  if (cardsToDraw(possession(p)) === 0) return [];
  const shown = state.available.filter((id): id is CardId => id !== null);
  const trilithons = shown.filter(isTrilithonCard);
  if (trilithons.length > 0) return trilithons.map((id) => ({ type: 'take', card: id }));
  const out: GrandEndeavorAction[] = shown.map((id) => ({ type: 'take', card: id }));
  if (state.deck.length > 0) out.push({ type: 'draw' });
  return out;
}

function claimActions(state: GrandEndeavorState, seat: Seat): GrandEndeavorAction[] {
  const project = seatState(state, seat).project;
  if (!project) throw new Error('claim without a project');
  return claimOptions(state, seat, project.card).map((s) => ({ type: 'claim', track: s.track, space: s.space }));
}

/** The seat whose decision the game waits for, or null when it is over. */
export function activeSeat(state: GrandEndeavorState): Seat | null {
  switch (state.step.kind) {
    case 'over':
      return null;
    case 'usurp-discard':
      return state.step.victim;
    default:
      return state.turn;
  }
}

export function actions(state: GrandEndeavorState, seat: Seat): GrandEndeavorAction[] {
  if (seat !== activeSeat(state)) return [];
  const step = state.step;
  let main: GrandEndeavorAction[];
  switch (step.kind) {
    case 'over':
      return [];
    case 'usurp-discard':
      return [...step.received].sort().map((id) => ({ type: 'discard', card: id }));
    case 'start':
      main = [{ type: 'begin' }];
      break;
    case 'return':
    case 'claim':
      main = claimActions(state, seat);
      break;
    case 'draw':
      main = drawActions(state, seat);
      break;
    case 'commit':
      main = commitActions(state, seat);
      break;
    case 'stranded':
      main = [{ type: 'withdraw' }];
      break;
    default: {
      const never: never = step;
      throw new Error(`unknown step ${canonicalJson(never)}`);
    }
  }
  const defame: GrandEndeavorAction[] = defameTargets(state, seat).map((target) => ({ type: 'defame', target }));
  return [...main, ...defame];
}

// ---------------------------------------------------------------- flow

function siteName(site: Site): string {
  if (site.track === 'outerRing') return `outer space ${site.space}`;
  if (site.track === 'bluestones') return `bluestone space ${site.space}`;
  return `trilithon space T${site.space}`;
}

export function describeCard(id: CardId): string {
  const c = card(id);
  return c.kind === 'trilithon' ? `the ${c.colour} trilithon card` : `${c.half} ${c.number} (${c.colour})`;
}

function finish(state: GrandEndeavorState, reason: 'complete' | 'everyone-removed', log: LogEntry[]): void {
  state.step = { kind: 'over', reason };
  log.push({
    kind: 'game-over',
    reason,
    text:
      reason === 'complete'
        ? 'Every construction site is developed: the monument stands and is scored.'
        : 'No player can commit to a project any more: the game ends and is scored.',
  });
}

function isOver(state: GrandEndeavorState): boolean {
  return state.step.kind === 'over';
}

/** Passes the turn to the next player still in the game; a new day starts when the order wraps. */
function passTurn(state: GrandEndeavorState, log: LogEntry[]): void {
  const n = state.players;
  const distance = (s: Seat) => (s - state.startPlayer + n) % n;
  for (let k = 1; k <= n; k++) {
    const next = (state.turn + k) % n;
    if (seatState(state, next).removed) continue;
    if (distance(next) <= distance(state.turn)) {
      state.day++;
      log.push({ kind: 'day', day: state.day, text: `Day ${state.day} begins.` });
    }
    state.turn = next;
    return;
  }
  finish(state, 'everyone-removed', log);
}

function beginTurn(state: GrandEndeavorState, log: LogEntry[]): void {
  for (let guard = 0; guard <= state.players + 1; guard++) {
    if (isOver(state)) return;
    const seat = state.turn;
    const p = seatState(state, seat);
    if (p.ritualPending) {
      p.ritualPending = false;
      log.push({ kind: 'ritual', seat, text: `{seat:${seat}} spends the day performing a ritual to restore their good name.` });
      passTurn(state, log);
      continue;
    }
    if (defameTargets(state, seat).length > 0) {
      state.step = { kind: 'start' };
      return;
    }
    afterStart(state, log);
    return;
  }
  throw new Error('beginTurn: no turn could start');
}

function afterStart(state: GrandEndeavorState, log: LogEntry[]): void {
  const p = seatState(state, state.turn);
  if (p.project && isTrilithonCard(p.project.card) && p.project.site === null) {
    state.step = { kind: 'return' };
    return;
  }
  construction(state, log);
}

function takeLintel(state: GrandEndeavorState, seat: Seat, log: LogEntry[]): MaterialColour {
  const p = seatState(state, seat);
  if (p.lintels > 0) {
    p.lintels--;
    return p.colour;
  }
  if (state.community.lintels <= 0) throw new Error('no lintel left anywhere for a claimed outer space');
  state.community.lintels--;
  if (state.neutralOwner === null) {
    state.neutralOwner = seat;
    log.push({
      kind: 'neutral-owner',
      seat,
      text: `{seat:${seat}} is the first to build from the community pile and now owns the neutral colour.`,
    });
  }
  return 'neutral';
}

/** A piece is constructed: the site is developed, the card leaves the game and the Druid leaves the board. */
function develop(state: GrandEndeavorState, seat: Seat, log: LogEntry[]): void {
  const p = seatState(state, seat);
  const project = p.project;
  if (!project?.site) throw new Error('develop without a site');
  setClaim(state, project.site, null);
  const built = state.board.builtBy;
  built[project.site.track] = withChar(built[project.site.track], project.site.space - 1, String(seat));
  state.removedCards.push(project.card);
  p.project = null;
  if (allDeveloped(state)) finish(state, 'complete', log);
}

function construction(state: GrandEndeavorState, log: LogEntry[]): void {
  const seat = state.turn;
  const p = seatState(state, seat);
  const project = p.project;
  if (!project) {
    enterDraw(state, log);
    return;
  }
  const c = card(project.card);
  if (!project.faceUp) {
    project.faceUp = true;
    const options = claimOptions(state, seat, project.card);
    if (options.length === 0) {
      const dead = isDeadCard(state, project.card);
      state.removedCards.push(project.card);
      p.project = null;
      log.push({
        kind: 'turn-up',
        seat,
        card: project.card,
        removed: true,
        text: `{seat:${seat}} turned up ${describeCard(project.card)}; ${
          dead ? 'it is a dead card' : 'no site is free for it'
        }, so it is removed from the game.`,
      });
      enterDraw(state, log);
      return;
    }
    log.push({ kind: 'turn-up', seat, card: project.card, text: `{seat:${seat}} turned up ${describeCard(project.card)}.` });
    state.step = { kind: 'claim', reason: 'turn-up' };
    return;
  }
  const site = project.site;
  if (!site) throw new Error('a face-up project without a site at construction');
  if (c.kind === 'number' && site.track === 'outerRing') {
    const material = takeLintel(state, seat, log);
    const spaceColour = colourOfNumber(site.space);
    log.push({
      kind: 'construct',
      seat,
      piece: 'lintel',
      site,
      material,
      text: `{seat:${seat}} constructed a ${material === 'neutral' ? 'neutral ' : ''}lintel on outer space ${site.space}.`,
    });
    if (spaceColour === p.colour) {
      if (state.influenceSupply > 0) {
        state.influenceSupply--;
        p.influence++;
        log.push({ kind: 'influence', seat, text: `{seat:${seat}} built on a space of their colour and gains 1 influence.` });
      } else {
        log.push({ kind: 'influence', seat, text: `{seat:${seat}} built on a space of their colour, but no influence disk is left.` });
      }
    }
    if (material === 'neutral') state.board.neutralLintel = withChar(state.board.neutralLintel, site.space - 1, 'n');
    develop(state, seat, log);
  } else if (c.kind === 'number' && site.track === 'bluestones') {
    if (!project.carved) {
      if (p.bluestones <= 0) throw new Error('carving without a bluestone');
      p.bluestones--;
      project.carved = true;
      log.push({ kind: 'carve', seat, site, text: `{seat:${seat}} carved a bluestone for bluestone space ${site.space}.` });
    } else {
      log.push({ kind: 'construct', seat, piece: 'bluestone', site, text: `{seat:${seat}} constructed a bluestone on bluestone space ${site.space}.` });
      develop(state, seat, log);
    }
  } else if (c.kind === 'trilithon' && site.track === 'trilithons') {
    project.justUsurped = false;
    if (project.pieces < PIECES_PER_TRILITHON) {
      if (state.community.trilithonPieces <= 0) throw new Error('no trilithon piece left');
      state.community.trilithonPieces--;
      project.pieces++;
      log.push({
        kind: 'collect',
        seat,
        pieces: project.pieces,
        text: `{seat:${seat}} collected trilithon piece ${project.pieces} of ${PIECES_PER_TRILITHON}.`,
      });
    } else if (!project.capped) {
      project.capped = true;
      project.capDisk = p.bluestones > 0;
      if (project.capDisk) p.bluestones--;
      log.push({
        kind: 'cap',
        seat,
        text: project.capDisk
          ? `{seat:${seat}} claimed the ${c.colour} trilithon with a bluestone on its capstone.`
          : `{seat:${seat}} claimed the ${c.colour} trilithon (no bluestone left to put on its capstone).`,
      });
    } else {
      log.push({ kind: 'construct', seat, piece: 'trilithon', site, text: `{seat:${seat}} constructed a trilithon on space T${site.space}.` });
      if (project.capDisk) state.board.capDisk = withChar(state.board.capDisk, site.space - 1, 'b');
      develop(state, seat, log);
    }
  } else {
    throw new Error(`project ${project.card} on a wrong site ${siteName(site)}`);
  }
  if (!isOver(state)) enterDraw(state, log);
}

function enterDraw(state: GrandEndeavorState, log: LogEntry[]): void {
  state.step = { kind: 'draw' };
  if (drawActions(state, state.turn).length === 0) endDraw(state, log);
}

function endDraw(state: GrandEndeavorState, log: LogEntry[]): void {
  const refilled: CardId[] = [];
  state.available = state.available.map((id) => {
    if (id !== null) return id;
    const next = state.deck.shift();
    if (next !== undefined) refilled.push(next);
    return next ?? null;
  });
  if (refilled.length > 0) {
    log.push({
      kind: 'refill',
      cards: refilled,
      text: `New available project${refilled.length === 1 ? '' : 's'}: ${refilled.map(describeCard).join(', ')}.`,
    });
  }
  const seat = state.turn;
  const p = seatState(state, seat);
  if (p.project) {
    endTurn(state, log);
    return;
  }
  if (commitActions(state, seat).length === 0) {
    if (state.strandedMayDefame && defameTargets(state, seat).length > 0) {
      state.step = { kind: 'stranded' };
      return;
    }
    removeStranded(state, seat, log);
    return;
  }
  state.step = { kind: 'commit' };
}

/** A stranded player defamed someone: a commit may be legal now; else defame again or withdraw. */
function afterStrandedDefame(state: GrandEndeavorState, seat: Seat, log: LogEntry[]): void {
  if (commitActions(state, seat).length > 0) state.step = { kind: 'commit' };
  else if (defameTargets(state, seat).length === 0) removeStranded(state, seat, log);
}

/** The turn player cannot commit to any project: out of play until the scoring, hand to the deck's bottom. */
function removeStranded(state: GrandEndeavorState, seat: Seat, log: LogEntry[]): void {
  const p = seatState(state, seat);
  p.removed = true;
  const returned = p.hand.length;
  state.deck.push(...p.hand);
  p.hand = [];
  log.push({
    kind: 'removed',
    seat,
    text: `{seat:${seat}} cannot commit to any project and is out of play until the scoring${
      returned ? ` (${returned === 1 ? '1 card goes' : `${returned} cards go`} to the bottom of the deck)` : ''
    }.`,
  });
  endTurn(state, log);
}

function endTurn(state: GrandEndeavorState, log: LogEntry[]): void {
  if (isOver(state)) return;
  passTurn(state, log);
  beginTurn(state, log);
}

function removeFromHand(p: PlayerState, id: CardId): void {
  const i = p.hand.indexOf(id);
  if (i < 0) throw new Error(`card ${id} is not in hand`);
  p.hand.splice(i, 1);
}

function defame(state: GrandEndeavorState, seat: Seat, target: Seat, log: LogEntry[]): void {
  const p = seatState(state, seat);
  const t = seatState(state, target);
  p.influence--;
  state.influenceSupply++;
  const project = t.project;
  let lost = '';
  if (project) {
    if (project.site) setClaim(state, project.site, null);
    project.site = null;
    if (isTrilithonCard(project.card)) {
      lost = ' They keep their trilithon project and will return to a free trilithon space after the ritual.';
    } else {
      if (project.carved) t.bluestones++;
      state.deck.push(project.card);
      t.project = null;
      lost = project.faceUp
        ? ` Their project ${describeCard(project.card)} goes to the bottom of the deck.`
        : ' Their face-down project goes to the bottom of the deck unseen.';
    }
  }
  t.ritualPending = true;
  log.push({
    kind: 'defame',
    seat,
    target,
    text: `{seat:${seat}} spent 1 influence to defame {seat:${target}}, whose Druid goes before the altar stone.${lost}`,
  });
}

/** Applies one legal action in place (the caller checked it against `actions`). */
function perform(state: GrandEndeavorState, seat: Seat, action: GrandEndeavorAction, log: LogEntry[]): void {
  const p = seatState(state, seat);
  switch (action.type) {
    case 'begin':
      afterStart(state, log);
      return;
    case 'defame':
      defame(state, seat, action.target, log);
      if (state.step.kind === 'stranded') afterStrandedDefame(state, seat, log);
      return;
    case 'withdraw':
      removeStranded(state, seat, log);
      return;
    case 'claim': {
      const project = p.project;
      if (!project) throw new Error('claim without project');
      const site: Site = { track: action.track, space: action.space };
      project.site = site;
      setClaim(state, site, seat);
      log.push({ kind: 'claim', seat, site, text: `{seat:${seat}} claimed ${siteName(site)}.` });
      const step = state.step;
      if (step.kind === 'return') construction(state, log);
      else if (step.kind === 'claim' && step.reason === 'turn-up') enterDraw(state, log);
      else endTurn(state, log);
      return;
    }
    case 'draw':
    case 'take': {
      let id: CardId;
      if (action.type === 'draw') {
        const top = state.deck.shift();
        if (top === undefined) throw new Error('draw from an empty deck');
        id = top;
        log.push({ kind: 'draw', seat, text: `{seat:${seat}} drew a card from the deck.` });
      } else {
        id = action.card as CardId;
        const slot = state.available.indexOf(id);
        if (slot < 0) throw new Error(`${id} is not available`);
        state.available[slot] = null;
        log.push({ kind: 'take', seat, card: id, text: `{seat:${seat}} took the available project ${describeCard(id)}.` });
      }
      p.hand.push(id);
      if (drawActions(state, seat).length === 0) endDraw(state, log);
      return;
    }
    case 'commit': {
      const id = action.card as CardId;
      removeFromHand(p, id);
      const faceUp = commitsFaceUp(id);
      p.project = { card: id, faceUp, site: null, carved: false, pieces: 0, capped: false, capDisk: false, justUsurped: false };
      if (!faceUp) {
        log.push({ kind: 'commit', seat, faceUp: false, text: `{seat:${seat}} committed to a face-down day project.` });
        endTurn(state, log);
      } else {
        log.push({ kind: 'commit', seat, faceUp: true, card: id, text: `{seat:${seat}} committed to ${describeCard(id)}.` });
        state.step = { kind: 'claim', reason: 'commit' };
      }
      return;
    }
    case 'usurp': {
      const victim = seatState(state, action.from);
      const project = victim.project;
      if (!project) throw new Error('usurp without a project');
      const [a, b] = action.cards as [CardId, CardId];
      removeFromHand(p, a);
      removeFromHand(p, b);
      victim.hand.push(a, b);
      victim.project = null;
      project.justUsurped = true;
      p.project = project;
      if (project.site) setClaim(state, project.site, seat);
      log.push({
        kind: 'usurp',
        seat,
        from: action.from,
        card: project.card,
        text: `{seat:${seat}} usurped ${describeCard(project.card)} from {seat:${action.from}}, trading them two cards.`,
      });
      state.step = { kind: 'usurp-discard', usurper: seat, victim: action.from, received: [a, b] };
      return;
    }
    case 'discard': {
      const step = state.step;
      if (step.kind !== 'usurp-discard') throw new Error('discard outside a usurp');
      removeFromHand(p, action.card as CardId);
      state.deck.push(action.card as CardId);
      log.push({ kind: 'discard', seat, text: `{seat:${seat}} put one of the traded cards on the bottom of the deck.` });
      const usurper = seatState(state, step.usurper);
      if (usurper.project && usurper.project.site === null) state.step = { kind: 'claim', reason: 'usurp' };
      else endTurn(state, log);
      return;
    }
    default: {
      const never: never = action;
      throw new Error(`unhandled action ${canonicalJson(never)}`);
    }
  }
}

/** Makes every decision that has exactly one option, so a player is only asked real questions. */
function settle(state: GrandEndeavorState, log: LogEntry[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const seat = activeSeat(state);
    if (seat === null) return;
    const legal = actions(state, seat);
    if (legal.length > 1) return;
    const only = legal[0];
    if (!only) throw new Error(`seat ${seat} must act at step ${state.step.kind} but has no option`);
    perform(state, seat, only, log);
  }
  throw new Error('settle: the game does not come to rest');
}

export function apply(prev: GrandEndeavorState, seat: Seat, action: GrandEndeavorAction): ApplyResult<GrandEndeavorState> {
  // cloneState, not structuredClone: several times faster, and its arrays come out packed, so the
  // state needs no rebuilding afterwards to keep the next copy fast (see core/actions.ts).
  const state = cloneState(prev);
  const log: LogEntry[] = [];
  perform(state, seat, action, log);
  settle(state, log);
  return { ok: true, state, log };
}

// ---------------------------------------------------------------- end

export function status(state: GrandEndeavorState): GameStatus {
  const step = state.step;
  if (step.kind !== 'over') {
    const seat = activeSeat(state);
    return { active: seat === null ? [] : [seat], finished: false };
  }
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
