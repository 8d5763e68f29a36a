/** Words for cards, colours, seats and the take / set-aside table of Raiding Stonehenge. */
import { allotmentTable } from '@engine/raiding-stonehenge/allotment';
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import type { PlayerInfo } from '@schema/api';
import { msg } from './i18n';
import { cardFace, colourName } from '../../ui/colours';

/** A number card in the page's language: "day 7, white", "Tag 7, Weiß". */
export function cardWords(id: string): string {
  const f = cardFace(id);
  return msg.card(f.half === 'night', f.number, colourName(f.colour));
}

export function seatName(players: readonly PlayerInfo[], seat: number): string {
  return players[seat]?.name || msg.seat(seat + 1);
}

/** One or two letters for a figure token: the name's initials. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] as string).slice(0, 2);
  return ((words[0] as string).charAt(0) + (words[1] as string).charAt(0)).toUpperCase();
}

/**
 * The take / set-aside rows the players read at the table, in words: the numbers
 * are the engine's own table for those taking part this turn.
 */
export function tableRows(view: RaidingView): { label: string; take: number; setAside: number; atPile: number | 'all' }[] {
  return allotmentTable(view.participants.length, view.options.multiplier).map((r) => ({
    label: r.everyone ? msg.rowAll(r.atPile) : r.atPile === 1 ? msg.rowAlone : msg.rowMany(r.atPile),
    take: r.take,
    setAside: r.setAside,
    atPile: r.everyone ? 'all' : r.atPile,
  }));
}

/** What standing at a pile with `atPile` figures (this one included) gives, by the engine's table. */
export function allotmentFor(view: RaidingView, atPile: number): { take: number; setAside: number } {
  const row = allotmentTable(view.participants.length, view.options.multiplier).find((r) => r.atPile === atPile);
  return row ? { take: row.take, setAside: row.setAside } : { take: 0, setAside: 0 };
}
