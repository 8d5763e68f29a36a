/** Words for cards, colours, seats and the take / set-aside table of Raiding Stonehenge. */
import type { PlayerColour } from '../../../../engine/core/components';
import type { RaidingView } from '../../../../engine/raiding-stonehenge/view';
import type { PlayerInfo } from '../../../../schema/api';
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
 * The take / set-aside rows the players read at the table (display only:
 * the engine applies them). `everyone` is how many take part this turn.
 */
export function tableRows(view: RaidingView): { label: string; take: number; setAside: number; atPile: number | 'all' }[] {
  const m = view.options.multiplier;
  const everyone = view.participants.length;
  const rows: { label: string; take: number; setAside: number; atPile: number | 'all' }[] = [{ label: 'Alone at a pile', take: 1, setAside: 0, atPile: 1 }];
  const shared: [number, number, number][] = [
    [2, 2, 1],
    [3, 3, 2],
    [4, 1, 2],
  ];
  for (const [n, take, setAside] of shared) {
    if (n < everyone) rows.push({ label: `${n} at one pile`, take, setAside, atPile: n });
  }
  rows.push({ label: `All ${everyone} at one pile`, take: 0, setAside: 1, atPile: 'all' });
  return rows.map((r) => ({ ...r, take: r.take * m, setAside: r.setAside * m }));
}

/** What standing at a pile with `atPile` figures (this one included) gives. */
export function allotmentFor(view: RaidingView, atPile: number): { take: number; setAside: number } {
  const everyone = view.participants.length;
  const row = tableRows(view).find((r) => (atPile >= 2 && atPile === everyone ? r.atPile === 'all' : r.atPile === atPile));
  return row ? { take: row.take, setAside: row.setAside } : { take: 0, setAside: 0 };
}
