/**
 * The bot contract. A bot gets exactly what a person's browser gets for its seat —
 * the seat number, that seat's view and its legal actions — plus a PRNG. It never
 * sees the game state, so it cannot peek at hidden cards.
 */
import type { Rng } from '../core/prng';
import { createRng } from '../core/prng';
import type { BaseAction, Seat } from '../core/ruleset';

export type BotLevel = 'random' | 'good';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'good'];

export interface BotInput<View = unknown, A extends BaseAction = BaseAction> {
  seat: Seat;
  view: View;
  /** Non-empty: a bot is only asked when its seat must act. */
  actions: readonly A[];
}

/** Returns one element of `input.actions`. */
export type Bot<View = unknown, A extends BaseAction = BaseAction> = (input: BotInput<View, A>, rng: Rng) => A;

/**
 * The PRNG for one bot decision, derived from the game's seed, the number the
 * action will get and the seat. The server can rebuild it, yet it shares no draws
 * with the state's own PRNG (the hash makes the streams unrelated), so it reveals nothing.
 */
export function botRng(gameSeed: string, seq: number, seat: Seat): Rng {
  return createRng(`bot|${gameSeed}|${seq}|${seat}`);
}
