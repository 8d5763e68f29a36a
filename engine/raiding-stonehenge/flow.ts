/** Raiding Stonehenge on the flow kernel: one step for each stage of a turn. */
import { defineFlow } from '../core/flow';
import type { RaidingAction } from './rules';
import type { RaidingState } from './model';
import { pick, picksDone } from './stages/pick';
import { place, placesDone } from './stages/place';
import { play } from './stages/play';
import { setAside, take } from './stages/resolve';
import { type RaidingStage, stageOf } from './stages/stage';
import { over, turnEnd } from './stages/turn';

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
