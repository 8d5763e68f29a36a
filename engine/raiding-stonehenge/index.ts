import type { Ruleset } from '../core/ruleset';
import { type RaidingAction, type RaidingOptions, type RaidingState, actionSchema, actions, apply, optionsMeta, optionsSchema, setup, status } from './rules';
import { checkSetup } from './setup';
import { takeBack } from './take-back';
import { revealedView, view } from './view';

export const raidingStonehenge: Ruleset<RaidingState, RaidingAction, RaidingOptions> = {
  id: 'raiding-stonehenge',
  title: 'Raiding Stonehenge',
  pitch: 'Draft a card, reveal it with everyone at once and raid the pile of its colour: crowded piles cost you, full sets of five colours win.',
  engineVersion: 1,
  minPlayers: 2,
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
