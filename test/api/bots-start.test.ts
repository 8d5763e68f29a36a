/**
 * A game with bot seats that waits for people: when the last person joins, the bots who move
 * before any person play within that join, and their moves are in the record like every other
 * (a join that wrote the state after them but not their rows left a record that no longer
 * replayed: session 40). The seed is chosen so that a bot moves first (x-dev-seed, local only).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getRuleset } from '@engine/index';
import { replay } from '@engine/core/replay';
import type { CreatedGame, GamePayload, JoinedGame } from '@schema/api';
import { call } from './client';

/** The game's action rows as its record will hold them (the record itself is a finished game's). */
async function rows(gameId: string) {
  const found = await env.DB.prepare('select seq, seat, action from actions where game_id = ? order by seq')
    .bind(gameId)
    .all<{ seq: number; seat: number; action: string }>();
  return found.results.map((r) => ({ seq: r.seq, seat: r.seat, action: JSON.parse(r.action) as unknown }));
}

describe('bots that move first', () => {
  it('play within the join that starts the game, and their moves are in the record', async () => {
    // Stonerush for four with this seed: seat 2 moves first, a bot here.
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 4, name: 'Ann', bots: 2, botLevel: 'good' }, undefined, {
      'x-dev-seed': 'bots-first-2',
    });
    expect(created.status).toBe(201);
    const { gameId, token, joinCode } = created.json as CreatedGame;
    const joined = await call('POST', `/api/join/${joinCode}`, { name: 'Bob' });
    expect(joined.status).toBe(201);
    const bob = (joined.json as JoinedGame).token;
    const game = (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;
    expect(game.status).toBe('active');
    // Both bots (seats 2 and 3) played before the first person was waited for.
    expect(game.active.every((s) => s === 0 || s === 1)).toBe(true);
    const first = await rows(gameId);
    expect(first.length).toBeGreaterThan(0);
    expect(first.map((r) => r.seq)).toEqual(first.map((_, i) => i + 1));
    expect(game.version).toBe(first.length);
    expect(first.every((a) => a.seat === 2 || a.seat === 3)).toBe(true);
    // A person's move then goes on from there, and the record replays to the same position.
    const seat = game.active[0]!;
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, seat === 0 ? token : bob)).json as GamePayload;
    const moved = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, seat === 0 ? token : bob);
    expect(moved.status).toBe(200);
    const ruleset = getRuleset('stonerush')!;
    const again = replay(ruleset, { seed: 'bots-first-2', players: 4, options: {}, actions: await rows(gameId) });
    expect(again.ok, again.ok ? '' : again.message).toBe(true);
    const now = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    if (again.ok) expect(again.status.active).toEqual(now.active);
  });
});
