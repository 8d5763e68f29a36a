// Written by scripts/rulesets-registry.ts from the folders of engine/ (npm run build): do not edit.
// Each ruleset's index module; engine/index.ts picks the rulesets out of them.
import * as m0 from './a-grand-endeavor/index';
import * as m1 from './fightin-drinkin-stealin/index';
import * as m2 from './raiding-stonehenge/index';
import * as m3 from './stonerush/index';

export const MODULES = [m0, m1, m2, m3];
