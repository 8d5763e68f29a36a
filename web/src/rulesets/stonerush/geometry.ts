/** Where things sit on the drawn board (SVG user units, centre at 0,0). */

export const VIEW = 215;
export const OUTER = { radius: 172, space: 15, druidRadius: 141 };
export const BLUE = { radius: 108, space: 11.5, druidRadius: 84 };
export const DRUID_SIZE = 9;

const rad = (deg: number) => (deg * Math.PI) / 180;

export interface Point {
  x: number;
  y: number;
}

/** Outer space n (1..30): space 1 at the top, numbers rising clockwise. */
export function outerAngle(n: number): number {
  return -90 + (n - 1) * 12;
}

/** Bluestone n (1..20): a horseshoe open at the bottom, rising clockwise. */
export function bluestoneAngle(n: number): number {
  return 120 + ((n - 1) * 300) / 19;
}

export function polar(radius: number, deg: number): Point {
  return { x: radius * Math.cos(rad(deg)), y: radius * Math.sin(rad(deg)) };
}

/** Druid k of `count` on one space: spread along the ring so every figure shows. */
export function druidPoint(track: 'outer-ring' | 'bluestones', space: number, k: number, count: number): Point {
  const ring = track === 'outer-ring' ? OUTER : BLUE;
  const angle = track === 'outer-ring' ? outerAngle(space) : bluestoneAngle(space);
  const gap = ((DRUID_SIZE * 2 + 2) / ring.druidRadius) * (180 / Math.PI);
  return polar(ring.druidRadius, angle + (k - (count - 1) / 2) * gap);
}
