import type { Ruleset } from '../core/ruleset';
import { type FdsAction, type FdsOptions, type FdsState, actionSchema, actions, apply, optionsMeta, optionsSchema, setup, status } from './rules';
import { checkSetup } from './setup';
import { takeBack } from './take-back';
import { revealedView, view } from './view';

export const fightinDrinkinStealin: Ruleset<FdsState, FdsAction, FdsOptions> = {
  id: 'fightin-drinkin-stealin',
  title: "Fightin' an' Drinkin' an' Stealin'!",
  pitch: 'Two clans send cards face down to a brawl, a drinking contest and a heist, then find out who won what, and whom the lawyers caught.',
  engineVersion: 1,
  minPlayers: 2,
  maxPlayers: 2,
  optionsSchema,
  optionsMeta,
  checkSetup,
  actionSchema,
  setup,
  view,
  revealedView,
  actions,
  apply,
  status,
  takeBack,
};
