/**
 * A seat's offline copy and queued move (web/src/offline/queue.ts): the move is sent at the version
 * it was chosen at and no other, kept while it cannot be delivered, dropped once the server
 * answered, and a game that moved on is said so instead of resent. The store is a Map here.
 * Also: a game read that never gets an answer ends as "no network" (the page then shows its copy).
 */
import { describe, expect, it, vi } from 'vitest';
import type { GamePayload } from '@schema/api';
import { ApiFailure } from '@web/api';
import { GAME_READ_MS, fetchGame } from '@web/game/game-api';
import { type KeyValue, type QueuedMove, type Send, forgetAll, forgetSeat, keepCopy, queueMove, readCopy, readQueued, sendQueued } from '@web/offline/queue';

function mapStore(): KeyValue & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async <T>(k: string) => map.get(k) as T | undefined,
    set: async (k, v) => void map.set(k, structuredClone(v)),
    del: async (k) => void map.delete(k),
    keys: async () => [...map.keys()],
  };
}

const payload = (over: Partial<GamePayload> = {}): GamePayload =>
  ({ gameId: 'g1', ruleset: 'stonerush', seat: 0, version: 7, revision: 9, status: 'active', actions: [], ...over }) as GamePayload;

const move: QueuedMove = { version: 7, action: { type: 'play', card: 'D07' }, queuedAt: 1000 };

/** A fake server: records what was sent and answers as told. */
function server(answer: (version: number) => GamePayload | ApiFailure) {
  const sent: { version: number; action: unknown }[] = [];
  const send: Send = async (version, action) => {
    sent.push({ version, action });
    const a = answer(version);
    if (a instanceof ApiFailure) throw a;
    return { payload: a, etag: null };
  };
  return { sent, send };
}

describe('offline queue', () => {
  it('keeps a seat’s payload per seat, never a spectator’s, and never an older one over a newer', async () => {
    const store = mapStore();
    await keepCopy(store, payload({ revision: 9 }), 100);
    await keepCopy(store, payload({ seat: 1, revision: 4 }), 110);
    await keepCopy(store, payload({ seat: null, revision: 12 }), 120);
    await keepCopy(store, payload({ revision: 8 }), 130); // a slow answer after a newer one
    expect((await readCopy(store, 'g1', 0))?.savedAt).toBe(100);
    expect((await readCopy(store, 'g1', 0))?.payload.revision).toBe(9);
    expect((await readCopy(store, 'g1', 1))?.payload.seat).toBe(1);
    expect([...store.map.keys()].sort()).toEqual(['copy:g1:0', 'copy:g1:1']);
  });

  it('sends the queued move once, at the version it was chosen at, and drops it when applied', async () => {
    const store = mapStore();
    await queueMove(store, 'g1', 0, move);
    const { sent, send } = server((v) => payload({ version: v + 1, revision: 10 }));
    const result = await sendQueued(store, 'g1', 0, send);
    expect(result?.kind).toBe('applied');
    expect(sent).toEqual([{ version: 7, action: { type: 'play', card: 'D07' } }]);
    expect(await readQueued(store, 'g1', 0)).toBeUndefined();
    expect(await sendQueued(store, 'g1', 0, send)).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('keeps the move while it cannot be delivered: no network, a server error, a rate limit', async () => {
    const store = mapStore();
    await queueMove(store, 'g1', 0, move);
    for (const failure of [
      new ApiFailure(0, 'network', 'unreachable'),
      new ApiFailure(503, 'http_503', 'down'),
      new ApiFailure(429, 'rate_limited', 'slow down'),
    ]) {
      const { send } = server(() => failure);
      expect((await sendQueued(store, 'g1', 0, send))?.kind).toBe('kept');
      expect(await readQueued(store, 'g1', 0)).toEqual(move);
    }
  });

  it('drops a move the game moved on from (409 stale_version), never resending it at the new version', async () => {
    const store = mapStore();
    await queueMove(store, 'g1', 0, move);
    const { sent, send } = server(() => new ApiFailure(409, 'stale_version', 'The game has moved on (now at version 8).'));
    const result = await sendQueued(store, 'g1', 0, send);
    expect(result).toEqual({ kind: 'moved-on', move });
    expect(sent.map((s) => s.version)).toEqual([7]);
    expect(await readQueued(store, 'g1', 0)).toBeUndefined();
  });

  it('drops a refused move with the server’s reason (the game ended, an illegal move)', async () => {
    const store = mapStore();
    await queueMove(store, 'g1', 0, move);
    const { send } = server(() => new ApiFailure(409, 'not_active', 'The game is over.'));
    // The failure's code comes along, so the page can say it in the reader's language (errorText).
    expect(await sendQueued(store, 'g1', 0, send)).toEqual({
      kind: 'refused',
      move,
      failure: { status: 409, code: 'not_active', message: 'The game is over.' },
    });
    expect(await readQueued(store, 'g1', 0)).toBeUndefined();
  });

  it('sends a move once when two calls race (one page’s poll and its online event)', async () => {
    const store = mapStore();
    await queueMove(store, 'g1', 0, move);
    const { sent, send } = server((v) => payload({ version: v + 1 }));
    const [a, b] = await Promise.all([sendQueued(store, 'g1', 0, send), sendQueued(store, 'g1', 0, send)]);
    expect([a?.kind, b?.kind].sort()).toEqual(['applied', undefined]);
    expect(sent).toHaveLength(1);
  });

  it('keeps seats apart, and forgets everything of a seat whose token is forgotten', async () => {
    const store = mapStore();
    await keepCopy(store, payload({ seat: 0 }), 1);
    await keepCopy(store, payload({ seat: 1 }), 1);
    await queueMove(store, 'g1', 0, move);
    await queueMove(store, 'g1', 1, { ...move, version: 3 });
    await forgetSeat(store, 'g1', 0);
    expect([...store.map.keys()].sort()).toEqual(['copy:g1:1', 'queue:g1:1']);
    expect((await readQueued(store, 'g1', 1))?.version).toBe(3);
    store.map.set('unrelated', 1);
    await forgetAll(store);
    expect([...store.map.keys()]).toEqual(['unrelated']);
  });
});

describe('a game read on a line that never answers', () => {
  it('gives up after GAME_READ_MS as "no network", so the page shows its copy instead of waiting', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined)); // connected, nothing comes
    try {
      const read = fetchGame('g1', 'token', null);
      const failed = read.then(
        () => null,
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(GAME_READ_MS - 1);
      expect(await Promise.race([failed, Promise.resolve('waiting')])).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      const err = await failed;
      expect(err).toBeInstanceOf(ApiFailure);
      expect((err as ApiFailure).code).toBe('network');
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
