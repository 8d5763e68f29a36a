/** Stonerush's sizes on the shared board drawing (SVG user units, centre at 0,0), and where each druid stands on its space. */
import { type Point, bluestoneAngle, polar, ringAngle } from '../../board/geometry';

export const VIEW = 215;
export const OUTER = { radius: 172, space: 15, druidRadius: 141 };
export const BLUE = { radius: 108, space: 11.5, druidRadius: 84 };
/** The trilithons, drawn only as scenery, stand on their horseshoe this far from the centre. */
export const TRILITHON_RADIUS = 46;
export const DRUID_SIZE = 11;

const PER_ROW = 3;

/**
 * Druid k of `count` on one space, on the inner side of its space: up to three
 * side by side along the ring, further ones in a second row nearer the centre,
 * so every figure shows.
 */
export function druidPoint(track: 'outer-ring' | 'bluestones', space: number, k: number, count: number): Point {
  const ring = track === 'outer-ring' ? OUTER : BLUE;
  const angle = track === 'outer-ring' ? ringAngle(space) : bluestoneAngle(space);
  const row = Math.floor(k / PER_ROW);
  const inRow = Math.min(PER_ROW, count - row * PER_ROW);
  const radius = ring.druidRadius - row * (DRUID_SIZE * 2);
  const gap = ((DRUID_SIZE * 2 + 1) / radius) * (180 / Math.PI);
  return polar(radius, angle + ((k % PER_ROW) - (inRow - 1) / 2) * gap);
}
