/**
 * Bots for every ruleset. `chooseBotAction` is the one entry point the server
 * (new games with bot seats, and later the `bot` timeout policy) and the
 * evaluation script use: it sees a seat's view and legal actions, never the state.
 */
import type { BaseAction } from '../core/ruleset';
import type { Rng } from '../core/prng';
import { fdsGood } from './fightin-drinkin-stealin';
import { raidingGood } from './raiding-stonehenge';
import { grandEndeavorGood } from './a-grand-endeavor';
import { randomBot } from './random';
import { stonerushGood } from './stonerush';
import type { Bot, BotInput, BotLevel } from './types';

export * from './types';

const GOOD_BOTS: Record<string, Bot> = {
  stonerush: stonerushGood as unknown as Bot,
  'fightin-drinkin-stealin': fdsGood as unknown as Bot,
  'raiding-stonehenge': raidingGood as unknown as Bot,
  'a-grand-endeavor': grandEndeavorGood as unknown as Bot,
};

/** Whether `level` has a bot for this ruleset (every ruleset has `random`). */
export function hasBot(rulesetId: string, level: BotLevel): boolean {
  return level === 'random' || rulesetId in GOOD_BOTS;
}

export function chooseBotAction(rulesetId: string, level: BotLevel, input: BotInput, rng: Rng): BaseAction {
  if (input.actions.length === 0) throw new Error('chooseBotAction: the seat has no legal action');
  const bot = level === 'good' ? GOOD_BOTS[rulesetId] : randomBot;
  if (!bot) throw new Error(`no ${level} bot for ${rulesetId}`);
  const choice = bot(input, rng);
  if (!input.actions.includes(choice)) throw new Error(`${level} bot for ${rulesetId} chose an action not in its legal list`);
  return choice;
}
