import { raidingGood } from './bot';
import { defineRuleset } from '../core/ruleset';
import * as rules from './rules';
import { checkSetup } from './setup';
import { takeBack } from './take-back';
import * as view from './view';

export const raidingStonehenge = defineRuleset({
  meta: {
    id: 'raiding-stonehenge',
    title: 'Raiding Stonehenge',
    pitch: 'Draft a card, reveal it with everyone at once and raid the pile of its colour: crowded piles cost you, full sets of five colours win.',
    engineVersion: 1,
    minPlayers: 2,
    maxPlayers: 5,
  },
  rules,
  checkSetup,
  view,
  takeBack,
  bot: raidingGood,
});
