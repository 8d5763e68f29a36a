// Written by scripts/rulesets-registry.ts from the folders of web/src/rulesets/ (npm run build): do not edit.
// Each board folder's text mode, live words and translations (read by the worker: worker/mail-reply/choices.ts).
import type { Area } from '../i18n/types';
import type { Describe } from './types';
import { describeGrandEndeavor as d0 } from './a-grand-endeavor/text';
import { msg as m0 } from './a-grand-endeavor/i18n';
import { words as w0de } from './a-grand-endeavor/i18n/de';
import { describeFds as d1 } from './fightin-drinkin-stealin/text';
import { msg as m1 } from './fightin-drinkin-stealin/i18n';
import { words as w1de } from './fightin-drinkin-stealin/i18n/de';
import { describeRaiding as d2 } from './raiding-stonehenge/text';
import { msg as m2 } from './raiding-stonehenge/i18n';
import { words as w2de } from './raiding-stonehenge/i18n/de';
import { describeStonerush as d3 } from './stonerush/text';
import { msg as m3 } from './stonerush/i18n';
import { words as w3de } from './stonerush/i18n/de';

export const TEXT_MODES: ReadonlyMap<string, { describe: Describe; live: Area; words: Readonly<Record<string, Area>> }> = new Map([
  ['a-grand-endeavor', { describe: d0 as Describe, live: m0, words: { de: w0de } }],
  ['fightin-drinkin-stealin', { describe: d1 as Describe, live: m1, words: { de: w1de } }],
  ['raiding-stonehenge', { describe: d2 as Describe, live: m2, words: { de: w2de } }],
  ['stonerush', { describe: d3 as Describe, live: m3, words: { de: w3de } }],
]);
