/** The Raiding Stonehenge table: your decision and hand, the five lines, the disk piles with figures, the raiders. */
import { useState } from 'preact/hooks';
import type { RaidingAction } from '@engine/raiding-stonehenge/model';
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import type { BoardProps } from '../types';
import { LinesPanel } from './lines-panel';
import { MovePanel } from './move-panel';
import { PilesPanel } from './piles-panel';
import { RaidersPanel } from './raiders-panel';
import { TurnPanel } from './turn-panel';
import { latest } from '../../game/moves';
import type { PlayerColour } from '@engine/core/components';

/** Once finished, the engine's revealed view holds every stash, score and hand. */
function tableView(view: RaidingView, revealed: unknown): RaidingView {
  if (!revealed || typeof revealed !== 'object') return view;
  const r = revealed as Partial<RaidingView> & { faceDown?: unknown };
  return {
    ...view,
    ...(r.faceDown ? { faceDown: r.faceDown } : {}),
    stashes: r.stashes ?? view.stashes,
    scores: r.scores ?? view.scores,
    hands: r.hands ?? view.hands,
    resolutions: r.resolutions ?? view.resolutions,
  };
}

export function RaidingBoard({ payload, act, pending }: BoardProps<RaidingView, RaidingAction>) {
  const [lineChoice, setSelectedLine] = useState<number | null>(null);
  const [cardChoice, setSelectedCard] = useState<string | null>(null);
  // Other players' moves change the version while you choose: a half-made
  // choice lasts as long as it still matches a listed action.
  const selectedLine = payload.actions.some((a) => a.type === 'pick' && a.line === lineChoice) ? lineChoice : null;
  const selectedCard = payload.actions.some((a) => a.type === 'play' && a.card === cardChoice) ? cardChoice : null;
  const send = (action: RaidingAction) => {
    setSelectedLine(null);
    setSelectedCard(null);
    act(action);
  };
  const raw = payload.view;
  if (!raw || !Array.isArray(raw.lines)) return null;
  const view = payload.status === 'finished' ? tableView(raw, payload.revealed) : raw;
  const you = payload.seat;
  const pickable = payload.actions.flatMap((a) => (a.type === 'pick' ? [a.line] : []));
  // The latest pick marks its line, and the latest placing or taking its pile: both halves of a
  // turn show on the board (the line's mark first, near the top, on every screen size).
  const pick = latest(payload.log, ['pick'], (l) => typeof l.line === 'number');
  const pile = latest(payload.log, ['place', 'take'], (l) => typeof l.colour === 'string');
  const lastLine = pick ? { seq: pick.seq, line: pick.line as number } : undefined;
  const lastPile = pile ? { seq: pile.seq, colour: pile.colour as PlayerColour } : undefined;
  return (
    <div class="rs-board" data-testid="rs-board" data-phase={view.phase}>
      <div class="rs-col">
        <div class="rs-table" data-board="raiding-stonehenge">
          <LinesPanel
            last={lastLine}
            view={view}
            pickable={pickable}
            selectedLine={selectedLine}
            onSelectLine={(l) => setSelectedLine(l === selectedLine ? null : l)}
            pending={pending}
          />
          <PilesPanel view={view} players={payload.players} you={you} last={lastPile} />
        </div>
        <TurnPanel view={view} players={payload.players} />
      </div>
      <div class="rs-col">
        {view.hand && (
          <MovePanel
            view={view}
            actions={payload.actions}
            pending={pending}
            act={send}
            selectedLine={selectedLine}
            onSelectLine={setSelectedLine}
            selectedCard={selectedCard}
            onSelectCard={setSelectedCard}
          />
        )}
        <RaidersPanel view={view} players={payload.players} you={you} winners={payload.result?.winners ?? []} />
      </div>
    </div>
  );
}
