/** Words every ruleset's text mode (rulesets/<id>/text.ts) shares: the set's colours, a number card. */
import { t } from '../i18n/live';
import { cardFace } from '../ui/colours';

const COLOURS = ['white', 'blue', 'green', 'yellow', 'red', 'black'] as const;
type Colour = (typeof COLOURS)[number];

/** A colour of the set in the page's language ("white", "Weiß"); anything else as it is. */
export function colourText(c: string): string {
  return COLOURS.includes(c as Colour) ? t.textMode[c as Colour] : c;
}

/** A number card: "day 7 (white)", "Tag 7 (Weiß)". */
export function cardText(id: string): string {
  const f = cardFace(id);
  return t.textMode.card(f.half === 'night', f.number, colourText(f.colour));
}
