/** Raiding Stonehenge on the flow kernel: one step for each stage of a turn. */
import { defineFlow } from '../../core/flow';
import type { RaidingAction } from '../rules';
import type { RaidingState } from '../state';
import { pick, picksDone } from './pick';
import { place, placesDone } from './place';
import { play } from './play';
import { setAside, take } from './resolve';
import { type RaidingStage, stageOf } from './stage';
import { over, turnEnd } from './turn';

export const raidingFlow = defineFlow<RaidingState, RaidingAction, RaidingStage>({
  name: 'raiding-stonehenge',
  stageOf,
  steps: {
    pick,
    'picks-done': picksDone,
    play,
    place,
    'places-done': placesDone,
    take,
    'set-aside': setAside,
    'turn-end': turnEnd,
    over,
  },
});
