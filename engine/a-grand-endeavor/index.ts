import type { Ruleset } from '../core/ruleset';
import {
  type GrandEndeavorAction,
  type GrandEndeavorOptions,
  type GrandEndeavorState,
  actionSchema,
  actions,
  apply,
  checkSetup,
  optionsMeta,
  optionsSchema,
  setup,
  status,
} from './rules';
import { takeBack } from './take-back';
import { revealedView, view } from './view';

export const aGrandEndeavor: Ruleset<GrandEndeavorState, GrandEndeavorAction, GrandEndeavorOptions> = {
  id: 'a-grand-endeavor',
  title: 'A Grand Endeavor',
  engineVersion: 1,
  minPlayers: 3,
  maxPlayers: 5,
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
