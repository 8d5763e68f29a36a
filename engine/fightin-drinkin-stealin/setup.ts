/**
 * Which player counts and options Fightin' an' Drinkin' an' Stealin' may be set up with. Apart from the rules so that
 * the web app's create form can ask the same question the server does, without the rules' code.
 */
import type { RuleError } from '../core/ruleset';

export function checkSetup(players: number): RuleError | null {
  if (players !== 2) return { code: 'invalid_options', message: "Fightin' an' Drinkin' an' Stealin' is for exactly 2 players." };
  return null;
}
