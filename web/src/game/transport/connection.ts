/**
 * The game page's way to the server, and the only writer of its store (../game-store.ts): it
 * reads the game (ETag / 304), listens on the live socket, sends this seat's commands, and keeps
 * the device's copy and the offline queue; whatever it gets goes into the store.
 *
 * - Reads: a conditional GET when the socket says something changed; polling as the fallback,
 *   every 3 s while the socket is down, every 30 s while it is up (a missed frame costs at most
 *   that), never while the tab is hidden nor once the game is settled. `?poll=off` turns polling
 *   off, `?live=off` the socket (for tests).
 * - The socket (./socket.ts) greets with the seat token: it then brings this seat's own payload
 *   in `state` frames (no refetch) and carries the seat's commands; without an open socket they
 *   go over HTTP (./commands.ts). The frame of our own command is left unfetched (../own-frames.ts).
 * - Offline (web/src/offline/): each payload of a seat is kept on the device; a page that cannot
 *   reach the server shows that copy, and a move made meanwhile is queued and sent once, at the
 *   version it was chosen at, when a read gets through again ("sent", or "the game moved on").
 * - A seat token the server refuses is forgotten, and the page watches instead.
 *
 * Everything the browser gives (requests, the socket, IndexedDB, timers' triggers, visibility and
 * `online` events) comes in through `ConnectionDeps`, so test/web/game-connection.test.ts drives it
 * in plain Node.
 */
import type { GamePayload } from '@schema/api';
import { ApiFailure } from '../../api';
import { t } from '../../i18n';
import { errorText } from '../../i18n/error-text';
import { offline } from '../../offline';
import type { QueuedMove } from '../../offline/queue';
import { forgetToken, heldSeats, retiredSeat } from '../../tokens';
import { fetchGame, postAction, postPublish, postUndo } from '../game-api';
import { GameStore } from '../game-store';
import { OwnFrames } from '../own-frames';
import { type CommandRoutes, sendCommand } from './commands';
import type { SocketCommand } from '@schema/commands';
import { GameSocket, type SocketEvents } from './socket';

export const POLL_MS = 3000;
/** While the live socket is open, a poll only guards against a missed frame. */
export const POLL_LIVE_MS = 30_000;
/** After a take-back window's end, the wait before reading the game in case no frame said it was published. */
export const WINDOW_GRACE_MS = 1500;

/** The socket as the connection uses it (./socket.ts's GameSocket). */
export interface LiveSocket {
  readonly isOpen: boolean;
  connect(): void;
  stop(reason: string): void;
  close(reason: string): void;
  request(command: SocketCommand): Promise<GamePayload | null>;
}

/** What the page around it tells the connection. */
export interface PageSignals {
  visible(): boolean;
  /** False when the browser knows it has no network. */
  online(): boolean;
  pollingOff(): boolean;
  /**
   * Calls `visible` when the tab is shown or hidden, `online` when the network is back, `offline`
   * when the browser says it is gone; returns the removal.
   */
  listen(on: { visible(shown: boolean): void; online(): void; offline(): void }): () => void;
}

export interface ConnectionDeps {
  api: CommandRoutes & { fetchGame: typeof fetchGame };
  device: typeof offline;
  openSocket(gameId: string, token: string | null, events: SocketEvents): LiveSocket;
  page: PageSignals;
  now(): number;
}

/** The browser's: the real routes, socket, IndexedDB, document and window. */
export function browserDeps(): ConnectionDeps {
  return {
    api: { fetchGame, postAction, postUndo, postPublish },
    device: offline,
    openSocket: (gameId, token, events) => new GameSocket(gameId, token, events),
    page: {
      visible: () => document.visibilityState === 'visible',
      online: () => navigator.onLine !== false,
      pollingOff: () => new URLSearchParams(location.search).get('poll') === 'off',
      listen(on) {
        const visibility = () => on.visible(document.visibilityState === 'visible');
        const online = () => on.online();
        const offline = () => on.offline();
        document.addEventListener('visibilitychange', visibility);
        window.addEventListener('online', online);
        window.addEventListener('offline', offline);
        return () => {
          document.removeEventListener('visibilitychange', visibility);
          window.removeEventListener('online', online);
          window.removeEventListener('offline', offline);
        };
      },
    },
    now: () => Date.now(),
  };
}

