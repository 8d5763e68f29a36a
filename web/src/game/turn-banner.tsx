/** "Your turn" (prominent) or "Waiting for Bob · for 3 h", from payload.active. */
import { useEffect, useState } from 'preact/hooks';
import type { GamePayload } from '@schema/api';
import { span } from './players-panel';
import { fmt, t } from '../i18n';

/** Names joined as the page's language joins them ("A, B and C"). */
export function listNames(names: string[]): string {
  return fmt.list(names);
}

export function isMyTurn(payload: GamePayload): boolean {
  return payload.status === 'active' && payload.seat !== null && payload.active.includes(payload.seat) && payload.actions.length > 0;
}

/** "a moment", "5 min", "3 h", "1 day 2 h": how long the game has waited, in the players' clock's words. */
export function waitedFor(sinceIso: string, now: number): string {
  const ms = now - Date.parse(sinceIso);
  return ms >= 60_000 ? span(ms) : t.game.aMoment;
}

/** The current time, refreshed every minute so "for 5 minutes" keeps counting between polls. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function TurnBanner({ payload }: { payload: GamePayload }) {
  const now = useMinuteClock();
  if (payload.status !== 'active') return null;
  if (isMyTurn(payload)) {
    return (
      <p class="turn-banner mine" role="status" data-testid="your-turn">
        <span aria-hidden="true">▶ </span>
        {t.game.yourTurn}
      </p>
    );
  }
  const names = payload.active.filter((s) => s !== payload.seat).map((s) => payload.players[s]?.name ?? t.game.seatName(s + 1));
  return (
    <p class="turn-banner" role="status" data-testid="waiting-for">
      {names.length ? t.game.waitingFor(names) : t.game.waiting}
      <span class="muted" data-testid="waiting-since">
        {' '}
        · {t.game.waitedFor(waitedFor(payload.updatedAt, now))}
      </span>
    </p>
  );
}
