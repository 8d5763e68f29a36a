/**
 * The Stonehenge board in SVG: outer ring, bluestone horseshoe, trilithons, and the five druids.
 * The druid of the latest play wears a ring and the space it left a dashed ghost (`lastPlay`),
 * so a returning player sees the move on the board, not only in words.
 */
import { PLAYER_COLOURS, type PlayerColour } from '@engine/core/components';
import type { StonerushView } from '@engine/stonerush/view';
import { polar, spaces, trilithonAngle, viewBox } from '../../board/geometry';
import { Horseshoe } from '../../board/horseshoe';
import { Disk } from '../../board/pieces';
import { Ring } from '../../board/ring';
import { Trilithon } from '../../board/trilithon';
import { msg } from './i18n';
import { COLOUR_LETTER, colourName } from '../../ui/colours';
import { BLUE, DRUID_SIZE, OUTER, TRILITHON_RADIUS, VIEW, druidPoint } from './geometry';

/** The latest play in the log: which druid moved, from where to where, and its log number. */
export interface LastPlay {
  seq: number;
  colour: PlayerColour;
  from: number;
  to: number;
  who: string;
}

const RING_LOOK = { radius: OUTER.radius, space: OUTER.space, numberY: -1, letterY: 9 };

export function StoneCircle({ view, lastPlay }: { view: StonerushView; lastPlay?: LastPlay }) {
  const onBluestones = view.track === 'bluestones';
  const bySpace = new Map<number, PlayerColour[]>();
  for (const colour of PLAYER_COLOURS) {
    const space = view.positions[colour];
    bySpace.set(space, [...(bySpace.get(space) ?? []), colour]);
  }
  const finish = (track: boolean) => (n: number) => (track && n === view.trackLength ? 'finish' : '');
  const w = msg;
  const label =
    w.circleLabel(onBluestones, PLAYER_COLOURS.map((c) => w.druidOn(colourName(c), view.positions[c])).join('; ')) +
    (lastPlay ? ` ${w.lastMove(lastPlay.who, colourName(lastPlay.colour), lastPlay.from, lastPlay.to)}` : '');
  // The space the moved druid left, when it still stands where that play put it.
  const moved = lastPlay && view.positions[lastPlay.colour] === lastPlay.to ? lastPlay : undefined;
  const ghost = moved && moved.from !== moved.to && moved.from > 0 ? druidPoint(view.track, moved.from, 0, 1) : undefined;
  return (
    <svg class="stone-circle" viewBox={viewBox(VIEW)} role="img" aria-label={label} data-testid="stone-circle" data-board="stonerush">
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
      {ghost && moved && (
        <g class={`druid-ghost c-${moved.colour}`} transform={`translate(${ghost.x.toFixed(1)} ${ghost.y.toFixed(1)})`} aria-hidden="true">
          <circle r={DRUID_SIZE} />
        </g>
      )}
      <g aria-hidden="true">
        {PLAYER_COLOURS.map((colour) => {
          const space = view.positions[colour];
          const here = bySpace.get(space) ?? [colour];
          return (
            <Disk
              key={colour}
              class={`druid c-${colour}${moved?.colour === colour ? ' moved' : ''}`}
              r={DRUID_SIZE}
              letterY={4.5}
              letter={COLOUR_LETTER[colour]}
              at={druidPoint(view.track, space, here.indexOf(colour), here.length)}
              glide
              title={w.druidOn(colourName(colour), space)}
              data-testid={`druid-${colour}`}
              data-space={space}
              data-last-move={moved?.colour === colour ? moved.seq : undefined}
            >
              {moved?.colour === colour && <circle class="last-ring" r={DRUID_SIZE + 4} />}
            </Disk>
          );
        })}
      </g>
    </svg>
  );
}
