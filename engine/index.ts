/** The engine's public face: the registry of rulesets and the one door for actions. */
import { aGrandEndeavor } from './a-grand-endeavor';
import type { AnyRuleset } from './core/ruleset';
import { fightinDrinkinStealin } from './fightin-drinkin-stealin';
import { raidingStonehenge } from './raiding-stonehenge';
import { stonerush } from './stonerush';

export * from './core/ruleset';
export { play } from './core/play';
export { canonicalJson } from './core/actions';

/** Every ruleset the service offers, in the order the create page lists them. */
export const RULESETS: readonly AnyRuleset[] = [stonerush, fightinDrinkinStealin, raidingStonehenge, aGrandEndeavor];

export function getRuleset(id: string): AnyRuleset | undefined {
  return RULESETS.find((r) => r.id === id);
}
