/**
 * The presence ping: while a seat's game page is visible the server sends that seat no turn mail
 * (docs/notifications.md). It runs from the first screen, not with the notify panel, which loads
 * only when the page is scrolled to it (web/src/game/later-panels.tsx).
 */
import { useEffect } from 'preact/hooks';
import { PRESENCE_PING_MS } from '@schema/wire';
import { pingPresence } from './game-api';

export function usePresence(gameId: string, token: string | null, active: boolean) {
  useEffect(() => {
    if (!token || !active) return;
    const ping = () => {
      if (document.visibilityState === 'visible') void pingPresence(gameId, token).catch(() => undefined);
    };
    ping();
    const timer = window.setInterval(ping, PRESENCE_PING_MS);
    document.addEventListener('visibilitychange', ping);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', ping);
    };
  }, [gameId, token, active]);
}
