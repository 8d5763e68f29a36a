/**
 * The board as the rules lay it out: the outer ring with the Big Lawyer, the
 * trilithon spaces (Fightin', monsters on the centre one), the altar stone
 * (Drinkin', blue awards waiting) and the word STONEHENGE (Stealin'). The ring
 * is turned so the near seat's space (23 or 8) is at the bottom.
 */
import { type CardColour, card } from '@engine/core/components';
import type { EventId } from '@engine/fightin-drinkin-stealin/model';
import type { FdsView } from '@engine/fightin-drinkin-stealin/view';
import { Altar } from '../../board/altar';
import { polar, ringAngle, turnToBottom, viewBox } from '../../board/geometry';
import { Disk } from '../../board/pieces';
import { Ring } from '../../board/ring';
import { Trilithon } from '../../board/trilithon';
import { COLOUR_LETTER } from '../../ui/colours';
import { fmt } from '../../i18n';
import { msg } from './i18n';
import { cardWords } from './words';

const VIEW = 215;
const RING_LOOK = { radius: 192, space: 13, numberY: 0, letterY: 8.5 };
const LAWYER_RING = 164;
/** The four side trilithons along the top of the board, either side of the centre one. */
const TRILITHON_RING = 118;
const SIDE_TRILITHONS = [-162, -126, -54, -18];

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

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

export function StoneCircle({ view, near, names, me = null }: { view: FdsView; near: number; names: string[]; me?: number | null }) {
  const nearSpace = view.seats[near]?.sitsAt ?? 23;
  const turn = turnToBottom(nearSpace);
  const seatSpaces = new Set(view.seats.map((s) => s.sitsAt));
  const now = (e: EventId) => (view.event === e ? ' now' : '');
  const monsters = view.monsters;
  const w = msg;
  const label = w.circleLabel(
    monsters.length ? fmt.list(monsters.map(cardWords)) : w.none,
    view.monsterTotal,
    view.altar,
    view.bigLawyer,
    names[near] ?? '',
    me === near,
    nearSpace,
  );
  return (
    <svg class="fds-circle" viewBox={viewBox(VIEW)} role="img" aria-label={label} data-testid="fds-circle">
      <circle class="fds-ground" r={VIEW - 2} />
      <g aria-hidden="true">
        <Ring look={RING_LOOK} turn={turn} extra={(n) => (seatSpaces.has(n) ? 'fds-seat-space' : '')} />
      </g>
      <Disk
        class="fds-lawyer-fig"
        r={11}
        letter={w.lawyerLetters}
        at={polar(LAWYER_RING, ringAngle(view.bigLawyer, turn))}
        aria-hidden="true"
        data-testid="fds-big-lawyer"
      />
      <g aria-hidden="true">
        {SIDE_TRILITHONS.map((a) => (
          <Trilithon key={a} class="fds-tri" at={polar(TRILITHON_RING, a)} />
        ))}
        <Trilithon class="fds-tri centre" at={{ x: 0, y: -108 }} scale={1.4} />
        <text class={`fds-place-label${now('fightin')}`} y="-138">
          {w.fightin}
        </text>
        {monsters.map((id, i) => (
          <MiniMonster key={id} id={id} x={(i - (monsters.length - 1) / 2) * 32} />
        ))}
        <text class="fds-note" y="-32">
          {w.monstersNote(view.monsterTotal)}
        </text>

        <text class={`fds-place-label${now('drinkin')}`} y="-8">
          {w.drinkin}
        </text>
        <Altar class="fds-altar" width={84} height={22} top={2} />
        <text class="fds-altar-text" y="17">
          {w.altarNote(view.altar)}
        </text>
        {range(Math.min(view.altar, 8)).map((i) => (
          <Disk key={i} class="fds-disk c-blue" r={5.5} at={{ x: (i - (Math.min(view.altar, 8) + 1) / 2) * 13, y: 38 }} />
        ))}

        <text class="fds-stonehenge" y="82">
          {w.stonehengeWord}
        </text>
        <text class={`fds-place-label${now('stealin')}`} y="104">
          {w.stealin}
        </text>
        <text class="fds-note" y="124">
          {w.lawyerNote(view.bigLawyer)}
        </text>
      </g>
    </svg>
  );
}
