// Written by scripts/rulesets-registry.ts from the folders of web/src/rulesets/ (npm run build): do not edit.
// Each board folder's text mode, live words and translations (read by the worker: worker/notify/choices.ts).
import type { Area } from '../i18n/types';
import type { Describe } from './types';
import { describeGrandEndeavor as d0 } from './a-grand-endeavor/text';
import { msg as m0 } from './a-grand-endeavor/i18n';
import { words as w0de } from './a-grand-endeavor/i18n/de';
import { msg as tm0 } from './a-grand-endeavor/i18n/text';
import { words as tw0de } from './a-grand-endeavor/i18n/text/de';
import { describeFds as d1 } from './fightin-drinkin-stealin/text';
import { msg as m1 } from './fightin-drinkin-stealin/i18n';
import { words as w1de } from './fightin-drinkin-stealin/i18n/de';
import { msg as tm1 } from './fightin-drinkin-stealin/i18n/text';
import { words as tw1de } from './fightin-drinkin-stealin/i18n/text/de';
import { describeRaiding as d2 } from './raiding-stonehenge/text';
import { msg as m2 } from './raiding-stonehenge/i18n';
import { words as w2de } from './raiding-stonehenge/i18n/de';
import { msg as tm2 } from './raiding-stonehenge/i18n/text';
import { words as tw2de } from './raiding-stonehenge/i18n/text/de';
import { describeStonerush as d3 } from './stonerush/text';
import { msg as m3 } from './stonerush/i18n';
import { words as w3de } from './stonerush/i18n/de';
import { msg as tm3 } from './stonerush/i18n/text';
import { words as tw3de } from './stonerush/i18n/text/de';

export const TEXT_MODES: ReadonlyMap<string, { describe: Describe; words: readonly { live: Area; translations: Readonly<Record<string, Area>> }[] }> = new Map([
  [
    'a-grand-endeavor',
    {
      describe: d0 as Describe,
      words: [
        { live: m0, translations: { de: w0de } },
        { live: tm0, translations: { de: tw0de } },
      ],
    },
  ],
  [
    'fightin-drinkin-stealin',
    {
      describe: d1 as Describe,
      words: [
        { live: m1, translations: { de: w1de } },
        { live: tm1, translations: { de: tw1de } },
      ],
    },
  ],
  [
    'raiding-stonehenge',
    {
      describe: d2 as Describe,
      words: [
        { live: m2, translations: { de: w2de } },
        { live: tm2, translations: { de: tw2de } },
      ],
    },
  ],
  [
    'stonerush',
    {
      describe: d3 as Describe,
      words: [
        { live: m3, translations: { de: w3de } },
        { live: tm3, translations: { de: tw3de } },
      ],
    },
  ],
]);
