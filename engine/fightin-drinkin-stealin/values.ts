/**
 * The values a board works out from what every view shows (a card's worth, an award total) and
 * the seat's item of a per-seat list: the engine's only runtime code in the board's chunk with the
 * scoring's, so the model (./model.ts, which re-exports these) stays in the rules' chunk (#49,
 * docs/performance.md).
 */
import { type CardId, PLAYER_COLOURS, type PlayerColour, card } from '../core/components';
import type { Seat } from '../core/ruleset';

export type Awards = Record<PlayerColour, number>;

/** Who holds each Wee Lawyer: the state's record, which every view shows as it is. */
export type WeeLawyers = Readonly<Record<PlayerColour, Seat | null>>;

export function totalAwards(a: Awards): number {
  return PLAYER_COLOURS.reduce((s, c) => s + a[c], 0);
}

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

export function ofSeat<T>(list: readonly T[], seat: Seat): T {
  const item = list[seat];
  if (item === undefined) throw new Error(`nothing for seat ${seat}`);
  return item;
}
