/** The pictures of the Stonerush rules page (both languages): the board, a cut of the ring, a row of cards. */
import { PLAYER_COLOURS, type PlayerColour } from '@engine/core/components';
import type { StonerushView } from '@engine/stonerush/view';
import { Card } from '../../../rulesets/stonerush/card';
import { polar, ringAngle } from '../../../board/geometry';
import { DRUID_SIZE, OUTER, VIEW } from '../../../rulesets/stonerush/geometry';
import { StoneCircle } from '../../../rulesets/stonerush/stone-circle';
import '../../../rulesets/stonerush/stonerush.css';

type Track = StonerushView['track'];

/** A view of the board with only what the drawing reads: the track and where each druid stands. */
export function board(positions: Partial<Record<PlayerColour, number>>, track: Track = 'outer-ring'): StonerushView {
  const all = Object.fromEntries(PLAYER_COLOURS.map((c) => [c, positions[c] ?? 1])) as Record<PlayerColour, number>;
  return {
    track,
    trackLength: track === 'outer-ring' ? 30 : 20,
    positions: all,
    turn: 0,
    step: 'play',
    turnNumber: 1,
    startPlayer: 0,
    handCounts: [],
    drawPileCount: 0,
    discardPile: [],
    finisher: null,
  };
}

/**
 * The game's own board drawing, cut down to the outer spaces `from`..`to`: the SVG is scaled up
 * inside a box that hides the rest, so the pieces are the ones the game page draws.
 */
export function RingCrop({ positions, from, to }: { positions: Partial<Record<PlayerColour, number>>; from: number; to: number }) {
  const outside = OUTER.radius + OUTER.space + 4;
  const inside = OUTER.druidRadius - DRUID_SIZE - 4;
  const points = [];
  for (let n = from; n <= to; n++) points.push(polar(outside, ringAngle(n)), polar(inside, ringAngle(n)));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const pad = OUTER.space + 8;
  const x0 = Math.max(-VIEW, Math.min(...xs) - pad);
  const y0 = Math.max(-VIEW, Math.min(...ys) - pad);
  const w = Math.min(VIEW, Math.max(...xs) + pad) - x0;
  const h = Math.min(VIEW, Math.max(...ys) + pad) - y0;
  const pct = (v: number) => `${((v / w) * 100).toFixed(2)}%`;
  return (
    <div class="rules-crop" style={{ aspectRatio: `${w.toFixed(1)} / ${h.toFixed(1)}` }}>
      <div style={{ width: pct(VIEW * 2), marginLeft: pct(-(x0 + VIEW)), marginTop: pct(-(y0 + VIEW)) }}>
        <StoneCircle view={board(positions)} />
      </div>
    </div>
  );
}

export function Cards({ ids }: { ids: string[] }) {
  return (
    <div class="rules-cards">
      {ids.map((id) => (
        <Card key={id} id={id} small />
      ))}
    </div>
  );
}
