import { COLOUR_LETTER, colourName } from './colours';
import type { CardColour } from '@engine/core/components';

/** A colour chip that always carries the colour's letter and name. */
export function Swatch({ colour, showName = true }: { colour: string; showName?: boolean }) {
  const letter = COLOUR_LETTER[colour as CardColour] ?? colour.charAt(0).toUpperCase();
  return (
    <span class="swatch-wrap">
      <span class={`swatch c-${colour}`} aria-hidden="true">
        {letter}
      </span>
      {showName ? <span>{colourName(colour)}</span> : <span class="visually-hidden">{colourName(colour)}</span>}
    </span>
  );
}
