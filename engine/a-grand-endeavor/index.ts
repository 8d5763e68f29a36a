import { grandEndeavorGood } from './bot';
import { defineRuleset } from '../core/ruleset';
import * as rules from './flow';
import { checkSetup } from './setup';
import { takeBack } from './take-back';
import * as view from './view';

export const aGrandEndeavor = defineRuleset({
  meta: {
    id: 'a-grand-endeavor',
    title: 'A Grand Endeavor',
    pitch: 'Build the whole monument together, one stone a day, while each of you claims the best sites for your own colour and defames rivals.',
    engineVersion: 2,
    minPlayers: 3,
    maxPlayers: 5,
  },
  rules,
  checkSetup,
  view,
  takeBack,
  bot: grandEndeavorGood,
});

/**
 * Engine version 1, kept for its records and for games begun under it: a player left without a
 * legal commit after drawing was removed at once, with no chance to defame first. Its states carry
 * no `strandedMayDefame`, which is all that tells the two versions apart.
 */
export const aGrandEndeavorV1: typeof aGrandEndeavor = {
  ...aGrandEndeavor,
  engineVersion: 1,
  setup(seed, players, options) {
    const state = rules.setup(seed, players, options);
    delete state.strandedMayDefame;
    return state;
  },
};
