/**
 * The game page's one piece of server state: the latest payload, replaced by the answer to
 * our own moves and refetched (ETag / 304) when the game's live-updates socket says something
 * changed. Polling stays as the fallback: every few seconds while the socket is down, every
 * half minute while it is up, never while the tab is hidden. The socket reconnects by itself
 * with a growing delay. `?poll=off` in the address turns polling off, `?live=off` the socket (for tests).
 * On the socket the page says hello with its seat token: it then gets its own payload in `state`
 * frames (no refetch), and plays over the socket (`act` / `undo`, answered `ack` or `refused`);
 * without an open socket (a proxy that blocks WebSockets, `?live=off`) it plays over HTTP.
 * Offline (web/src/offline/): each payload of a seat is kept on the device; a page that cannot
 * reach the server shows that copy, and a move made meanwhile is queued and sent, at the version
 * it was chosen at, once a poll gets through again.
 *
 * The transports are apart from this state: the socket (./transport/socket.ts) and the command's
 * way over socket or HTTP (./transport/commands.ts), the HTTP reads and routes (./game-api.ts),
 * the offline queue (web/src/offline/). This hook holds the state and decides what an answer,
 * a frame or a failure means for it.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { GamePayload } from '@schema/api';
import { ApiFailure } from '../api';
import { fetchGame, postAction } from './game-api';
import { sendCommand } from './transport/commands';
import { GameSocket } from './transport/socket';
import { offline as device } from '../offline';
import type { QueuedMove } from '../offline/queue';
import { t } from '../i18n';
import { forgetToken, heldSeats, retiredSeat } from '../tokens';
import { OwnFrames } from './own-frames';
import { errorText } from '../i18n/error-text';

export const POLL_MS = 3000;
/** While the live socket is open, a poll only guards against a missed frame. */
export const POLL_LIVE_MS = 30_000;

const pollingOff = () => new URLSearchParams(location.search).get('poll') === 'off';

export interface ActionNotice {
  kind: 'error' | 'info';
  text: string;
}

export interface GameState {
  payload: GamePayload | null;
  /** Set when the game cannot be shown at all (unknown game). */
  fatal: ApiFailure | null;
  offline: boolean;
  /** When the server gave the payload shown (epoch ms): what "your last copy from …" names. */
  savedAt: number | null;
  /** This seat's move made offline, waiting to be sent. */
  queued: QueuedMove | null;
  /** Drops the queued move (the player changed their mind); the choice is open again. */
  cancelQueued: () => void;
  /** True when a stored seat token was refused and we fell back to watching. */
  tokenRefused: boolean;
  /** The seat of the token the server refused, when this device had it filed under one. */
  refusedSeat: number | null;
  pending: boolean;
  notice: ActionNotice | null;
  act: (action: { type: string }) => Promise<void>;
  /** Takes back this seat's last action (offered while the payload says canUndo). */
  takeBack: () => Promise<void>;
  /** "Send now": ends the take-back window of this seat's pending moves (payload.pending). */
  publish: () => Promise<void>;
  refresh: () => void;
}

