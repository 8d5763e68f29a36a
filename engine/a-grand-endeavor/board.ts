/**
 * Reading and writing the board and the players' pieces: the one place that knows the board is
 * kept in one string per track, and the questions every stage asks of it (where a card may be
 * claimed, whether a card is dead, how many cards a player holds).
 */
import { BOARD, type CardId, card, isCardId } from '../core/components';
import type { Seat } from '../core/ruleset';
import { type GrandEndeavorState, type PlayerState, type Site, type SiteTrack, TRACKS } from './model';

export const NONE = '.';

export function emptyTracks(): Record<SiteTrack, string> {
  return {
    outerRing: NONE.repeat(BOARD.outerRing.size),
    bluestones: NONE.repeat(BOARD.bluestones.size),
    trilithons: NONE.repeat(BOARD.trilithons.size),
  };
}

export function withChar(text: string, index: number, ch: string): string {
  if (index < 0 || index >= text.length) throw new Error(`no space ${index + 1}`);
  return text.slice(0, index) + ch + text.slice(index + 1);
}

const DIGIT_ZERO = 48;

function seatAt(text: string, index: number): Seat | null {
  const ch = text[index];
  if (ch === undefined) throw new Error(`no space ${index + 1}`);
  return ch === NONE ? null : ch.charCodeAt(0) - DIGIT_ZERO;
}

export function seatState(state: GrandEndeavorState, seat: Seat): PlayerState {
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

const NONE_CODE = NONE.charCodeAt(0);

/** Every space's seat (seatAt of each, read by char code: the view and the scores call it for every track on every move). */
function seatsOf(text: string): (Seat | null)[] {
  const out: (Seat | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out.push(code === NONE_CODE ? null : code - DIGIT_ZERO);
  }
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

export function setClaim(state: GrandEndeavorState, site: Site, seat: Seat | null): void {
  const { claimedBy: claims } = state.board;
  claims[site.track] = withChar(claims[site.track], site.space - 1, seat === null ? NONE : String(seat));
}

/** Marks the site developed by `seat`. */
export function setBuilt(state: GrandEndeavorState, site: Site, seat: Seat): void {
  const built = state.board.builtBy;
  built[site.track] = withChar(built[site.track], site.space - 1, String(seat));
}

export function possession(p: PlayerState): number {
  return p.hand.length + (p.project ? 1 : 0);
}

/** The card an action names (the action schema checks only the id's form). */
export function cardNamed(id: string): CardId {
  if (!isCardId(id)) throw new Error(`no card ${id}`);
  return id;
}

export function takeFromHand(p: PlayerState, id: CardId): void {
  const i = p.hand.indexOf(id);
  if (i < 0) throw new Error(`card ${id} is not in hand`);
  p.hand.splice(i, 1);
}

// Written in model.ts, which a board draws with (#49: this file then stays off the board's chunk).
export { cardsToDraw, commitsFaceUp } from './model';

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

export function siteName(site: Site): string {
  if (site.track === 'outerRing') return `outer space ${site.space}`;
  if (site.track === 'bluestones') return `bluestone space ${site.space}`;
  return `trilithon space T${site.space}`;
}

export function describeCard(id: CardId): string {
  const c = card(id);
  return c.kind === 'trilithon' ? `the ${c.colour} trilithon card` : `${c.half} ${c.number} (${c.colour})`;
}
