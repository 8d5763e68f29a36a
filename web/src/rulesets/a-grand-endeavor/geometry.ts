/** A Grand Endeavor's sizes on the shared board drawing (SVG units, centre 0,0); the angles come from web/src/board/geometry.ts. */

export const VIEW = 222;
/** Outer ring: the numbered spaces, and just inside them the lintel (or Druid) on each. */
export const RING = { radius: 190, space: 15, lintelRadius: 160 };
/** The bluestone horseshoe, open at the bottom. */
export const HORSESHOE = { radius: 118, space: 12 };
/** The trilithon horseshoe inside it; its stones are drawn this much larger than the shared trilithon. */
export const TRILITHONS = { radius: 66, scale: 1.25 };
export const ALTAR = { x: 0, y: 18 };
