/** The Stonerush table: the stone circle, your hand and moves, and the public facts. */
import type { StonerushAction } from '@engine/stonerush/model';
import type { StonerushView } from '@engine/stonerush/view';
import { msg } from './i18n';
import type { BoardProps } from '../types';
import { HandPanel } from './hand-panel';
import { latest } from '../../game/moves';
import { type LastPlay, StoneCircle } from './stone-circle';
import { TablePanel } from './table-panel';

export function StonerushBoard({ payload, act, pending }: BoardProps<StonerushView, StonerushAction>) {
  const view = payload.view;
  if (!view?.positions) return null;
  const revealed = payload.revealed as { hands?: string[][] } | undefined;
  const turnName = payload.players[view.turn]?.name ?? msg.seat(view.turn + 1);
  const play = latest(payload.log, ['play']);
  const lastPlay: LastPlay | undefined =
    play && typeof play.seat === 'number'
      ? {
          seq: play.seq,
          colour: play.colour as LastPlay['colour'],
          from: Number(play.from),
          to: Number(play.to),
          who: payload.players[play.seat]?.name ?? msg.seat(play.seat + 1),
        }
      : undefined;
  return (
    <div class="stonerush" data-testid="stonerush-board">
      <section class="panel board-panel" aria-labelledby="board-title">
        <h2 id="board-title">{msg.boardTitle}</h2>
        {payload.status === 'active' && <p class="muted">{msg.turnLine(view.turnNumber, turnName, view.step !== 'play')}</p>}
        <StoneCircle view={view} lastPlay={lastPlay} />
        <p class="legend muted">{msg.legend}</p>
      </section>
      {view.hand && <HandPanel view={view} actions={payload.actions} version={payload.version} pending={pending} act={act} />}
      <TablePanel view={view} players={payload.players} revealedHands={revealed?.hands} />
    </div>
  );
}
