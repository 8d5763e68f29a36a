/**
 * The game's live-updates socket, the page's second transport beside HTTP (../game-api.ts): it
 * connects, says hello with the seat token, reconnects by itself with a growing delay, hands
 * the page its own payload (`state` frames) and "something changed" (`changed`, and any frame it
 * does not know), and carries this seat's commands, answered `ack` or `refused`. It keeps no game
 * state: the connection (./connection.ts) feeds the page's store.
 */
import type { GamePayload } from '@schema/api';
import type { ServerFrame } from '@schema/wire';
import type { SocketCommand } from '@schema/commands';
import { ApiFailure } from '../../api';
import { loadErrorWords } from '../../i18n';

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
/** How long an answer on the socket may take before the page sends the command over HTTP instead (a safe retry). */
const ANSWER_MS = 8000;

/** `?live=off`: no socket, as behind a proxy that blocks WebSockets (polling alone; for tests). */
export const liveOff = () => new URLSearchParams(location.search).get('live') === 'off';

/** The HTTP status the routes give each refusal code (the page only reads the code). */
const STATUS_OF: Record<string, number> = {
  unauthorized: 401,
  not_your_seat: 403,
  unknown_game: 404,
  stale_version: 409,
  not_active: 409,
  cannot_undo: 409,
  illegal_action: 422,
  rate_limited: 429,
};

export interface SocketEvents {
  /** Our own payload, as GET would give it. */
  state(payload: GamePayload): void;
  /** Something changed (the frame's revision, when it says one): the store fetches, unless it is its own. */
  changed(revision: number | undefined): void;
  /** The socket opened (greeted) or closed. */
  open(open: boolean): void;
  /** Whether to (re)connect at all: not for a settled or an unknown game. */
  wanted(): boolean;
}

export class GameSocket {
  private ws: WebSocket | null = null;
  private greeted = false;
  private stopped = false;
  private retry: number | undefined;
  private delay = RECONNECT_MIN_MS;
  private nextId = 0;
  private readonly waiting = new Map<string, { resolve: (payload: GamePayload) => void; reject: (failure: ApiFailure) => void }>();

  constructor(
    private readonly gameId: string,
    private readonly token: string | null,
    private readonly events: SocketEvents,
  ) {}

  get isOpen(): boolean {
    return this.greeted;
  }

  connect(): void {
    if (this.stopped || !this.events.wanted() || liveOff() || typeof WebSocket === 'undefined') return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/games/${encodeURIComponent(this.gameId)}/updates`;
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      this.delay = RECONNECT_MIN_MS;
      document.body.dataset.live = 'open';
      // Hello: from now on this socket brings our own payload, and takes our commands.
      ws.send(JSON.stringify(this.token ? { type: 'hello', token: this.token } : { type: 'hello' }));
      this.greeted = true;
      this.events.open(true);
    };
    ws.onmessage = (event) => this.frame(event.data);
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.greeted = false;
      // Answers the socket still owed are sent again over HTTP by their callers.
      for (const waiter of this.waiting.values()) waiter.reject(new ApiFailure(0, 'socket_closed', 'The live connection closed.'));
      this.waiting.clear();
      document.body.dataset.live = 'closed';
      if (this.stopped || !this.events.wanted()) return;
      this.events.open(false);
      this.retry = window.setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(RECONNECT_MAX_MS, this.delay * 2);
    };
  }

  /** Closes for good (the page left, or the game does not exist). */
  stop(reason: string): void {
    this.stopped = true;
    window.clearTimeout(this.retry);
    this.ws?.close(1000, reason);
  }

  /** Closes without stopping: a game found not to exist never reconnects (`wanted` says so). */
  close(reason: string): void {
    this.ws?.close(1000, reason);
  }

  /**
   * Sends a command on the greeted socket and waits for its answer; null when there is no socket
   * or it closed or stayed silent (the caller then uses HTTP: the same version and command is a
   * safe retry, never applied twice). A refusal is thrown as the HTTP route's would be.
   */
  async request(command: SocketCommand): Promise<GamePayload | null> {
    const ws = this.ws;
    if (!ws || !this.greeted || ws.readyState !== WebSocket.OPEN) return null;
    const id = `p${++this.nextId}`;
    const answer = new Promise<GamePayload>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    const silent = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), ANSWER_MS));
    ws.send(JSON.stringify({ ...command, id }));
    try {
      return await Promise.race([answer, silent]);
    } catch (err) {
      if (err instanceof ApiFailure && err.code === 'socket_closed') return null;
      throw err;
    } finally {
      this.waiting.delete(id);
    }
  }

  private frame(data: unknown): void {
    let frame: ServerFrame | null = null;
    try {
      frame = JSON.parse(String(data)) as ServerFrame;
    } catch {
      // not a frame we know: fetch, as for any change
    }
    if (frame?.type === 'state') {
      this.events.state(frame.payload);
      return;
    }
    if (frame?.type === 'ack' || (frame?.type === 'refused' && frame.id !== undefined)) {
      const waiter = this.waiting.get(frame.id ?? '');
      if (!waiter) return;
      this.waiting.delete(frame.id ?? '');
      if (frame.type === 'ack') waiter.resolve(frame.payload);
      else {
        const refused = new ApiFailure(STATUS_OF[frame.error.code] ?? 400, frame.error.code, frame.error.message);
        void loadErrorWords().then(() => waiter.reject(refused));
      }
      return;
    }
    if (frame?.type === 'refused') return; // a hello with a token the game does not take: the poll says so
    this.events.changed(frame?.type === 'changed' ? frame.revision : undefined);
  }
}
