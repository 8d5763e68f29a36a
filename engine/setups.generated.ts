// Written by scripts/rulesets-registry.ts from the folders of engine/ (npm run build): do not edit.
// Each ruleset's setup module (meta and checkSetup), light enough for the web app.
import * as m0 from './a-grand-endeavor/setup';
import * as m1 from './fightin-drinkin-stealin/setup';
import * as m2 from './raiding-stonehenge/setup';
import * as m3 from './stonerush/setup';

export const MODULES = [m0, m1, m2, m3];
