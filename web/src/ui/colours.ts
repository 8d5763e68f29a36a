/** Names and letters for the set's colours: colour is never the only cue. */
import { type CardColour, numberCard } from '@engine/core/components';
import { t } from '../i18n/live';

const LETTER_KEY = {
  white: 'letterWhite',
  blue: 'letterBlue',
  green: 'letterGreen',
  yellow: 'letterYellow',
  red: 'letterRed',
  black: 'letterBlack',
} as const;

/** A colour's letter on a piece or chip, in the page's language (read when drawn: "Bk", "S"). */
export const COLOUR_LETTER: Readonly<Record<CardColour, string>> = Object.defineProperties(
  {} as Record<CardColour, string>,
  Object.fromEntries(Object.entries(LETTER_KEY).map(([colour, key]) => [colour, { get: () => t.common[key], enumerable: true }])),
);

const NAME_KEY = {
  white: 'colourWhite',
  blue: 'colourBlue',
  green: 'colourGreen',
  yellow: 'colourYellow',
  red: 'colourRed',
  black: 'colourBlack',
} as const;

/** A colour of the set by name, in the page's language ("White", "Weiß"); anything else capitalised. */
export function colourName(colour: string): string {
  const key = NAME_KEY[colour as CardColour];
  return key ? t.common[key] : colour.charAt(0).toUpperCase() + colour.slice(1);
}

export interface CardFace {
  id: string;
  number: number;
  half: 'day' | 'night';
  colour: CardColour;
}

/** D07 → day 7 (white); N12 → night 12 (black). */
export function cardFace(id: string): CardFace {
  const c = numberCard(id);
  return { id, number: c.number, half: c.half, colour: c.colour };
}
