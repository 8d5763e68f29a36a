/** A Grand Endeavor, registered once from its parts (docs/architecture.md "Adding a ruleset"). */
import { defineRuleset } from '../core/define';
import { grandEndeavorGood } from './bot';
import * as flow from './flow';
import * as schemas from './schemas';
import { checkSetup, meta } from './setup';
import { review } from './determinize';
import { takeBack } from './take-back';
import * as view from './view';

export const aGrandEndeavor = defineRuleset({ meta, checkSetup, schemas, flow, view, takeBack, bot: grandEndeavorGood, review });

/**
 * Engine version 1, kept for its records and for games begun under it: a player left without a
 * legal commit after drawing was removed at once, with no chance to defame first. Its states carry
 * no `strandedMayDefame`, which is all that tells the two versions apart.
 */
export const aGrandEndeavorV1: typeof aGrandEndeavor = {
  ...aGrandEndeavor,
  engineVersion: 1,
  setup(seed, players, options) {
    const state = flow.setup(seed, players, options);
    delete state.strandedMayDefame;
    return state;
  },
};
