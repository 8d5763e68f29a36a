import { fdsGood } from './bot';
import { defineRuleset } from '../core/ruleset';
import * as rules from './rules';
import { checkSetup } from './setup';
import { takeBack } from './take-back';
import * as view from './view';

export const fightinDrinkinStealin = defineRuleset({
  meta: {
    id: 'fightin-drinkin-stealin',
    title: "Fightin' an' Drinkin' an' Stealin'!",
    pitch: 'Two clans send cards face down to a brawl, a drinking contest and a heist, then find out who won what, and whom the lawyers caught.',
    engineVersion: 1,
    minPlayers: 2,
    maxPlayers: 2,
  },
  rules,
  checkSetup,
  view,
  takeBack,
  bot: fdsGood,
});
