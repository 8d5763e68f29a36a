/**
 * What a move costs the game's writer (docs/performance.md, "The one writer's move"): with seats'
 * sockets listening, a move is one D1 round trip, its pages' frames included (every seat's
 * address is read in the move's own batch), and those frames are still exactly each seat's GET;
 * the mover's socket is answered before the other pages' frames are built.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createRng, pick } from '@engine/core/prng';
import type { GamePayload } from '@schema/api';
import { liveObject } from '@worker/live/announce';
import { unchangedLeftOut } from '@worker/store/move-store';
import type { GameRow } from '@db/schema';
import { call, confirmAddresses } from './client';
import { connect, stateAt, until } from './sockets';
import { countD1, heldBy } from './inside-writer';

const get = async (gameId: string, token: string | null) => (await call('GET', `/api/games/${gameId}`, undefined, token ?? undefined)).json as GamePayload;

/** A Stonerush game of three: Ann with a confirmed address, Bob with one not confirmed, Cat with none. */
async function gameWithAddresses() {
  await confirmAddresses('ann@speed.example');
  const created = (await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', email: 'ann@speed.example' })).json as {
    gameId: string;
    joinCode: string;
    token: string;
  };
  const bob = (await call('POST', `/api/join/${created.joinCode}`, { name: 'Bob', email: 'bob@speed.example' })).json as { token: string };
  const cat = (await call('POST', `/api/join/${created.joinCode}`, { name: 'Cat' })).json as { token: string };
  return { gameId: created.gameId, tokens: [created.token, bob.token, cat.token] };
}

describe("the game's writer, per move", () => {
  it("with every seat's socket listening, a move is one D1 round trip, frames included, and each frame is its seat's GET", async () => {
    const { gameId, tokens } = await gameWithAddresses();
    const _writer = liveObject(env, gameId);
    const pages = await Promise.all([...tokens.map((t) => connect(gameId, t)), connect(gameId, null)]);
    let game = await get(gameId, null);
    for (const page of pages) await stateAt(page, game.revision);
    const rng = createRng('writer-speed');
    for (let n = 0; n < 8 && game.status === 'active'; n++) {
      const seat = pick(rng, game.active);
      const mine = await get(gameId, tokens[seat]!);
      const action = pick(rng, mine.actions);
      await countD1(gameId, true);
      // Half the moves over HTTP, half over the mover's socket: the same writer, the same cost.
      if (n % 2 === 0) {
        expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action }, tokens[seat])).status).toBe(200);
      } else {
        pages[seat]!.ws.send(JSON.stringify({ type: 'act', id: `m${n}`, version: mine.version, action }));
        await until(() => pages[seat]!.frames.find((f) => f.type === 'ack' && f.id === `m${n}`), 'the ack');
      }
      const revision = mine.revision + 1;
      const frames = await Promise.all(pages.map((page) => stateAt(page, revision)));
      const counted = await countD1(gameId, false);
      expect(counted?.queries).toBe(1);
      game = await get(gameId, null);
      expect(game.revision).toBe(revision);
      for (const [i, page] of pages.entries()) expect(frames[i]!.payload).toEqual(await get(gameId, page.token));
      // The addresses read in the move's batch are each seat's own, as its GET gives them.
      expect(frames[0]!.payload.email).toEqual({ address: 'ann@speed.example', confirmed: true });
      expect(frames[1]!.payload.email).toEqual({ address: 'bob@speed.example', confirmed: false });
      expect(frames[2]!.payload.email).toBeUndefined();
    }
    for (const page of pages) page.ws.close(1000);
  });

  it("answers the mover's socket before it sends that change's frames", async () => {
    const { gameId, tokens } = await gameWithAddresses();
    const pages = await Promise.all(tokens.map((t) => connect(gameId, t)));
    let game = await get(gameId, null);
    for (const page of pages) await stateAt(page, game.revision);
    for (let n = 0; n < 4 && game.status === 'active'; n++) {
      const seat = game.active[0]!;
      const mine = await get(gameId, tokens[seat]!);
      const page = pages[seat]!;
      page.ws.send(JSON.stringify({ type: 'act', id: `a${n}`, version: mine.version, action: mine.actions[0] }));
      await stateAt(page, mine.revision + 1);
      const ack = page.frames.findIndex((f) => f.type === 'ack' && f.id === `a${n}`);
      const frame = page.frames.findIndex((f) => f.type === 'state' && f.payload.revision === mine.revision + 1);
      expect(ack).toBeGreaterThanOrEqual(0);
      expect(ack).toBeLessThan(frame);
      game = await get(gameId, null);
    }
    for (const page of pages) page.ws.close(1000);
  });

  it("leaves out of a commit's UPDATE only plain columns equal to the row as read, never JSON or unguarded ones", async () => {
    const { gameId } = await gameWithAddresses();
    const game = (await heldBy(gameId))!.row;
    expect(game.status).toBe('active');
    const out = unchangedLeftOut(game, {
      status: 'active',
      finishedAt: null,
      result: null,
      nextCheckAt: (game.nextCheckAt ?? 0) + 1,
      updatedAt: game.updatedAt,
      state: game.state,
      seats: game.seats,
      chatLast: game.chatLast,
      version: game.version + 1,
    } satisfies Partial<GameRow>);
    expect(out).toEqual({ nextCheckAt: (game.nextCheckAt ?? 0) + 1, state: game.state, seats: game.seats, chatLast: game.chatLast, version: game.version + 1 });
    // A change of status (the game ends) is written, with its end time.
    expect(unchangedLeftOut(game, { status: 'finished', finishedAt: 5 })).toEqual({ status: 'finished', finishedAt: 5 });
  });
});
