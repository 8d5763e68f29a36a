import type { Ruleset } from '../core/ruleset';
import {
  type StonerushAction,
  type StonerushOptions,
  type StonerushState,
  actionSchema,
  actions,
  apply,
  optionsMeta,
  optionsSchema,
  setup,
  status,
} from './rules';
import { checkSetup } from './setup';
import { takeBack } from './take-back';
import { revealedView, view } from './view';

export const stonerush: Ruleset<StonerushState, StonerushAction, StonerushOptions> = {
  id: 'stonerush',
  title: 'Stonerush',
  pitch: 'Five druids race round the stones and you secretly back one of them: push your colour ahead without showing which it is.',
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
