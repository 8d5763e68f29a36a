/** Plays random legal actions through the HTTP contract until the game ends, bots answering for their seats (resign, absent votes). */
import { expect } from 'vitest';
import { createRng, pick } from '@engine/core/prng';
import type { GamePayload } from '@schema/api';
import { call } from './client';

export async function playToEnd(gameId: string, tokens: (string | undefined)[], seed: string, maxActions = 5000): Promise<GamePayload> {
  const rng = createRng(seed);
  for (let n = 0; n <= maxActions; n++) {
    const game = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    if (game.status !== 'active') return game;
    const seat = pick(rng, game.active);
    const token = tokens[seat];
    if (!token) throw new Error(`seat ${seat} is to act but the test holds no token for it`);
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;
    const posted = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: pick(rng, mine.actions) }, token);
    expect(posted.status).toBe(200);
  }
  throw new Error('game did not end');
}
