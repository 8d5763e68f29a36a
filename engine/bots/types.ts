/**
 * The bot contract (its types live in core/ruleset.ts, beside the ruleset that registers its bot).
 * A bot gets exactly what a person's browser gets for its seat — the seat number, that seat's view
 * and its legal actions — plus a PRNG. It never sees the game state, so it cannot peek at hidden cards.
 */
import { createRng, type Rng } from '../core/prng';
import type { Seat } from '../core/ruleset';

export type { Bot, BotInput } from '../core/ruleset';

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
