/**
 * The game page's notices around the board: offline (the copy's age), the move queued offline
 * (until it is sent), and the take-back window's countdown with "Send now" and "Take it back".
 * Their own file so the pseudo-locale check (test/web/pseudo-locale.test.ts) renders them.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { GamePayload } from '@schema/api';
import { fmt, t } from '../i18n';
import type { QueuedMove } from '../offline/queue';
import { ActionWords } from '../rulesets/generic/action-words';
import { loadDescribe, loadedDescribe } from '../rulesets/registry';
import { useChunk } from '../ui/use-chunk';

/** Offline: the copy shown is from `savedAt` (null: nothing to show yet). */
export function OfflineNotice({ savedAt }: { savedAt: number | null }) {
  const when = savedAt === null ? null : new Date(savedAt);
  return (
    <p class="notice error" role="alert" data-testid="offline">
      {when ? t.offline.copyFrom(fmt.dateTime(when)) : t.offline.noCopy}
    </p>
  );
}

/**
 * The ruleset's own words for a queued action (its text mode's label): its text chunk is loaded
 * for it (kept by the service worker with the build, so offline too); until then, or without one,
 * undefined, and the notice says the action in the generic words.
 */
export function useOwnLabel(payload: GamePayload | null, action: QueuedMove['action'] | undefined): string | undefined {
  const ruleset = payload?.ruleset ?? '';
  const wanted = Boolean(payload && action);
  const chunk = useChunk(wanted ? `label:${ruleset}` : 'none', wanted ? () => loadDescribe(ruleset) : null, loadedDescribe(ruleset));
  const describe = chunk.state === 'ready' ? chunk.value : undefined;
  // The whole table in words is built for the label: once per payload, not at every render.
  return useMemo(() => {
    if (!payload || !action || !describe) return undefined;
    try {
      return describe(payload).label(action);
    } catch {
      // A label for an action of another position: the generic words say it.
      return undefined;
    }
  }, [describe, payload, action]);
}

/** The move made offline, until it is sent (in its ruleset's words, else the engine's); cancelling opens the choice again. */
export function QueuedMoveNotice({ move, onCancel, label }: { move: QueuedMove; onCancel: () => void; label?: string | undefined }) {
  return (
    <div class="notice" role="status" data-testid="queued-move">
      <p>
        {t.offline.queued} <strong>{label ?? <ActionWords action={move.action} />}</strong>
      </p>
      <button type="button" class="button" onClick={onCancel} data-testid="cancel-queued">
        {t.offline.cancel}
      </button>
    </div>
  );
}

/**
 * The take-back window: this seat's move is applied here and seen by nobody else until `until`;
 * a countdown, "Send now" and "Take it back" (docs/architecture.md, "The take-back window").
 */
export function PendingWindow({ until, onSend, onTakeBack }: { until: number; onSend: () => void; onTakeBack: () => void }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return (
    <div class="notice take-back" role="status" data-testid="pending-window">
      <p data-testid="pending-countdown">{t.game.windowPending(seconds)}</p>
      <p class="button-row">
        <button type="button" class="button primary" onClick={onSend} data-testid="send-now">
          {t.game.windowSendNow}
        </button>{' '}
        <button type="button" class="button" onClick={onTakeBack} data-testid="take-back">
          {t.game.windowTakeBack}
        </button>
      </p>
    </div>
  );
}
