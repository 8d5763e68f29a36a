/**
 * The physical Stonehenge set, modelled once (see shared/components.md).
 * Every ruleset takes the parts it needs from here.
 */

/** The five player colours, in the order the set lists them. */
export const PLAYER_COLOURS = ['white', 'blue', 'green', 'yellow', 'red'] as const;
export type PlayerColour = (typeof PLAYER_COLOURS)[number];

/** Card and board-space colours: the player colours plus black. */
export const CARD_COLOURS = [...PLAYER_COLOURS, 'black'] as const;
export type CardColour = (typeof CARD_COLOURS)[number];

/** Material colours for bars and disks: A Grand Endeavor adds a neutral set. */
export const MATERIAL_COLOURS = [...PLAYER_COLOURS, 'neutral'] as const;
export type MaterialColour = (typeof MATERIAL_COLOURS)[number];

export type Half = 'day' | 'night';

/** Card ids: `D07` day 7, `N07` night 7, `T-red` the red trilithon card. */
export type NumberCardId = `${'D' | 'N'}${string}`;
export type TrilithonCardId = `T-${PlayerColour}`;
export type CardId = NumberCardId | TrilithonCardId;

export interface NumberCard {
  id: NumberCardId;
  kind: 'number';
  number: number;
  half: Half;
  colour: CardColour;
}
export interface TrilithonCard {
  id: TrilithonCardId;
  kind: 'trilithon';
  colour: PlayerColour;
}
export type Card = NumberCard | TrilithonCard;

/** Colour of number n (cards and outer-ring spaces alike), by n mod 6. */
export function colourOfNumber(n: number): CardColour {
  if (!Number.isInteger(n) || n < 1 || n > 30) throw new Error(`no number ${n} in the set`);
  const byRemainder: CardColour[] = ['black', 'white', 'blue', 'green', 'yellow', 'red'];
  return byRemainder[n % 6] as CardColour;
}

export function numberCardId(half: Half, n: number): NumberCardId {
  return `${half === 'day' ? 'D' : 'N'}${String(n).padStart(2, '0')}` as NumberCardId;
}

export function trilithonCardId(colour: PlayerColour): TrilithonCardId {
  return `T-${colour}`;
}

function buildCards(): Map<CardId, Card> {
  const cards = new Map<CardId, Card>();
  for (const half of ['day', 'night'] as const) {
    for (let n = 1; n <= 30; n++) {
      const id = numberCardId(half, n);
      cards.set(id, { id, kind: 'number', number: n, half, colour: colourOfNumber(n) });
    }
  }
  for (const colour of PLAYER_COLOURS) {
    const id = trilithonCardId(colour);
    cards.set(id, { id, kind: 'trilithon', colour });
  }
  return cards;
}

const CARDS = buildCards();

/** All 65 cards of the set, number cards first (day 1..30, night 1..30), then trilithons. */
export const ALL_CARD_IDS: readonly CardId[] = [...CARDS.keys()];

/** The card for an id; throws on an id the set does not have (a bug, not bad input). */
export function card(id: CardId | string): Card {
  const found = CARDS.get(id as CardId);
  if (!found) throw new Error(`unknown card ${id}`);
  return found;
}

export function isCardId(id: string): id is CardId {
  return CARDS.has(id as CardId);
}

export function numberCard(id: CardId | string): NumberCard {
  const c = card(id);
  if (c.kind !== 'number') throw new Error(`${id} is not a number card`);
  return c;
}

/** Number-card ids matching a filter, in set order. */
export function numberCardIds(filter: (c: NumberCard) => boolean = () => true): NumberCardId[] {
  const ids: NumberCardId[] = [];
  for (const c of CARDS.values()) if (c.kind === 'number' && filter(c)) ids.push(c.id);
  return ids;
}

export const TRILITHON_CARD_IDS: readonly TrilithonCardId[] = PLAYER_COLOURS.map(trilithonCardId);

/** The board. Adjacency facts marked ASSUMED in components.md are data here, in one place. */
export const BOARD = {
  /** Outer ring: spaces 1..30, cyclic (30 is next to 1). Space n has colourOfNumber(n). */
  outerRing: { size: 30, cyclic: true },
  /** ASSUMED: 20 bluestone spaces in a horseshoe, 1..20, i next to i+1, not cyclic. */
  bluestones: { size: 20, cyclic: false },
  /** ASSUMED: 5 trilithon spaces in a horseshoe T1..T5, i next to i+1, not cyclic. */
  trilithons: { size: 5, cyclic: false },
  /** The two outer spaces that face each other, where the two Fightin' players sit. */
  facingSpaces: [8, 23] as const,
} as const;

export type Track = keyof Pick<typeof BOARD, 'outerRing' | 'bluestones' | 'trilithons'>;

/** Whether spaces a and b (1-based) are neighbours on a track. */
export function adjacent(track: Track, a: number, b: number): boolean {
  const { size, cyclic } = BOARD[track];
  if (a < 1 || b < 1 || a > size || b > size || a === b) return false;
  const d = Math.abs(a - b);
  return d === 1 || (cyclic && d === size - 1);
}

/** Pieces in the box. */
export const PIECES = {
  figures: [...PLAYER_COLOURS, 'grey'] as const,
  disksPerColour: 10,
  barsPerColour: 10,
  greyTrilithons: 5,
} as const;
