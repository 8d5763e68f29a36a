/**
 * Where the spaces of the physical Stonehenge board sit, as angles and points round the centre of
 * an SVG drawing (0,0 in the middle, y down, degrees clockwise from three o'clock). The number of
 * spaces on each track comes from the engine's `BOARD`; each drawing picks its own radii.
 */
import { BOARD, type Track } from '@engine/core/components';

export interface Point {
  x: number;
  y: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The point `radius` away from the centre in direction `deg`. */
export function polar(radius: number, deg: number): Point {
  return { x: radius * Math.cos(rad(deg)), y: radius * Math.sin(rad(deg)) };
}

/** An SVG transform that moves a piece's origin to `p`. */
export const translate = (p: Point) => `translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`;

/** A square viewBox of half-width `half` round the centre. */
export const viewBox = (half: number) => `${-half} ${-half} ${half * 2} ${half * 2}`;

/** The space numbers of a track, 1..size. */
export const spaces = (track: Track) => Array.from({ length: BOARD[track].size }, (_, i) => i + 1);

/** Outer space n (1..30): space 1 at the top, numbers rising clockwise; `turn` rotates the whole ring. */
export function ringAngle(n: number, turn = 0): number {
  return -90 + ((n - 1) * 360) / BOARD.outerRing.size + turn;
}

/** The `turn` for ringAngle that puts outer space `n` at the bottom (the near side of the table). */
export function turnToBottom(n: number): number {
  return 90 - ringAngle(n);
}

/** Bluestone gap: the horseshoe is open at the bottom by this many degrees. */
const BLUESTONE_OPENING = 60;
/** The trilithon horseshoe inside it is open wider. */
const TRILITHON_OPENING = 120;

/** Angle of space n on a horseshoe of `size` spaces open at the bottom, rising clockwise from its lower left end. */
function horseshoeAngle(n: number, size: number, opening: number): number {
  return 90 + opening / 2 + ((n - 1) * (360 - opening)) / (size - 1);
}

/** Bluestone space n (1..20). */
export const bluestoneAngle = (n: number) => horseshoeAngle(n, BOARD.bluestones.size, BLUESTONE_OPENING);

/** Trilithon space Tn (1..5): a smaller horseshoe, open the same way. */
export const trilithonAngle = (n: number) => horseshoeAngle(n, BOARD.trilithons.size, TRILITHON_OPENING);
