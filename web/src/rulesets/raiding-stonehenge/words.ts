/** Words for cards, colours, seats and the take / set-aside table of Raiding Stonehenge. */
import type { PlayerColour } from '@engine/core/components';
import { allotmentTable } from '@engine/raiding-stonehenge/allotment';
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import type { PlayerInfo } from '@schema/api';
import { cardFace, colourName } from '../../ui/colours';

/** "day 7, white" */
export function cardWords(id: string): string {
  const f = cardFace(id);
  return `${f.half} ${f.number}, ${f.colour}`;
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export function seatName(players: readonly PlayerInfo[], seat: number): string {
  return players[seat]?.name || `Seat ${seat + 1}`;
}

/** One or two letters for a figure token: the name's initials. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] as string).slice(0, 2);
  return ((words[0] as string).charAt(0) + (words[1] as string).charAt(0)).toUpperCase();
}

export function colourWord(colour: string): string {
  return colourName(colour).toLowerCase();
}

/** "2 white, 1 red" in the set's colour order; "none" for an empty stash. */
export function diskWords(stash: Record<PlayerColour, number>, colours: readonly PlayerColour[]): string {
  const parts = colours.filter((c) => (stash[c] ?? 0) > 0).map((c) => `${stash[c]} ${c}`);
  return parts.length ? parts.join(', ') : 'none';
}

/**
 * The take / set-aside rows the players read at the table, in words: the numbers
 * are the engine's own table for those taking part this turn.
 */
export function tableRows(view: RaidingView): { label: string; take: number; setAside: number; atPile: number | 'all' }[] {
  return allotmentTable(view.participants.length, view.options.multiplier).map((r) => ({
    label: r.everyone ? `All ${r.atPile} at one pile` : r.atPile === 1 ? 'Alone at a pile' : `${r.atPile} at one pile`,
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
