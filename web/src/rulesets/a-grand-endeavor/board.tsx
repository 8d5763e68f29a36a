/** The A Grand Endeavor table: phase, your move, the monument, your hand, the supplies, the yards and scores. */
import type { GrandEndeavorView } from '@engine/a-grand-endeavor/view';
import type { BoardProps } from '../types';
import { HandPanel } from './hand';
import { logWords } from '../../game/log-text';
import { latest } from '../../game/moves';
import type { SiteTrack } from '@engine/a-grand-endeavor/model';
import { type LastSite, Monument, MonumentLegend } from './monument';
import { MovesPanel } from './moves';
import { PhasePanel, SupplyPanel } from './table';
import { CardBack } from './cards';
import { type Action, actionWords, cardName, namer } from './words';
import type { Revealed } from './later/yards';
import { LaterPart, laterChunk } from '../../board/later-part';
import { useEffect, useRef, useState } from 'preact/hooks';
import { msg } from './i18n';
import './grand-endeavor.css';

/** The yards and scores, below the first screen on a phone: loaded when reached, or at once in a finished game. */
const later = laterChunk(() => import('./later'));

export function GrandEndeavorBoard({ payload, act: send, pending }: BoardProps<GrandEndeavorView, Action>) {
  // Select, then confirm: a tap on a site, card or button only chooses the move; the bar sends it.
  const [chosen, setChosen] = useState<Action | null>(null);
  useEffect(() => setChosen(null), [payload.version]);
  const act = (a: Action) => setChosen(a);
  // Keys keep their place: a choice made anywhere (a site on the monument, a card) hands focus to its Confirm.
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (chosen) confirm.current?.focus();
  }, [chosen]);
  const w = msg;
  const view = payload.view;
  if (!view?.board) return null;
  const name = namer(payload.players);
  const actions = payload.actions;
  const claims = actions.filter((a): a is Extract<Action, { type: 'claim' }> => a.type === 'claim');
  const takes = actions.filter((a): a is Extract<Action, { type: 'take' }> => a.type === 'take');
  const finished = payload.status === 'finished';
  const revealed = finished ? (payload.revealed as Revealed | undefined) : undefined;
  const mySeat = payload.seat;
  // A replay step shows the revealed view before the end; only the last step carries the result.
  const atEnd = finished && payload.result !== undefined;
  const siteMove = latest(payload.log, ['claim', 'construct', 'carve'], (l) => typeof l.site === 'object' && l.site !== null);
  const site = siteMove?.site as { track: SiteTrack; space: number } | undefined;
  const last: LastSite | undefined =
    siteMove && site
      ? { seq: siteMove.seq, track: site.track, space: site.space, words: logWords(payload.ruleset, siteMove, payload.players).text }
      : undefined;

  return (
    <div class="age" data-testid="age-board">
      <div class="age-side">
        <PhasePanel view={view} name={name} />
        {/* The whole decision in one panel: the choices, the hand and the confirm. */}
        <div class="age-decision" data-decision={actions.length > 0 ? 'moves' : undefined}>
          {actions.length > 0 && <MovesPanel view={view} actions={actions} name={name} pending={pending} act={act} />}
          {view.hand && mySeat !== null && <HandPanel view={view} seat={mySeat} actions={actions} pending={pending} act={act} />}
          {chosen && (
            <div class="confirm-bar" role="group" aria-label={w.confirmLabel} data-testid="age-confirm-bar">
              <p>
                <span class="confirm-bar-label">{w.yourMoveLabel}</span> {actionWords(chosen, name)}
              </p>
              <div class="confirm-bar-buttons">
                <button
                  ref={confirm}
                  type="button"
                  class="button primary"
                  disabled={pending}
                  onClick={() => (send(chosen), setChosen(null))}
                  data-testid="age-confirm"
                >
                  {w.confirm}
                </button>
                <button type="button" class="button" onClick={() => setChosen(null)} data-testid="age-cancel">
                  {w.chooseAgain}
                </button>
              </div>
            </div>
          )}
        </div>
      </div>
      <section class="panel age-board-panel" aria-labelledby="age-board-title">
        <h2 id="age-board-title">{w.monumentTitle}</h2>
        <Monument view={view} name={name} claims={claims} pending={pending} act={act} last={last} />
        <details class="age-legend-box">
          <summary>{w.legendSummary}</summary>
          <MonumentLegend />
        </details>
      </section>
      <SupplyPanel view={view} name={name} takes={takes} pending={pending} act={act} />
      <LaterPart
        chunk={later}
        now={finished}
        title={w.yardsTitle}
        headingId="age-yards-title"
        placeClass="age-yards-panel"
        height={260 * payload.players.length}
        draw={(m) => <m.Yards view={view} name={name} mySeat={mySeat} revealed={revealed} atEnd={atEnd} />}
      />
      <LaterPart
        chunk={later}
        now={finished}
        title={w.scoresTitle(atEnd)}
        headingId="age-scores-title"
        placeClass="age-scores"
        height={600}
        draw={(m) => <m.ScoresPanel view={view} name={name} finished={atEnd} />}
      />
      {revealed?.deck && (
        <section class="panel age-revealed-deck" aria-labelledby="age-deck-title" data-testid="age-revealed-deck">
          <h2 id="age-deck-title">{w.deckTitle(atEnd)}</h2>
          <p class="muted">
            <CardBack small label={w.theDeck} /> {w.deckTopFirst(revealed.deck.length)}
          </p>
          {revealed.deck.length > 0 && <p class="age-deck-list">{revealed.deck.map(cardName).join(' · ')}</p>}
        </section>
      )}
    </div>
  );
}
