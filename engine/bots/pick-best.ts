/** Shared helper for heuristic bots: the best-scoring action, ties broken by the PRNG. */
import type { Rng } from '../core/prng';
import { randomInt } from '../core/prng';

export function pickBest<A>(rng: Rng, items: readonly A[], score: (item: A) => number): A {
  if (items.length === 0) throw new Error('pickBest: no actions');
  let best: A[] = [];
  let bestScore = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (s > bestScore + 1e-9) {
      bestScore = s;
      best = [item];
    } else if (Math.abs(s - bestScore) <= 1e-9) best.push(item);
  }
  return best[randomInt(rng, best.length)] as A;
}
