/** The Stonehenge board in SVG: outer ring, bluestone horseshoe, trilithons, and the five druids. */
import { type CardColour, PLAYER_COLOURS, type PlayerColour, colourOfNumber } from '../../../../engine/core/components';
import type { StonerushView } from '../../../../engine/stonerush/view';
import { COLOUR_LETTER, colourName } from '../../ui/colours';
import { BLUE, DRUID_SIZE, OUTER, VIEW, bluestoneAngle, druidPoint, outerAngle, polar } from './geometry';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function OuterSpace({ n, finish }: { n: number; finish: boolean }) {
  const colour: CardColour = colourOfNumber(n);
  const p = polar(OUTER.radius, outerAngle(n));
  return (
    <g class={`space c-${colour}${finish ? ' finish' : ''}`} transform={`translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`}>
      <circle r={OUTER.space} />
      <text class="space-number" y="-1">
        {n}
      </text>
      <text class="space-letter" y="9">
        {COLOUR_LETTER[colour]}
      </text>
    </g>
  );
}

function Bluestone({ n, finish }: { n: number; finish: boolean }) {
  const p = polar(BLUE.radius, bluestoneAngle(n));
  return (
    <g class={`bluestone${finish ? ' finish' : ''}`} transform={`translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`}>
      <rect x={-BLUE.space} y={-BLUE.space} width={BLUE.space * 2} height={BLUE.space * 2} rx="4" />
      <text class="space-number" y="4">
        {n}
      </text>
    </g>
  );
}

/** A grey trilithon, seen from the front: two uprights and a lintel. */
function Trilithon({ angle }: { angle: number }) {
  const p = polar(46, angle);
  return (
    <g class="trilithon" transform={`translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`}>
      <rect x="-11" y="-8" width="6" height="16" rx="1" />
      <rect x="5" y="-8" width="6" height="16" rx="1" />
      <rect x="-13" y="-12" width="26" height="5" rx="1" />
    </g>
  );
}

function Druid({ colour, x, y, space }: { colour: PlayerColour; x: number; y: number; space: number }) {
  return (
    <g class={`druid c-${colour}`} style={{ transform: `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)` }} data-testid={`druid-${colour}`} data-space={space}>
      <title>{`${colourName(colour)} druid on space ${space}`}</title>
      <circle r={DRUID_SIZE} />
      <text y="3.5">{COLOUR_LETTER[colour]}</text>
    </g>
  );
}

export function StoneCircle({ view }: { view: StonerushView }) {
  const onBluestones = view.track === 'bluestones';
  const bySpace = new Map<number, PlayerColour[]>();
  for (const colour of PLAYER_COLOURS) {
    const space = view.positions[colour];
    bySpace.set(space, [...(bySpace.get(space) ?? []), colour]);
  }
  const label =
    `Stone circle. The race runs on the ${onBluestones ? 'bluestones, spaces 1 to 20' : 'outer ring, spaces 1 to 30'}. ` +
    PLAYER_COLOURS.map((c) => `${colourName(c)} druid on space ${view.positions[c]}`).join('; ') +
    '.';
  return (
    <svg class="stone-circle" viewBox={`${-VIEW} ${-VIEW} ${VIEW * 2} ${VIEW * 2}`} role="img" aria-label={label} data-testid="stone-circle">
      <circle class="ground" r={VIEW - 2} />
      <g class={onBluestones ? 'track track-idle' : 'track'} aria-hidden="true">
        {range(30).map((n) => (
          <OuterSpace key={n} n={n} finish={!onBluestones && n === view.trackLength} />
        ))}
      </g>
      <g class={onBluestones ? 'track' : 'track track-idle'} aria-hidden="true">
        {range(20).map((n) => (
          <Bluestone key={n} n={n} finish={onBluestones && n === view.trackLength} />
        ))}
      </g>
      <g aria-hidden="true">
        {[144, 207, 270, 333, 36].map((a) => (
          <Trilithon key={a} angle={a} />
        ))}
      </g>
      <g aria-hidden="true">
        {PLAYER_COLOURS.map((colour) => {
          const space = view.positions[colour];
          const here = bySpace.get(space) ?? [colour];
          const p = druidPoint(view.track, space, here.indexOf(colour), here.length);
          return <Druid key={colour} colour={colour} x={p.x} y={p.y} space={space} />;
        })}
      </g>
    </svg>
  );
}
