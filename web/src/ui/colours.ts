/** Names and letters for the set's colours: colour is never the only cue. */
import { type CardColour, numberCard } from '@engine/core/components';

export const COLOUR_LETTER: Record<CardColour, string> = {
  white: 'W',
  blue: 'B',
  green: 'G',
  yellow: 'Y',
  red: 'R',
  black: 'Bk',
};

export function colourName(colour: string): string {
  return colour.charAt(0).toUpperCase() + colour.slice(1);
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
