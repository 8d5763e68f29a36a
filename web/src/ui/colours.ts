/** Names and letters for the set's colours: colour is never the only cue. */
import { type CardColour, numberCard } from '@engine/core/components';
import { t } from '../i18n/live';

/** A colour's letter on a piece or chip, in the page's language (read when drawn: "Bk", "S"). */
export const COLOUR_LETTER: Readonly<Record<CardColour, string>> = {
  get white() {
    return t.common.letterWhite;
  },
  get blue() {
    return t.common.letterBlue;
  },
  get green() {
    return t.common.letterGreen;
  },
  get yellow() {
    return t.common.letterYellow;
  },
  get red() {
    return t.common.letterRed;
  },
  get black() {
    return t.common.letterBlack;
  },
};

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
