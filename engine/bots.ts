/**
 * Bots for every ruleset. `chooseBotAction` is the one entry point the server
 * (new games with bot seats, and later the `bot` timeout policy) and the
 * evaluation script use: it sees a seat's view and legal actions, never the state.
 * Each ruleset registers its `good` bot with `defineRuleset`; `random` serves them all.
 */
import { type BotInput, type BotLevel, randomBot } from './core/bots';
import type { Rng } from './core/prng';
import type { BaseAction } from './core/ruleset';
import { getRuleset } from './index';

export { BOT_LEVELS, type Bot, type BotInput, type BotLevel, botRng } from './core/bots';

/** Whether `level` has a bot for this ruleset (every ruleset has `random`, and registers a `good` one). */
export function hasBot(rulesetId: string, level: BotLevel): boolean {
  return level === 'random' || getRuleset(rulesetId) !== undefined;
}

export function chooseBotAction(rulesetId: string, level: BotLevel, input: BotInput, rng: Rng): BaseAction {
  if (input.actions.length === 0) throw new Error('chooseBotAction: the seat has no legal action');
  const bot = level === 'good' ? getRuleset(rulesetId)?.bot : randomBot;
  if (!bot) throw new Error(`no ${level} bot for ${rulesetId}`);
  const choice = bot(input, rng);
  if (!input.actions.includes(choice)) throw new Error(`${level} bot for ${rulesetId} chose an action not in its legal list`);
  return choice;
}
