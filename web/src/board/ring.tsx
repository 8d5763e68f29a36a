/**
 * The outer ring of 30 numbered spaces: each a disc in the colour of its number, with the number
 * and the colour's letter on it (colour is never the only cue). Styled by `.space` in styles.css.
 */
import { type CardColour, colourOfNumber } from '@engine/core/components';
import { COLOUR_LETTER } from '../ui/colours';
import { polar, ringAngle, spaces, translate } from './geometry';

export interface RingLook {
  /** Distance of the spaces' centres from the middle of the board. */
  radius: number;
  /** Radius of one space's disc. */
  space: number;
  /** Baselines of the number and the letter, from the space's centre. */
  numberY: number;
  letterY: number;
}

/** One outer space; `extra` adds classes (such as `finish`). */
export function RingSpace({ n, look, turn = 0, extra = '' }: { n: number; look: RingLook; turn?: number; extra?: string }) {
  const colour: CardColour = colourOfNumber(n);
  return (
    <g class={`space c-${colour}${extra ? ` ${extra}` : ''}`} transform={translate(polar(look.radius, ringAngle(n, turn)))}>
      <circle r={look.space} />
      <text class="space-number" y={look.numberY}>
        {n}
      </text>
      <text class="space-letter" y={look.letterY}>
        {COLOUR_LETTER[colour]}
      </text>
    </g>
  );
}

/** All 30 outer spaces, turned by `turn` degrees; `extra(n)` adds classes to space n. */
export function Ring({ look, turn = 0, extra }: { look: RingLook; turn?: number; extra?: (n: number) => string }) {
  return (
    <>
      {spaces('outerRing').map((n) => (
        <RingSpace key={n} n={n} look={look} turn={turn} extra={extra?.(n)} />
      ))}
    </>
  );
}