export function useGame(gameId: string, initialToken: string | null): GameState {
  const [payload, setPayload] = useState<GamePayload | null>(null);
  const [fatal, setFatal] = useState<ApiFailure | null>(null);
  const [offline, setOffline] = useState(false);
  const [token, setToken] = useState(initialToken);
  const [tokenRefused, setTokenRefused] = useState(false);
  // A page opened without a token remembers the seat this device lost here, if any: a reload still says why.
  const [refusedSeat, setRefusedSeat] = useState<number | null>(() => (initialToken === null ? retiredSeat(gameId) : null));
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [queued, setQueued] = useState<QueuedMove | null>(null);
  const queuedRef = useRef<QueuedMove | null>(null);
  const offlineRef = useRef(false);
  /** The seat this page plays, once known (from the payload, or the seat its token is filed under). */
  const seatRef = useRef<number | null>(initialToken ? (heldSeats(gameId).find((h) => h.token === initialToken)?.seat ?? null) : null);
  const copyTried = useRef(false);
  const queueLoaded = useRef(false);
  const etag = useRef<string | null>(null);
  const version = useRef<number>(-1);
  /** Our own answers' frames bring nothing new (./own-frames.ts). */
  const ownFrames = useRef(new OwnFrames());
  /** The live socket of this page (it plays on it while it is open and greeted). */
  const live = useRef<GameSocket | null>(null);
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  /**
   * An abandoned game never changes again, nor does a finished one for a spectator or once its
   * rematch is offered: polling stops. A player's finished game waits for a rematch offer.
   */
  const settled = useRef(false);

  const goOffline = useCallback((on: boolean) => {
    offlineRef.current = on;
    setOffline(on);
  }, []);

  /** `copiedAt`: the payload is the device's copy, given by the server then (else it is fresh). */
  const accept = useCallback(
    (next: GamePayload, nextEtag: string | null, copiedAt?: number, takenBack = false) => {
      // Never step back to an older version (a slow poll answering after our own move), unless this
      // is the answer to a take-back inside the take-back window, which steps our own count back.
      if (next.version < version.current && !takenBack) return;
      version.current = next.version;
      etag.current = nextEtag;
      settled.current = next.status === 'aborted' || (next.status === 'finished' && (next.seat === null || next.rematch !== undefined));
      setPayload(next);
      const at = copiedAt ?? Date.now();
      setSavedAt(at);
      if (next.seat !== null && token) {
        seatRef.current = next.seat;
        if (copiedAt === undefined) void device((d) => d.keepCopy(next, at), undefined);
        if (!queueLoaded.current) {
          queueLoaded.current = true;
          void loadQueued();
        }
      }
    },
    [token],
  );

  /** The seat's queued move kept on the device (a page reloaded offline shows it again). */
  const loadQueued = async () => {
    const seat = seatRef.current;
    if (seat === null || queuedRef.current) return;
    const move = await device((d) => d.readQueued(gameId, seat), undefined);
    if (!move || queuedRef.current) return;
    queuedRef.current = move;
    setQueued(move);
  };

  /** No server: show this seat's copy kept on the device, once, when nothing is shown yet. */
  const showCopy = async () => {
    if (copyTried.current || version.current >= 0 || !token || seatRef.current === null) return;
    copyTried.current = true;
    const seat = seatRef.current;
    const copy = await device((d) => d.readCopy(gameId, seat), undefined);
    if (copy && version.current < 0) accept(copy.payload, null, copy.savedAt);
  };

  // A change announced while a fetch is on its way may have missed it: fetch once more after.
  const pollAgain = useRef(false);
  /** Answers false when it only asked the poll in flight to run again (nothing was read yet). */
  const poll = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) {
      pollAgain.current = true;
      return false;
    }
    inFlight.current = true;
    pollAgain.current = false;
    try {
      const got = await fetchGame(gameId, token, etag.current);
      goOffline(false);
      if (got.changed) accept(got.payload, got.etag);
      else setSavedAt(Date.now());
    } catch (err) {
      if (!(err instanceof ApiFailure) || err.code === 'network' || err.status >= 500) {
        // The copy first, so the page does not flash "no copy" while it is read.
        await showCopy();
        goOffline(true);
      } else if (token && (err.code === 'unauthorized' || err.code === 'not_your_seat')) {
        // Which seat it was, so the page can say why when the table gave that seat away (#45 item 4).
        setRefusedSeat(heldSeats(gameId).find((h) => h.token === token)?.seat ?? null);
        forgetToken(gameId, token);
        setTokenRefused(true);
        etag.current = null;
        setToken(null);
        // No second read with the refused token: the page without it reads the game at once
        // (the effect below, run again for the new token). Once, a frame that arrived meanwhile
        // sent the refused token again, and the fresh page's first read then found a read in
        // flight, took the game for unknown and closed its socket: a former player's page
        // stayed on "Loading…" for several slow round trips (#45).
        pollAgain.current = false;
      } else {
        setFatal(err);
      }
    } finally {
      inFlight.current = false;
    }
    if (pollAgain.current) return poll();
    // Back online with a move queued: send it now, at the version it was chosen at.
    if (!offlineRef.current && queuedRef.current) await flush();
    return true;
  }, [gameId, token, accept]);

  const flush = async () => {
    const seat = seatRef.current;
    if (!token || seat === null) return;
    const sent = await device((d) => d.sendQueued(gameId, seat, (v, a) => postAction(gameId, token, v, a)), null);
    if (!sent || sent.kind === 'kept') return;
    queuedRef.current = null;
    setQueued(null);
    if (sent.kind === 'applied') {
      ownFrames.current.answered(sent.payload.revision);
      accept(sent.payload, sent.etag);
      setNotice({ kind: 'info', text: t.offline.sent });
      return;
    }
    // Not sent: the page shows the game as it is now, and the choice again.
    setNotice(sent.kind === 'moved-on' ? { kind: 'error', text: t.offline.movedOn } : { kind: 'error', text: t.offline.refused(errorText(sent.failure)) });
    etag.current = null;
    await poll();
  };

  /** Keeps a move made while the server cannot be reached; false when this device cannot keep it. */
  const enqueue = async (action: { type: string }): Promise<boolean> => {
    const seat = seatRef.current;
    if (seat === null) return false;
    const move: QueuedMove = { version: version.current, action, queuedAt: Date.now() };
    const kept = await device((d) => d.queueMove(gameId, seat, move).then(() => true), false);
    if (!kept) return false;
    queuedRef.current = move;
    setQueued(move);
    goOffline(true);
    return true;
  };

  const dropQueued = useCallback(() => {
    const seat = seatRef.current;
    queuedRef.current = null;
    setQueued(null);
    if (seat !== null) void device((d) => d.cancelQueued(gameId, seat), undefined);
  }, [gameId]);

  useEffect(() => {
    let stopped = false;
    /** Whether the game exists: null until the first poll answers. */
    let known: boolean | null = null;
    const socket = new GameSocket(gameId, token, {
      // Our own payload, as GET would give it: no request. (Its ETag is not sent: the next poll fetches once.)
      state: (next) => {
        etag.current = null;
        accept(next, null);
      },
      // A frame says only that something changed, and its revision: fetch our own payload (one
      // cheap request), except for the frame of our own command, whose answer we already show.
      changed: (revision) => {
        if (revision !== undefined && !ownFrames.current.frame(revision)) return;
        void poll();
      },
      open: () => schedule(),
      wanted: () => !stopped && !settled.current && known !== false,
    });
    live.current = socket;
    const schedule = () => {
      window.clearTimeout(timer.current);
      if (stopped || settled.current || pollingOff() || document.visibilityState !== 'visible') return;
      timer.current = window.setTimeout(
        async () => {
          await poll();
          schedule();
        },
        socket.isOpen ? POLL_LIVE_MS : POLL_MS,
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll().then(schedule);
      else window.clearTimeout(timer.current);
    };
    // The browser says the network is back: ask at once (and send a queued move) instead of at the next poll.
    const onOnline = () => void poll().then(schedule);
    window.addEventListener('online', onOnline);
    // The first payload races two ways (#34): the poll (which takes the HTML's prefetch) and the
    // socket's first `state` frame, answered to its hello; `accept` takes whichever comes first
    // and never steps back. Only a game that exists keeps its socket (an unknown one has its
    // "not found" page).
    socket.connect();
    void poll().then((read) => {
      // Only a read that answered says whether the game exists: one that found another in flight
      // knows nothing yet (the timer's next read decides).
      if (read) {
        known = version.current >= 0;
        if (!known) socket.close('no such game');
      }
      schedule();
    });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(timer.current);
      socket.stop('page left');
      if (live.current === socket) live.current = null;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, [poll, gameId, token, accept]);

  const act = useCallback(
    async (action: { type: string }) => {
      if (!token || pending || version.current < 0 || queuedRef.current) return;
      setNotice(null);
      // Known to be offline: keep the move for later instead of failing it.
      if ((offlineRef.current || navigator.onLine === false) && (await enqueue(action))) return;
      setPending(true);
      try {
        const done = await sendCommand(live.current, gameId, token, { type: 'act', version: version.current, action });
        ownFrames.current.answered(done.payload.revision);
        accept(done.payload, done.etag);
      } catch (err) {
        const failure = err instanceof ApiFailure ? err : new ApiFailure(0, 'unknown', String(err));
        if (failure.code === 'stale_version') {
          // Often another seat answered a simultaneous choice a moment earlier: when the very
          // action confirmed is still legal in the fresh position, send it once more by itself.
          etag.current = null;
          const fresh = await fetchGame(gameId, token, null).catch(() => null);
          if (fresh?.changed) accept(fresh.payload, fresh.etag);
          const same = JSON.stringify(action);
          const still = fresh?.changed && fresh.payload.status === 'active' && fresh.payload.actions.some((a) => JSON.stringify(a) === same);
          if (still && fresh?.changed) {
            try {
              const again = await postAction(gameId, token, fresh.payload.version, action);
              accept(again.payload, again.etag);
              return;
            } catch {
              // fall through: ask again
            }
          }
          setNotice({ kind: 'info', text: t.game.movedOn });
          await poll();
        } else if (failure.code === 'network' && (await enqueue(action))) {
          // The connection dropped on the way: queued, sent again at this version when it is back
          // (should it have arrived after all, the server answers that resend as a retry).
        } else {
          setNotice({ kind: 'error', text: errorText(failure) });
          if (failure.code === 'not_active') await poll();
        }
      } finally {
        setPending(false);
      }
    },
    [gameId, token, pending, accept, poll],
  );

  const takeBack = useCallback(async () => {
    if (!token || pending || version.current < 0) return;
    setPending(true);
    setNotice(null);
    try {
      const inWindow = payload?.pending !== undefined;
      const done = await sendCommand(live.current, gameId, token, { type: 'undo', version: version.current });
      // A take-back inside the window changes nothing anyone else sees: no frame of ours to skip.
      if (!inWindow) ownFrames.current.answered(done.payload.revision);
      accept(done.payload, done.etag, undefined, inWindow);
      setNotice({ kind: 'info', text: inWindow ? t.game.windowTakenBack : t.game.tookBack });
    } catch (err) {
      const failure = err instanceof ApiFailure ? err : new ApiFailure(0, 'unknown', String(err));
      setNotice({ kind: 'error', text: errorText(failure) });
      etag.current = null;
      await poll();
    } finally {
      setPending(false);
    }
  }, [gameId, token, pending, payload, accept, poll]);

  const publish = useCallback(async () => {
    if (!token || pending || version.current < 0) return;
    setPending(true);
    setNotice(null);
    try {
      const done = await sendCommand(live.current, gameId, token, { type: 'publish', version: version.current });
      ownFrames.current.answered(done.payload.revision);
      accept(done.payload, done.etag);
    } catch (err) {
      const failure = err instanceof ApiFailure ? err : new ApiFailure(0, 'unknown', String(err));
      setNotice({ kind: 'error', text: errorText(failure) });
      etag.current = null;
      await poll();
    } finally {
      setPending(false);
    }
  }, [gameId, token, pending, accept, poll]);

  // The window's end: the server publishes the move then; fetch once, in case no frame says so.
  const until = payload?.pending?.until;
  useEffect(() => {
    if (until === undefined) return;
    const wait = window.setTimeout(
      () => {
        etag.current = null;
        void poll();
      },
      Math.max(0, until - Date.now()) + 1500,
    );
    return () => window.clearTimeout(wait);
  }, [until, poll]);

  return {
    payload,
    fatal,
    offline,
    savedAt,
    queued,
    cancelQueued: dropQueued,
    tokenRefused,
    refusedSeat,
    pending,
    notice,
    act,
    takeBack,
    publish,
    refresh: () => void poll(),
  };
}
