/**
 * The game page's one piece of server state: the latest payload, kept fresh by
 * polling (ETag / 304) every few seconds while the tab is visible, and replaced
 * by the answer to our own moves.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { GamePayload } from '../../../schema/api';
import { ApiFailure, fetchGame, postAction } from '../api';
import { forgetToken } from '../tokens';

export const POLL_MS = 3000;

export interface ActionNotice {
  kind: 'error' | 'info';
  text: string;
}

export interface GameState {
  payload: GamePayload | null;
  /** Set when the game cannot be shown at all (unknown game). */
  fatal: ApiFailure | null;
  offline: boolean;
  /** True when a stored seat token was refused and we fell back to watching. */
  tokenRefused: boolean;
  pending: boolean;
  notice: ActionNotice | null;
  act: (action: { type: string }) => Promise<void>;
  refresh: () => void;
}

export function useGame(gameId: string, initialToken: string | null): GameState {
  const [payload, setPayload] = useState<GamePayload | null>(null);
  const [fatal, setFatal] = useState<ApiFailure | null>(null);
  const [offline, setOffline] = useState(false);
  const [token, setToken] = useState(initialToken);
  const [tokenRefused, setTokenRefused] = useState(false);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const etag = useRef<string | null>(null);
  const version = useRef<number>(-1);
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  /** A finished or abandoned game never changes again: polling stops. */
  const settled = useRef(false);

  const accept = useCallback((next: GamePayload, nextEtag: string | null) => {
    // Never step back to an older version (a slow poll answering after our own move).
    if (next.version < version.current) return;
    version.current = next.version;
    etag.current = nextEtag;
    settled.current = next.status === 'finished' || next.status === 'aborted';
    setPayload(next);
  }, []);

  const poll = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const got = await fetchGame(gameId, token, etag.current);
      setOffline(false);
      if (got.changed) accept(got.payload, got.etag);
    } catch (err) {
      if (!(err instanceof ApiFailure) || err.code === 'network' || err.status >= 500) {
        setOffline(true);
      } else if (token && (err.code === 'unauthorized' || err.code === 'not_your_seat')) {
        forgetToken(gameId);
        setTokenRefused(true);
        etag.current = null;
        setToken(null);
      } else {
        setFatal(err);
      }
    } finally {
      inFlight.current = false;
    }
  }, [gameId, token, accept]);

  useEffect(() => {
    let stopped = false;
    const schedule = () => {
      window.clearTimeout(timer.current);
      if (stopped || settled.current || document.visibilityState !== 'visible') return;
      timer.current = window.setTimeout(async () => {
        await poll();
        schedule();
      }, POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll().then(schedule);
      else window.clearTimeout(timer.current);
    };
    void poll().then(schedule);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(timer.current);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [poll]);

  const act = useCallback(
    async (action: { type: string }) => {
      if (!token || pending || version.current < 0) return;
      setPending(true);
      setNotice(null);
      try {
        const done = await postAction(gameId, token, version.current, action);
        accept(done.payload, done.etag);
      } catch (err) {
        const failure = err instanceof ApiFailure ? err : new ApiFailure(0, 'unknown', String(err));
        if (failure.code === 'stale_version') {
          setNotice({ kind: 'info', text: 'The game moved on — refreshed. Check the board and choose again.' });
          etag.current = null;
          await poll();
        } else {
          setNotice({ kind: 'error', text: failure.message });
          if (failure.code === 'not_active') await poll();
        }
      } finally {
        setPending(false);
      }
    },
    [gameId, token, pending, accept, poll],
  );

  return {
    payload,
    fatal,
    offline,
    tokenRefused,
    pending,
    notice,
    act,
    refresh: () => void poll(),
  };
}
