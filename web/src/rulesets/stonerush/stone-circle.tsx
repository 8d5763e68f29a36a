/** The Stonehenge board in SVG: outer ring, bluestone horseshoe, trilithons, and the five druids. */
import { PLAYER_COLOURS, type PlayerColour } from '../../../../engine/core/components';
import type { StonerushView } from '../../../../engine/stonerush/view';
import { polar, spaces, trilithonAngle, viewBox } from '../../board/geometry';
import { Horseshoe } from '../../board/horseshoe';
import { Disk } from '../../board/pieces';
import { Ring } from '../../board/ring';
import { Trilithon } from '../../board/trilithon';
import { COLOUR_LETTER, colourName } from '../../ui/colours';
import { BLUE, DRUID_SIZE, OUTER, TRILITHON_RADIUS, VIEW, druidPoint } from './geometry';

const RING_LOOK = { radius: OUTER.radius, space: OUTER.space, numberY: -1, letterY: 9 };

export function StoneCircle({ view }: { view: StonerushView }) {
  const onBluestones = view.track === 'bluestones';
  const bySpace = new Map<number, PlayerColour[]>();
  for (const colour of PLAYER_COLOURS) {
    const space = view.positions[colour];
    bySpace.set(space, [...(bySpace.get(space) ?? []), colour]);
  }
  const finish = (track: boolean) => (n: number) => (track && n === view.trackLength ? 'finish' : '');
  const label =
    `Stone circle. The race runs on the ${onBluestones ? 'bluestones, spaces 1 to 20' : 'outer ring, spaces 1 to 30'}. ` +
    PLAYER_COLOURS.map((c) => `${colourName(c)} druid on space ${view.positions[c]}`).join('; ') +
    '.';
  return (
    <svg class="stone-circle" viewBox={viewBox(VIEW)} role="img" aria-label={label} data-testid="stone-circle">
      <circle class="ground" r={VIEW - 2} />
      <g class={onBluestones ? 'track track-idle' : 'track'} aria-hidden="true">
        <Ring look={RING_LOOK} extra={finish(!onBluestones)} />
      </g>
      <g class={onBluestones ? 'track' : 'track track-idle'} aria-hidden="true">
        <Horseshoe radius={BLUE.radius} half={BLUE.space} extra={finish(onBluestones)} />
      </g>
      <g aria-hidden="true">
        {spaces('trilithons').map((n) => (
          <Trilithon key={n} class="trilithon" at={polar(TRILITHON_RADIUS, trilithonAngle(n))} />
        ))}
      </g>
      <g aria-hidden="true">
        {PLAYER_COLOURS.map((colour) => {
          const space = view.positions[colour];
          const here = bySpace.get(space) ?? [colour];
          return (
            <Disk
              key={colour}
              class={`druid c-${colour}`}
              r={DRUID_SIZE}
              letter={COLOUR_LETTER[colour]}
              at={druidPoint(view.track, space, here.indexOf(colour), here.length)}
              glide
              title={`${colourName(colour)} druid on space ${space}`}
              data-testid={`druid-${colour}`}
              data-space={space}
            />
          );
        })}
      </g>
    </svg>
  );
}
