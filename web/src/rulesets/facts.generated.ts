// Written by scripts/rulesets-registry.ts from the folders of web/src/rulesets/ (npm run build): do not edit.
// Each board folder's facts (what the game page knows without loading the board).
import type { RulesetFacts } from './types';
import f0 from './a-grand-endeavor/facts';
import f1 from './fightin-drinkin-stealin/facts';
import f2 from './raiding-stonehenge/facts';
import f3 from './stonerush/facts';

export const FACTS: ReadonlyMap<string, RulesetFacts> = new Map([
  ['a-grand-endeavor', f0],
  ['fightin-drinkin-stealin', f1],
  ['raiding-stonehenge', f2],
  ['stonerush', f3],
]);
