import { stonerushGood } from './bot';
import { defineRuleset } from '../core/ruleset';
import * as rules from './model';
import { checkSetup } from './setup';
import { takeBack } from './take-back';
import * as view from './view';

export const stonerush = defineRuleset({
  meta: {
    id: 'stonerush',
    title: 'Stonerush',
    pitch: 'Five druids race round the stones and you secretly back one of them: push your colour ahead without showing which it is.',
    engineVersion: 1,
    minPlayers: 3,
    maxPlayers: 5,
  },
  rules,
  checkSetup,
  view,
  takeBack,
  bot: stonerushGood,
});
