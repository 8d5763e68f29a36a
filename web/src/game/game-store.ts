/**
 * The game page's state, and nothing else: the payload shown, when the server gave it, and what
 * the page says around it (offline, a queued move, a refused token, a command on its way, a
 * notice). It knows no socket, no HTTP and no device: the transport (./transport/connection.ts)
 * feeds it whatever it got, a socket frame, an HTTP answer or the device's copy, through one
 * door, `take`, which never steps back to an older version. The hook (./use-game.ts) redraws the
 * page when it changes.
 */
import type { GamePayload } from '@schema/api';
import type { ApiFailure } from '../api';
import type { QueuedMove } from '../offline/queue';
import { withBotNames } from '@schema/bot-seats';
import { t } from '../i18n';

export interface ActionNotice {
  kind: 'error' | 'info';
  text: string;
}

export interface GameView {
  payload: GamePayload | null;
  /** Set when the game cannot be shown at all (unknown game). */
  fatal: ApiFailure | null;
  offline: boolean;
  /** When the server gave the payload shown (epoch ms): what "your last copy from …" names. */
  savedAt: number | null;
  /** This seat's move made offline, waiting to be sent. */
  queued: QueuedMove | null;
  /** True when a stored seat token was refused and we fell back to watching. */
  tokenRefused: boolean;
  /** The seat of the token the server refused, when this device had it filed under one. */
  refusedSeat: number | null;
  /** A command of this seat is on its way. */
  pending: boolean;
  notice: ActionNotice | null;
}

const EMPTY: GameView = {
  payload: null,
  fatal: null,
  offline: false,
  savedAt: null,
  queued: null,
  tokenRefused: false,
  refusedSeat: null,
  pending: false,
  notice: null,
};

export class GameStore {
  private view: GameView;
  private readonly listeners = new Set<() => void>();

  constructor(initial: Partial<GameView> = {}) {
    this.view = { ...EMPTY, ...initial };
  }

  get state(): GameView {
    return this.view;
  }

  /** The version shown; -1 before any payload. */
  get version(): number {
    return this.view.payload?.version ?? -1;
  }

  /**
   * An abandoned game never changes again, nor does a finished one for a spectator or once its
   * rematch is offered: nothing more to listen for. A player's finished game waits for a rematch offer.
   */
  get settled(): boolean {
    const p = this.view.payload;
    return p !== null && (p.status === 'aborted' || (p.status === 'finished' && (p.seat === null || p.rematch !== undefined)));
  }

  /** Calls `listener` after every change; returns its removal. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Changes some fields; listeners hear of it only when one of them really changed. */
  set(change: Partial<GameView>): void {
    const keys = Object.keys(change) as (keyof GameView)[];
    if (keys.every((k) => this.view[k] === change[k])) return;
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }

  /**
   * A payload, from wherever it came, given by the server at `savedAt`. Never steps back to an older
   * version (a slow poll answering after our own move), unless `stepBack`: the answer to a
   * take-back inside the take-back window, which steps our own count back. False when refused.
   */
  take(next: GamePayload, savedAt: number, stepBack = false): boolean {
    if (next.version < this.version && !stepBack) return false;
    this.set({ payload: readerNames(next), savedAt });
    return true;
  }
}

/**
 * The payload as the page names its players: a bot's seat in the reader's words ("Bot 1 (gut)"),
 * not the English name the API keeps for it (schema/bot-seats.ts, `botSeat`), everywhere the page
 * names a seat (players, turn, log, recap, result, text mode).
 */
export function readerNames(payload: GamePayload): GamePayload {
  const players = withBotNames(payload.players, t.common.botName, t.common.formerPlayer);
  return players === payload.players ? payload : { ...payload, players: [...players] };
}
