/**
 * Seeded pseudo-random numbers that live inside the game state.
 *
 * The generator is sfc32 (small fast counter, 128-bit state). Its state is four
 * uint32 numbers, so it serialises as plain JSON and a replay from the same seed
 * draws the same numbers. Rulesets mutate the `Rng` object of their cloned state.
 */
export type Rng = [number, number, number, number];

/** Hashes a seed string into four 32-bit words (cyrb128). */
function hashSeed(seed: string): Rng {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A fresh generator for a seed, warmed up so similar seeds diverge at once. */
export function createRng(seed: string): Rng {
  const rng = hashSeed(seed);
  for (let i = 0; i < 16; i++) nextUint32(rng);
  return rng;
}

/** The next 32-bit unsigned integer; advances `rng` in place. */
export function nextUint32(rng: Rng): number {
  let [a, b, c, d] = rng;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  rng[0] = a >>> 0;
  rng[1] = b >>> 0;
  rng[2] = c >>> 0;
  rng[3] = d >>> 0;
  return t >>> 0;
}

/** A uniform integer in [0, n), without modulo bias. */
export function randomInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`randomInt: bad range ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextUint32(rng);
    if (x < limit) return x % n;
  }
}

/** Shuffles `items` in place (Fisher–Yates) and returns it. */
export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** One element chosen uniformly. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick: empty list');
  return items[randomInt(rng, items.length)] as T;
}
