/**
 * Leaving a table (issue #31): resign (a confirm step) and the host's cancel before anyone
 * played. One of the page's later panels (web/src/game/later-panels.tsx, whose place for it shows
 * its heading when `leaveShown` says the panel is there; the page hands the panel that answer).
 */
import { useState } from 'preact/hooks';
import type { GamePayload } from '@schema/api';
import { leaveGame } from './panels-api';
import { t } from '../i18n';
import { FormError, useSend } from '../ui/form-error';
import './leave-panel.css';

/** Resign (a confirm step) and, for the host before anyone played, cancel. */
/** What the leave panel offers: `leaveShown` in later-panels.tsx says it from the payload. */
export type LeaveShown = 'resigned' | { mayCancel: boolean; mayResign: boolean } | null;

/** `shown`: `leaveShown(payload)`, from the page's first load (the place shows the heading by it too). */
export function LeavePanel({ payload, token, refresh, shown }: { payload: GamePayload; token: string; refresh: () => void; shown: LeaveShown }) {
  const { busy, failure, send } = useSend(refresh);
  const [asking, setAsking] = useState<'resign' | 'cancel' | null>(null);
  const m = t.panels;
  if (shown === 'resigned') return <p class="notice">{m.resigned}</p>;
  if (shown === null) return null;
  const { mayCancel, mayResign } = shown;
  return (
    <details class="panel leave-panel" data-testid="leave">
      <summary>
        <h2>{t.game.leaveTitle}</h2>
      </summary>
      {asking === null && (
        <p class="leave-actions">
          {mayResign && (
            <button type="button" class="button" onClick={() => setAsking('resign')} data-testid="resign">
              {m.resign}
            </button>
          )}{' '}
          {mayCancel && (
            <button type="button" class="button" onClick={() => setAsking('cancel')} data-testid="cancel-game">
              {m.cancel}
            </button>
          )}
        </p>
      )}
      {asking && (
        <div role="alertdialog" aria-labelledby="leave-ask" data-testid="leave-confirm">
          <p id="leave-ask">{asking === 'cancel' ? m.cancelExplain : payload.players.length === 2 ? m.resignExplainTwo : m.resignExplainMore}</p>
          <p class="leave-actions">
            <button
              type="button"
              class="button danger"
              disabled={busy}
              data-testid="leave-yes"
              onClick={() => void send(() => leaveGame(payload.gameId, token, asking)).then(() => setAsking(null))}
            >
              {asking === 'cancel' ? m.cancelConfirm : m.resignConfirm}
            </button>{' '}
            <button type="button" class="button" onClick={() => setAsking(null)} data-testid="leave-no">
              {asking === 'cancel' ? m.cancelKeep : m.resignKeep}
            </button>
          </p>
        </div>
      )}
      {failure && <FormError message={failure} />}
    </details>
  );
}
