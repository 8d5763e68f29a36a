/** Fightin' an' Drinkin' an' Stealin'!, registered once from its parts (docs/architecture.md "Adding a ruleset"). */
import { defineRuleset } from '../core/define';
import { fdsGood } from './bot';
import * as flow from './flow';
import * as schemas from './schemas';
import { checkSetup, meta } from './setup';
import { review } from './determinize';
import { takeBack } from './take-back';
import * as view from './view';

export const fightinDrinkinStealin = defineRuleset({ meta, checkSetup, schemas, flow, view, takeBack, bot: fdsGood, review });
