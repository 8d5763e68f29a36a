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

const PER_ROW = 3;

/**
 * Druid k of `count` on one space, on the inner side of its space: up to three
 * side by side along the ring, further ones in a second row nearer the centre,
 * so every figure shows.
 */
export function druidPoint(track: 'outer-ring' | 'bluestones', space: number, k: number, count: number): Point {
  const ring = track === 'outer-ring' ? OUTER : BLUE;
  const angle = track === 'outer-ring' ? outerAngle(space) : bluestoneAngle(space);
  const row = Math.floor(k / PER_ROW);
  const inRow = Math.min(PER_ROW, count - row * PER_ROW);
  const radius = ring.druidRadius - row * (DRUID_SIZE * 2);
  const gap = ((DRUID_SIZE * 2 + 1) / radius) * (180 / Math.PI);
  return polar(radius, angle + ((k % PER_ROW) - (inRow - 1) / 2) * gap);
}
