/** The `random` level: uniform over the legal actions, for every ruleset. */
import { pick } from '../core/prng';
import type { Bot } from './types';

export const randomBot: Bot = (input, rng) => pick(rng, input.actions);
