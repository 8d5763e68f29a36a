/**
 * Which player counts and options Raiding Stonehenge may be set up with. Apart from the rules so that
 * the web app's create form can ask the same question the server does, without the rules' code.
 */
import type { RuleError } from '../core/ruleset';
import type { RaidingOptions } from './rules';

export function checkSetup(players: number, options: RaidingOptions): RuleError | null {
  const bad = (message: string): RuleError => ({ code: 'invalid_options', message });
  if (!Number.isInteger(players) || players < 2 || players > 5) {
    return bad('Raiding Stonehenge is for 4 or 5 players (2 or 3 with the 2–3 player variant).');
  }
  if (options.twoThreePlayers) {
    if (players > 3) return bad('The 2–3 player variant is only for 2 or 3 players.');
    if (options.accelerator === 'x3') {
      return bad('The 2–3 player variant plays with accelerator ×2; it cannot be combined with ×3.');
    }
    return null;
  }
  if (players < 4) return bad('With 2 or 3 players the 2–3 player variant is needed.');
  if (options.reducedColours && players === 5) {
    return bad('Reduced colours keeps one colour per player, so with 5 players nothing would be removed: it is for 3–4 players.');
  }
  return null;
}
