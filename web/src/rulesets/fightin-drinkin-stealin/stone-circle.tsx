/**
 * The board as the rules lay it out: the outer ring with the Big Lawyer, the
 * trilithon spaces (Fightin', monsters on the centre one), the altar stone
 * (Drinkin', blue awards waiting) and the word STONEHENGE (Stealin'). The ring
 * is turned so the near seat's space (23 or 8) is at the bottom.
 */
import { type CardColour, card, colourOfNumber } from '../../../../engine/core/components';
import type { EventId } from '../../../../engine/fightin-drinkin-stealin/rules';
import type { FdsView } from '../../../../engine/fightin-drinkin-stealin/view';
import { COLOUR_LETTER } from '../../ui/colours';
import { cardWords, plural } from './words';

const VIEW = 215;
const RING = 192;
const SPACE = 13;
const LAWYER_RING = 164;

const rad = (deg: number) => (deg * Math.PI) / 180;
const at = (r: number, deg: number) => ({ x: r * Math.cos(rad(deg)), y: r * Math.sin(rad(deg)) });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function Trilithon({ x, y, scale = 1, centre }: { x: number; y: number; scale?: number; centre?: boolean }) {
  return (
    <g class={`fds-tri${centre ? ' centre' : ''}`} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale})`}>
      <rect x="-11" y="-8" width="6" height="16" rx="1" />
      <rect x="5" y="-8" width="6" height="16" rx="1" />
      <rect x="-13" y="-12" width="26" height="5" rx="1" />
    </g>
  );
}

function MiniMonster({ id, x }: { id: string; x: number }) {
  const c = card(id);
  const colour: CardColour = c.colour;
  const text = c.kind === 'trilithon' ? 'T' : String(c.number);
  return (
    <g class={`fds-mini c-${colour}`} transform={`translate(${x} -62)`}>
      <rect x="-13" y="-16" width="26" height="32" rx="3" />
      <text y="2">{text}</text>
      <text y="12" class="fds-mini-letter">
        {COLOUR_LETTER[colour]}
      </text>
    </g>
  );
}

export function StoneCircle({ view, near, names }: { view: FdsView; near: number; names: string[] }) {
  const nearSpace = view.seats[near]?.sitsAt ?? 23;
  const rot = 180 - (nearSpace - 1) * 12;
  const angle = (n: number) => -90 + (n - 1) * 12 + rot;
  const seatSpaces = new Set(view.seats.map((s) => s.sitsAt));
  const lawyer = at(LAWYER_RING, angle(view.bigLawyer));
  const now = (e: EventId) => (view.event === e ? ' now' : '');
  const monsters = view.monsters;
  const label =
    `Stonehenge board. Fightin' at the trilithons: monsters ${monsters.map(cardWords).join(' and ') || 'none'}, total ${view.monsterTotal}. ` +
    `Drinkin' at the altar stone: ${plural(view.altar, 'blue award')} waiting. Stealin' at STONEHENGE. ` +
    `The Big Lawyer stands on space ${view.bigLawyer}. ${names[near] ?? ''} sits behind ${nearSpace}.`;
  return (
    <svg class="fds-circle" viewBox={`${-VIEW} ${-VIEW} ${VIEW * 2} ${VIEW * 2}`} role="img" aria-label={label} data-testid="fds-circle">
      <circle class="fds-ground" r={VIEW - 2} />
      <g aria-hidden="true">
        {range(30).map((n) => {
          const p = at(RING, angle(n));
          const colour = colourOfNumber(n);
          return (
            <g key={n} class={`space c-${colour}${seatSpaces.has(n) ? ' fds-seat-space' : ''}`} transform={`translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`}>
              <circle r={SPACE} />
              <text class="space-number" y="0">
                {n}
              </text>
              <text class="space-letter" y="8.5">
                {COLOUR_LETTER[colour]}
              </text>
            </g>
          );
        })}
      </g>
      <g aria-hidden="true" class="fds-lawyer-fig" transform={`translate(${lawyer.x.toFixed(1)} ${lawyer.y.toFixed(1)})`} data-testid="fds-big-lawyer">
        <circle r="11" />
        <text y="3.5">BL</text>
      </g>
      <g aria-hidden="true">
        {[-162, -126, -54, -18].map((a) => {
          const p = at(118, a);
          return <Trilithon key={a} x={p.x} y={p.y} />;
        })}
        <Trilithon x={0} y={-108} scale={1.4} centre />
        <text class={`fds-place-label${now('fightin')}`} y="-138">
          Fightin'
        </text>
        {monsters.map((id, i) => (
          <MiniMonster key={id} id={id} x={(i - (monsters.length - 1) / 2) * 32} />
        ))}
        <text class="fds-note" y="-32">
          monsters {view.monsterTotal}
        </text>

        <text class={`fds-place-label${now('drinkin')}`} y="-8">
          Drinkin'
        </text>
        <rect class="fds-altar" x="-42" y="2" width="84" height="22" rx="4" />
        <text class="fds-altar-text" y="17">
          altar · {view.altar} B
        </text>
        {range(Math.min(view.altar, 8)).map((i) => (
          <g key={i} class="fds-disk c-blue" transform={`translate(${(i - (Math.min(view.altar, 8) + 1) / 2) * 13} 38)`}>
            <circle r="5.5" />
          </g>
        ))}

        <text class="fds-stonehenge" y="82">
          STONEHENGE
        </text>
        <text class={`fds-place-label${now('stealin')}`} y="104">
          Stealin'
        </text>
        <text class="fds-note" y="124">
          Big Lawyer on {view.bigLawyer}
        </text>
      </g>
    </svg>
  );
}
