/** Stonerush, registered once from its parts (docs/architecture.md "Adding a ruleset"). */
import { defineRuleset } from '../core/define';
import { stonerushGood } from './bot';
import * as flow from './flow';
import * as model from './model';
import { checkSetup, meta } from './setup';
import { takeBack } from './take-back';
import * as view from './view';

export const stonerush = defineRuleset({ meta, checkSetup, model, flow, view, takeBack, bot: stonerushGood });
