/**
 * The game page's transport (web/src/game/transport/connection.ts) feeding its store, in plain
 * Node: a fake server behind the HTTP routes, the real socket client (transport/socket.ts) on a
 * fake WebSocket, and the real offline queue (web/src/offline/queue.ts) on a Map.
 * Proves: a socket frame and an HTTP answer give the same state; a slow answer never overwrites a
 * newer version; a move queued offline is sent once, at its version, when the network is back,
 * or said to be overtaken ("the game moved on"), or not sent at all once cancelled; the frame of
 * our own move is not fetched; a refused seat token falls back to watching; the polling rhythm.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GamePayload } from '@schema/api';
import { ApiFailure } from '@web/api';
import type { Fetched } from '@web/game/game-api';
import { type ConnectionDeps, POLL_LIVE_MS, POLL_MS, connectGame } from '@web/game/transport/connection';
import { GameSocket } from '@web/game/transport/socket';
import { loadAreas, t } from '@web/i18n';
import * as queue from '@web/offline/queue';

const GAME = 'g1';
const TOKEN = 'tok-seat-0';
const NOW = 5000;

const payload = (version: number, over: Partial<GamePayload> = {}): GamePayload =>
  ({
    gameId: GAME,
    ruleset: 'stonerush',
    seat: 0,
    version,
    revision: version + 100,
    status: 'active',
    actions: [{ type: 'play', card: 'D07' }],
    players: [{ name: 'Anna' }, { name: 'Ben' }],
    ...over,
  }) as GamePayload;

const move = { type: 'play', card: 'D07' };

/** A WebSocket the test opens and speaks through. */
class FakeWebSocket {
  static readonly OPEN = 1;
  static made: FakeWebSocket[] = [];
  /** The `n`th socket the page opened. */
  static nth(n: number): FakeWebSocket {
    const ws = FakeWebSocket.made[n];
    if (!ws) throw new Error(`no socket ${n}`);
    return ws;
  }
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

let storage: Storage;

// The words the game page's chunk loads with it (its notices).
beforeAll(() => loadAreas('game', 'offline', 'errors'));

beforeEach(() => {
  FakeWebSocket.made = [];
  storage = memoryStorage();
  storage.setItem(`stonehenge:seat:${GAME}:0`, TOKEN);
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('location', { search: '', protocol: 'http:', host: 'test' });
  vi.stubGlobal('document', { body: { dataset: {} } });
  vi.stubGlobal('window', {
    localStorage: storage,
    setTimeout: (...a: Parameters<typeof setTimeout>) => setTimeout(...a),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets every pending promise and I/O callback run. */
async function idle() {
  for (let i = 0; i < 30; i++) await new Promise((r) => setImmediate(r));
}

/** The server behind the HTTP routes: its game, whether it answers, and what it was asked. */
function fakeServer(start: GamePayload) {
  const s = {
    game: start,
    down: false,
    /** While set, reads wait for it (and answer the game as it was when asked). */
    gate: null as Promise<void> | null,
    refuse: null as string | null,
    reads: [] as { token: string | null; etag: string | null }[],
    posts: [] as { version: number; action: unknown }[],
  };
  const etagOf = (p: GamePayload) => `W/"${p.revision}"`;
  const api: ConnectionDeps['api'] = {
    async fetchGame(_id, token, etag): Promise<Fetched> {
      s.reads.push({ token, etag });
      const game = s.game;
      if (s.gate) await s.gate;
      if (s.down) throw new ApiFailure(0, 'network', 'unreachable');
      if (token !== null && token === s.refuse) throw new ApiFailure(401, 'unauthorized', 'retired');
      if (etag === etagOf(game)) return { changed: false };
      return { changed: true, payload: game, etag: etagOf(game) };
    },
    async postAction(_id, _token, version, action) {
      s.posts.push({ version, action });
      if (s.down) throw new ApiFailure(0, 'network', 'unreachable');
      if (version !== s.game.version) throw new ApiFailure(409, 'stale_version', 'moved on');
      s.game = payload(version + 1);
      return { payload: s.game, etag: etagOf(s.game) };
    },
    postUndo: () => Promise.reject(new Error('not in these tests')),
    postPublish: () => Promise.reject(new Error('not in these tests')),
  };
  return { s, api };
}

/** The device's offline store on a Map, through the real queue. */
function fakeDevice() {
  const map = new Map<string, unknown>();
  const kv: queue.KeyValue = {
    get: async <T>(k: string) => map.get(k) as T | undefined,
    set: async (k, v) => void map.set(k, structuredClone(v)),
    del: async (k) => void map.delete(k),
    keys: async () => [...map.keys()],
  };
  const device = {
    keepCopy: (p: GamePayload, at: number) => queue.keepCopy(kv, p, at),
    readCopy: (g: string, seat: number) => queue.readCopy(kv, g, seat),
    queueMove: (g: string, seat: number, m: queue.QueuedMove) => queue.queueMove(kv, g, seat, m),
    readQueued: (g: string, seat: number) => queue.readQueued(kv, g, seat),
    cancelQueued: (g: string, seat: number) => queue.cancelQueued(kv, g, seat),
    sendQueued: (g: string, seat: number, send: queue.Send) => queue.sendQueued(kv, g, seat, send),
    forgetSeat: (g: string, seat: number) => queue.forgetSeat(kv, g, seat),
    forgetAll: () => queue.forgetAll(kv),
  };
  const use: ConnectionDeps['device'] = async (work, fallback) => {
    try {
      return await work(device as Parameters<typeof work>[0]);
    } catch {
      return fallback;
    }
  };
  return { kv, use };
}

function connect(server: ReturnType<typeof fakeServer>, opts: { token?: string | null; device?: ReturnType<typeof fakeDevice>; polling?: boolean } = {}) {
  const net = { online: true };
  let on: { visible(shown: boolean): void; online(): void; offline(): void } | null = null;
  const device = opts.device ?? fakeDevice();
  const deps: ConnectionDeps = {
    api: server.api,
    device: device.use,
    openSocket: (gameId, token, events) => new GameSocket(gameId, token, events),
    page: {
      visible: () => true,
      online: () => net.online,
      pollingOff: () => !opts.polling,
      listen(handlers) {
        on = handlers;
        return () => {
          on = null;
        };
      },
    },
    now: () => NOW,
  };
  const live = connectGame(GAME, opts.token === undefined ? TOKEN : opts.token, deps);
  return {
    live,
    net,
    device,
    /** The browser's `offline` event. */
    goOffline: async () => {
      net.online = false;
      on?.offline();
      await idle();
    },
    /** The browser's `online` event. */
    backOnline: async () => {
      net.online = true;
      on?.online();
      await idle();
    },
  };
}

describe('game connection: socket and HTTP feed the same store', () => {
  it('a state frame on the socket and the HTTP answer give the same state', async () => {
    const game = payload(5);
    const overHttp = connect(fakeServer(game));
    overHttp.live.start();
    await idle();

    const slow = fakeServer(game);
    slow.s.gate = new Promise(() => undefined); // the read never answers: only the socket speaks
    const overSocket = connect(slow);
    overSocket.live.start();
    const ws = FakeWebSocket.nth(1);
    ws.open();
    expect(ws.url).toBe(`ws://test/api/games/${GAME}/updates`);
    expect(ws.sent).toEqual([{ type: 'hello', token: TOKEN }]);
    ws.receive({ type: 'state', payload: game });
    await idle();

    expect(overHttp.live.store.state.payload).toEqual(game);
    expect(overSocket.live.store.state).toEqual(overHttp.live.store.state);
    // Both kept the seat's copy on the device, as given at the same moment.
    expect(await overSocket.device.kv.get('copy:g1:0')).toEqual(await overHttp.device.kv.get('copy:g1:0'));
    overHttp.live.stop();
    overSocket.live.stop();
  });

  it('a slow HTTP answer never overwrites the newer version a frame brought', async () => {
    const server = fakeServer(payload(6));
    let release = () => {};
    server.s.gate = new Promise<void>((r) => (release = r));
    const { live } = connect(server);
    live.start();
    await idle();
    expect(server.s.reads).toHaveLength(1); // asked while the game was at version 6
    const ws = FakeWebSocket.nth(0);
    ws.open();
    ws.receive({ type: 'state', payload: payload(7) });
    release();
    server.s.gate = null;
    await idle();
    expect(live.store.state.payload?.version).toBe(7);
    expect(live.store.state.payload?.revision).toBe(107);
    live.stop();
  });

  it('plays over the open socket, and leaves the frame of its own move unfetched but not the next', async () => {
    const server = fakeServer(payload(5));
    const { live } = connect(server);
    live.start();
    await idle();
    const ws = FakeWebSocket.nth(0);
    ws.open();
    const acting = live.act(move);
    await idle();
    expect(ws.sent[1]).toEqual({ type: 'act', version: 5, action: move, id: 'p1' });
    expect(live.store.state.pending).toBe(true);
    ws.receive({ type: 'ack', id: 'p1', payload: payload(6) });
    await acting;
    expect(live.store.state.pending).toBe(false);
    expect(live.store.state.payload?.version).toBe(6);
    expect(server.s.posts).toEqual([]);
    const reads = server.s.reads.length;
    ws.receive({ type: 'changed', revision: 106 }); // our own move's frame
    await idle();
    expect(server.s.reads).toHaveLength(reads);
    ws.receive({ type: 'changed', revision: 106 }); // a chat message at the same revision
    await idle();
    expect(server.s.reads).toHaveLength(reads + 1);
    live.stop();
  });
});

describe('game connection: offline', () => {
  /** A page opened with the server unreachable and a copy of version 5 on the device. */
  async function offlineAtFive() {
    const server = fakeServer(payload(5));
    server.s.down = true;
    const device = fakeDevice();
    await queue.keepCopy(device.kv, payload(5), 1234);
    const page = connect(server, { device });
    page.net.online = false;
    page.live.start();
    await idle();
    return { server, ...page };
  }

  it('shows the device’s copy when the server cannot be reached', async () => {
    const { live } = await offlineAtFive();
    expect(live.store.state.payload).toEqual(payload(5));
    expect(live.store.state.savedAt).toBe(1234);
    expect(live.store.state.offline).toBe(true);
    live.stop();
  });

  it('says offline as soon as the browser does, while the player only reads, and not after a read gets through (#58)', async () => {
    const server = fakeServer(payload(5));
    const page = connect(server);
    page.live.start();
    await idle();
    expect(page.live.store.state.offline).toBe(false);
    server.s.down = true;
    await page.goOffline(); // no move tried, no poll due: the event alone says it
    expect(page.live.store.state.offline).toBe(true);
    expect(page.live.store.state.payload).toEqual(payload(5));
    server.s.down = false;
    await page.backOnline();
    expect(page.live.store.state.offline).toBe(false);
    page.live.stop();

    // A page opened while the browser knows it has no network says so from the start.
    const down = fakeServer(payload(5));
    down.s.gate = new Promise(() => undefined); // the read never answers
    const opened = connect(down);
    opened.net.online = false;
    opened.live.start();
    expect(opened.live.store.state.offline).toBe(true);
    opened.live.stop();
  });

  it('queues a move made offline and sends it once, at its version, when the network is back', async () => {
    const { live, server, device, backOnline } = await offlineAtFive();
    await live.act(move);
    expect(live.store.state.queued).toEqual({ version: 5, action: move, queuedAt: NOW });
    expect(server.s.posts).toEqual([]);

    await backOnline(); // the browser says online, the server still does not answer
    expect(server.s.posts).toEqual([]);
    expect(live.store.state.queued?.version).toBe(5);

    server.s.down = false;
    await backOnline();
    expect(server.s.posts).toEqual([{ version: 5, action: move }]);
    expect(live.store.state.queued).toBeNull();
    expect(live.store.state.offline).toBe(false);
    expect(live.store.state.payload?.version).toBe(6);
    expect(live.store.state.notice).toEqual({ kind: 'info', text: t.offline.sent });
    expect(await device.kv.get('queue:g1:0')).toBeUndefined();

    await backOnline();
    expect(server.s.posts).toHaveLength(1);
    live.stop();
  });

  it('says the game moved on when another seat played meanwhile, and shows the game as it is', async () => {
    const { live, server, backOnline } = await offlineAtFive();
    await live.act(move);
    server.s.game = payload(6);
    server.s.down = false;
    await backOnline();
    expect(server.s.posts).toEqual([{ version: 5, action: move }]);
    expect(live.store.state.queued).toBeNull();
    expect(live.store.state.notice).toEqual({ kind: 'error', text: t.offline.movedOn });
    expect(live.store.state.payload?.version).toBe(6);
    live.stop();
  });

  it('never sends a queued move that was cancelled', async () => {
    const { live, server, device, backOnline } = await offlineAtFive();
    await live.act(move);
    live.cancelQueued();
    await idle();
    expect(live.store.state.queued).toBeNull();
    expect(await device.kv.get('queue:g1:0')).toBeUndefined();
    server.s.down = false;
    await backOnline();
    expect(server.s.posts).toEqual([]);
    live.stop();
  });

  it('shows a move queued by an earlier visit again, and sends it', async () => {
    const server = fakeServer(payload(5));
    const device = fakeDevice();
    await queue.queueMove(device.kv, GAME, 0, { version: 5, action: move, queuedAt: 1 });
    const { live, backOnline } = connect(server, { device });
    live.start();
    await idle();
    expect(live.store.state.queued).toEqual({ version: 5, action: move, queuedAt: 1 });
    await backOnline();
    expect(server.s.posts).toEqual([{ version: 5, action: move }]);
    expect(live.store.state.queued).toBeNull();
    live.stop();
  });
});

describe('game connection: seat token and polling', () => {
  it('forgets a refused seat token and watches instead, on a new socket', async () => {
    const server = fakeServer(payload(5));
    server.s.refuse = TOKEN;
    const { live } = connect(server);
    live.start();
    await idle();
    expect(server.s.reads.map((r) => r.token)).toEqual([TOKEN, null]);
    expect(live.store.state.tokenRefused).toBe(true);
    expect(live.store.state.refusedSeat).toBe(0);
    expect(live.store.state.payload?.version).toBe(5);
    expect(storage.getItem(`stonehenge:seat:${GAME}:0`)).toBeNull();
    expect(FakeWebSocket.made).toHaveLength(2);
    FakeWebSocket.nth(1).open();
    expect(FakeWebSocket.nth(1).sent).toEqual([{ type: 'hello' }]);
    live.stop();
  });

  it('polls every 3 s while the socket is closed, every 30 s while it is open, conditionally', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer(payload(5));
    const { live } = connect(server, { polling: true });
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.s.reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(server.s.reads).toHaveLength(2);
    expect(server.s.reads[1]?.etag).toBe('W/"105"');
    FakeWebSocket.nth(0).open();
    await vi.advanceTimersByTimeAsync(POLL_LIVE_MS - 1);
    expect(server.s.reads).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.s.reads).toHaveLength(3);
    live.stop();
    await vi.advanceTimersByTimeAsync(POLL_LIVE_MS * 2);
    expect(server.s.reads).toHaveLength(3);
  });
});
