/**
 * The game page's hook: one connection per game and token (./transport/connection.ts: reads,
 * polling, the live socket, commands, the device's copy and the offline queue), which feeds the
 * page's store (./game-store.ts). The hook only starts and stops it and redraws on every change
 * of the store.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { GameView } from './game-store';
import { connectGame } from './transport/connection';

export type { ActionNotice } from './game-store';

export interface GameState extends GameView {
  /** Drops the queued move (the player changed their mind); the choice is open again. */
  cancelQueued: () => void;
  act: (action: { type: string }) => Promise<void>;
  /** Takes back this seat's last action (offered while the payload says canUndo). */
  takeBack: () => Promise<void>;
  /** "Send now": ends the take-back window of this seat's pending moves (payload.pending). */
  publish: () => Promise<void>;
  refresh: () => void;
}

export function useGame(gameId: string, token: string | null): GameState {
  const live = useMemo(() => connectGame(gameId, token), [gameId, token]);
  const [, setDrawn] = useState(0);
  useEffect(() => {
    const unsubscribe = live.store.subscribe(() => setDrawn((n) => n + 1));
    live.start();
    return () => {
      unsubscribe();
      live.stop();
    };
  }, [live]);
  const { act, takeBack, publish, cancelQueued, read } = live;
  return { ...live.store.state, act, takeBack, publish, cancelQueued, refresh: () => void read() };
}