const failureOf = (err: unknown) => (err instanceof ApiFailure ? err : new ApiFailure(0, 'unknown', String(err)));

/** The connection of one page to one game, for one seat token (or none: a spectator). */
export function connectGame(gameId: string, token: string | null, deps: ConnectionDeps = browserDeps()) {
  let ownToken = token;
  /** The seat this page plays, once known (from the payload, or the seat its token is filed under). */
  let ownSeat: number | null = token ? (heldSeats(gameId).find((h) => h.token === token)?.seat ?? null) : null;
  // A page opened without a token remembers the seat this device lost here, if any: a reload still says why.
  const store = new GameStore({ refusedSeat: token === null ? retiredSeat(gameId) : null });
  let etag: string | null = null;
  /** Our own answers' frames bring nothing new. */
  const ownFrames = new OwnFrames();
  let socket: LiveSocket | null = null;
  let stopped = false;
  /** Whether the game exists: null until the first read answers. */
  let known: boolean | null = null;
  let inFlight = false;
  /** A change announced while a read is on its way may have missed it: read once more after. */
  let readAgain = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let windowTimer: ReturnType<typeof setTimeout> | undefined;
  let windowUntil: number | undefined;
  let copyTried = false;
  let queueLoaded = false;
  let unlisten: (() => void) | null = null;

  /**
   * Starts listening and reading. The first payload races two ways (#34): the first read (which
   * takes the HTML's prefetch) and the socket's first `state` frame, answered to its hello; the
   * store takes whichever comes first and never steps back. Only a game that exists keeps its
   * socket (an unknown one has its "not found" page).
   */
  function start(): void {
    unlisten = deps.page.listen({
      visible: (shown) => (shown ? void read().then(schedule) : clearTimeout(timer)),
      // The browser says the network is back: ask at once (and send a queued move) instead of at the next poll.
      online: () => void read().then(schedule),
      // The browser says the network is gone: say so at once, while the player only reads too (#58),
      // not at the next failed poll (30 s while the socket was up) or the next move.
      offline: () => store.set({ offline: true }),
    });
    // Opened without a network: the notice from the start (a read that gets through clears it).
    if (!deps.page.online()) store.set({ offline: true });
    openSocket();
    void read().then((answered) => {
      // Only a read that answered says whether the game exists (#45).
      if (answered) {
        known = store.version >= 0;
        if (!known) socket?.close('no such game');
      }
      schedule();
    });
  }

  function stop(): void {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(windowTimer);
    socket?.stop('page left');
    unlisten?.();
  }

  function openSocket(): void {
    socket?.stop('token changed');
    socket = deps.openSocket(gameId, ownToken, {
      // Our own payload, as GET would give it: no request. (Its ETag is not sent: the next read fetches once.)
      state: (next) => accept(next, null),
      // A frame says only that something changed, and its revision: read our own payload (one
      // cheap request), except for the frame of our own command, whose answer we already show.
      changed: (revision) => {
        if (revision !== undefined && !ownFrames.frame(revision)) return;
        void read();
      },
      open: () => schedule(),
      wanted: () => !stopped && !store.settled && known !== false,
    });
    socket.connect();
  }

  const schedule = (): void => {
    clearTimeout(timer);
    const { page } = deps;
    if (stopped || store.settled || page.pollingOff() || !page.visible()) return;
    timer = setTimeout(
      async () => {
        await read();
        schedule();
      },
      socket?.isOpen ? POLL_LIVE_MS : POLL_MS,
    );
  };

  /**
   * A payload for the store. `copiedAt`: the payload is the device's copy, given by the server
   * then (else it is fresh, and kept as the seat's copy). `stepBack`: see GameStore.take.
   */
  function accept(next: GamePayload, nextEtag: string | null, copiedAt?: number, stepBack = false): void {
    const at = copiedAt ?? deps.now();
    if (!store.take(next, at, stepBack)) return;
    etag = nextEtag;
    if (next.seat !== null && ownToken) {
      ownSeat = next.seat;
      if (copiedAt === undefined) void deps.device((d) => d.keepCopy(next, at), undefined);
      if (!queueLoaded) {
        queueLoaded = true;
        void loadQueued();
      }
    }
    watchWindow(next.pending?.until);
  }

  /** The take-back window's end: the server publishes the move then; read once, in case no frame says so. */
  function watchWindow(until: number | undefined): void {
    if (until === windowUntil) return;
    windowUntil = until;
    clearTimeout(windowTimer);
    if (until === undefined) return;
    windowTimer = setTimeout(
      () => {
        etag = null;
        void read();
      },
      Math.max(0, until - deps.now()) + WINDOW_GRACE_MS,
    );
  }

  /** The seat's queued move kept on the device (a page reloaded offline shows it again). */
  async function loadQueued(): Promise<void> {
    const seat = ownSeat;
    if (seat === null || store.state.queued) return;
    const move = await deps.device((d) => d.readQueued(gameId, seat), undefined);
    if (move && !store.state.queued) store.set({ queued: move });
  }

  /** No server: show this seat's copy kept on the device, once, when nothing is shown yet. */
  async function showCopy(): Promise<void> {
    if (copyTried || store.version >= 0 || !ownToken || ownSeat === null) return;
    copyTried = true;
    const seat = ownSeat;
    const copy = await deps.device((d) => d.readCopy(gameId, seat), undefined);
    if (copy && store.version < 0) accept(copy.payload, null, copy.savedAt);
  }

  /** Reads the game (conditionally), then sends a queued move if the server answered. */
  /** False when it only asked the read in flight to run again (nothing was read yet). */
  const read = async (): Promise<boolean> => {
    if (inFlight) {
      readAgain = true;
      return false;
    }
    inFlight = true;
    readAgain = false;
    try {
      const got = await deps.api.fetchGame(gameId, ownToken, etag);
      store.set({ offline: false });
      if (got.changed) accept(got.payload, got.etag);
      else store.set({ savedAt: deps.now() });
    } catch (err) {
      if (!(err instanceof ApiFailure) || err.code === 'network' || err.status >= 500) {
        // The copy first, so the page does not flash "no copy" while it is read.
        await showCopy();
        store.set({ offline: true });
      } else if (ownToken && (err.code === 'unauthorized' || err.code === 'not_your_seat')) {
        refused(ownToken);
      } else {
        store.set({ fatal: err });
      }
    } finally {
      inFlight = false;
    }
    if (readAgain) return read();
    // Back online with a move queued: send it now, at the version it was chosen at.
    if (!store.state.offline && store.state.queued) await flush();
    return true;
  };

  /** The server refused our seat token: forget it, and watch (a new socket, a new read). */
  function refused(token: string): void {
    // Which seat it was, so the page can say why when the table gave that seat away (#45 item 4).
    store.set({ refusedSeat: heldSeats(gameId).find((h) => h.token === token)?.seat ?? null, tokenRefused: true });
    forgetToken(gameId, token);
    ownToken = null;
    etag = null;
    readAgain = true;
    if (!stopped) openSocket();
  }

  /** Sends the queued move once, and says what became of it. */
  async function flush(): Promise<void> {
    const seat = ownSeat;
    const token = ownToken;
    if (!token || seat === null) return;
    const sent = await deps.device((d) => d.sendQueued(gameId, seat, (v, a) => deps.api.postAction(gameId, token, v, a)), null);
    if (!sent || sent.kind === 'kept') return;
    store.set({ queued: null });
    if (sent.kind === 'applied') {
      ownFrames.answered(sent.payload.revision);
      accept(sent.payload, sent.etag);
      store.set({ notice: { kind: 'info', text: t.offline.sent } });
      return;
    }
    // Not sent: the page shows the game as it is now, and the choice again.
    const text = sent.kind === 'moved-on' ? t.offline.movedOn : t.offline.refused(errorText(sent.failure));
    store.set({ notice: { kind: 'error', text } });
    etag = null;
    await read();
  }

  /** Keeps a move made while the server cannot be reached; false when this device cannot keep it. */
  async function enqueue(action: { type: string }): Promise<boolean> {
    const seat = ownSeat;
    if (seat === null) return false;
    const move: QueuedMove = { version: store.version, action, queuedAt: deps.now() };
    const kept = await deps.device((d) => d.queueMove(gameId, seat, move).then(() => true), false);
    if (!kept) return false;
    store.set({ queued: move, offline: true });
    return true;
  }

  /** Drops the queued move (the player changed their mind); the choice is open again. */
  const cancelQueued = (): void => {
    const seat = ownSeat;
    store.set({ queued: null });
    if (seat !== null) void deps.device((d) => d.cancelQueued(gameId, seat), undefined);
  };

  /** Whether this seat may send a command now (none on its way, a payload shown). */
  function ready(): string | null {
    return ownToken && !store.state.pending && store.version >= 0 ? ownToken : null;
  }

  function send(token: string, command: SocketCommand) {
    return sendCommand(socket, deps.api, gameId, token, command);
  }

  /** Plays an action: over the socket or HTTP, or into the queue when offline. */
  const act = async (action: { type: string }): Promise<void> => {
    const token = ready();
    if (!token || store.state.queued) return;
    store.set({ notice: null });
    // Known to be offline: keep the move for later instead of failing it.
    if ((store.state.offline || !deps.page.online()) && (await enqueue(action))) return;
    store.set({ pending: true });
    try {
      const done = await send(token, { type: 'act', version: store.version, action });
      ownFrames.answered(done.payload.revision);
      accept(done.payload, done.etag);
    } catch (err) {
      const failure = failureOf(err);
      if (failure.code === 'stale_version') await actAgain(token, action);
      else if (failure.code === 'network' && (await enqueue(action))) {
        // The connection dropped on the way: queued, sent again at this version when it is back
        // (should it have arrived after all, the server answers that resend as a retry).
      } else {
        store.set({ notice: { kind: 'error', text: errorText(failure) } });
        if (failure.code === 'not_active') await read();
      }
    } finally {
      store.set({ pending: false });
    }
  };

  /**
   * The version was stale: often another seat answered a simultaneous choice a moment earlier.
   * When the very action confirmed is still legal in the fresh position, send it once more by itself.
   */
  async function actAgain(token: string, action: { type: string }): Promise<void> {
    etag = null;
    const fresh = await deps.api.fetchGame(gameId, token, null).catch(() => null);
    if (fresh?.changed) {
      accept(fresh.payload, fresh.etag);
      const same = JSON.stringify(action);
      if (fresh.payload.status === 'active' && fresh.payload.actions.some((a) => JSON.stringify(a) === same)) {
        try {
          const again = await deps.api.postAction(gameId, token, fresh.payload.version, action);
          accept(again.payload, again.etag);
          return;
        } catch {
          // fall through: ask again
        }
      }
    }
    store.set({ notice: { kind: 'info', text: t.game.movedOn } });
    await read();
  }

  /** Takes back this seat's last action (offered while the payload says canUndo). */
  const takeBack = (): Promise<void> => {
    // A take-back inside the window changes nothing anyone else sees: no frame of ours to skip.
    const inWindow = store.state.payload?.pending !== undefined;
    return command('undo', (done) => {
      if (!inWindow) ownFrames.answered(done.payload.revision);
      accept(done.payload, done.etag, undefined, inWindow);
      store.set({ notice: { kind: 'info', text: inWindow ? t.game.windowTakenBack : t.game.tookBack } });
    });
  };

  /** "Send now": ends the take-back window of this seat's pending moves (payload.pending). */
  const publish = (): Promise<void> =>
    command('publish', (done) => {
      ownFrames.answered(done.payload.revision);
      accept(done.payload, done.etag);
    });

  /** An undo or publish: on a refusal, its words and a fresh read. */
  async function command(type: 'undo' | 'publish', answered: (done: { payload: GamePayload; etag: string | null }) => void): Promise<void> {
    const token = ready();
    if (!token) return;
    store.set({ pending: true, notice: null });
    try {
      answered(await send(token, { type, version: store.version }));
    } catch (err) {
      store.set({ notice: { kind: 'error', text: errorText(failureOf(err)) } });
      etag = null;
      await read();
    } finally {
      store.set({ pending: false });
    }
  }

  return { store, start, stop, read, act, takeBack, publish, cancelQueued };
}

export type GameConnection = ReturnType<typeof connectGame>;
