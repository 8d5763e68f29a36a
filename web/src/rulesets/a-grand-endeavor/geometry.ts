/** Where the monument's spaces sit in the drawing (SVG units, centre 0,0). */

export const VIEW = 222;
/** Outer ring: the numbered spaces, and just inside them the lintel (or Druid) on each. */
export const RING = { radius: 190, space: 15, lintelRadius: 160 };
/** The bluestone horseshoe, open at the bottom. */
export const HORSESHOE = { radius: 118, space: 12 };
/** The trilithon horseshoe inside it. */
export const TRILITHONS = { radius: 66 };
export const ALTAR = { x: 0, y: 18 };

const rad = (deg: number) => (deg * Math.PI) / 180;

export interface Point {
  x: number;
  y: number;
}

export function polar(radius: number, deg: number): Point {
  return { x: radius * Math.cos(rad(deg)), y: radius * Math.sin(rad(deg)) };
}

/** Outer space n (1..30): 1 at the top, rising clockwise. */
export const ringAngle = (n: number) => -90 + (n - 1) * 12;
/** Bluestone space n (1..20): round the horseshoe, clockwise from its lower left end. */
export const bluestoneAngle = (n: number) => 120 + ((n - 1) * 300) / 19;
/** Trilithon space Tn (1..5): a smaller horseshoe, open the same way. */
export const trilithonAngle = (n: number) => 150 + (n - 1) * 60;

export const fmt = (p: Point) => `translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`;
