/** Raiding Stonehenge, registered once from its parts (docs/architecture.md "Adding a ruleset"). */
import { defineRuleset } from '../core/define';
import { raidingGood } from './bot';
import * as flow from './flow';
import * as schemas from './schemas';
import { checkSetup, meta } from './setup';
import { review } from './determinize';
import { takeBack } from './take-back';
import * as view from './view';

export const raidingStonehenge = defineRuleset({ meta, checkSetup, schemas, flow, view, takeBack, bot: raidingGood, review });
