/**
 * The flow of Fightin' an' Drinkin' an' Stealin'! on the shared kernel (core/flow.ts): one step
 * per stage, from a round's choosing through the three events to the round's end.
 */
import { defineFlow } from '../core/flow';
import type { FdsAction, FdsState } from './model';
import { promptAsking } from './prompts';
import { type Stage, stageOf } from './stages/stage';
import { drinkSteps } from './stages/drink';
import { fightSteps } from './stages/fight';
import { roundSteps } from './stages/round';
import { stealSteps } from './stages/steal';

export const fdsFlow = defineFlow<FdsState, FdsAction, Stage>({
  name: 'fightin-drinkin-stealin',
  steps: { ...roundSteps, ...fightSteps, ...drinkSteps, ...stealSteps },
  stageOf,
  defaults: promptAsking,
});
