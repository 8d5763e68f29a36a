/**
 * The bot contract's helpers, shared by every ruleset's `bot.ts` (the types live in ruleset.ts).
 * A bot gets exactly what a person's browser gets for its seat — the seat number, that seat's view
 * and its legal actions — plus a PRNG. It never sees the game state, so it cannot peek at hidden
 * cards. docs/bots.md says how the bots play and how they are measured.
 */
import { type Rng, createRng, pick, randomInt } from './prng';
import type { Bot, Seat } from './ruleset';

export type { Bot, BotInput } from './ruleset';

export type BotLevel = 'random' | 'good';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'good'];

/**
 * The PRNG for one bot decision, derived from the game's seed, the number the
 * action will get and the seat. The server can rebuild it, yet it shares no draws
 * with the state's own PRNG (the hash makes the streams unrelated), so it reveals nothing.
 */
export function botRng(gameSeed: string, seq: number, seat: Seat): Rng {
  return createRng(`bot|${gameSeed}|${seq}|${seat}`);
}

/** The `random` level: uniform over the legal actions, for every ruleset. */
export const randomBot: Bot = (input, rng) => pick(rng, input.actions);

/** For heuristic bots: the best-scoring action, ties broken by the PRNG. */
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
