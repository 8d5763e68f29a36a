/** Was die Log-Wörter gemeinsam haben: Karten, Farben, Zählwörter. */
import { type CardColour, card, type MaterialColour, type PLAYER_COLOURS } from '@engine/core/components';
import type { Names } from '../../en/log/shared';
import { plural } from '../../format';

// The set's colours as the board says them ("der Druide Weiß", "Auszeichnung Rot": the colour after the noun).
export const COLOUR: Record<CardColour | MaterialColour, string> = {
  white: 'Weiß',
  blue: 'Blau',
  green: 'Grün',
  yellow: 'Gelb',
  red: 'Rot',
  black: 'Schwarz',
  neutral: 'Neutral',
};
export const colour = (c: string) => COLOUR[c as CardColour] ?? c;
export const count = (n: number, one: string, other: string) => plural('de', n, { one: `# ${one}`, other: `# ${other}` });
export const seats = (list: readonly number[], n: Names) => list.map(n).join(', ');
export const both = (list: readonly number[], n: Names) => {
  const names = list.map(n);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}` : (names[0] ?? '');
};
export const half = (h: string) => (h === 'night' ? 'Nacht' : 'Tag');
export const shortCard = (id: string) => {
  const c = card(id);
  return c.kind === 'trilithon' ? `Trilith ${colour(c.colour)}` : `${half(c.half)} ${c.number}`;
};
export type Awards = Readonly<Record<(typeof PLAYER_COLOURS)[number], number>>;
