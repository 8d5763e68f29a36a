/**
 * Which player counts and options Stonerush may be set up with. Apart from the rules so that
 * the web app's create form can ask the same question the server does, without the rules' code.
 */
import type { RuleError } from '../core/ruleset';

export function checkSetup(players: number): RuleError | null {
  if (players < 3 || players > 5) {
    return { code: 'invalid_options', message: 'Stonerush is for 3 to 5 players.' };
  }
  return null;
}
