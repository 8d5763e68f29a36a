/** Issue 29.5: one seat per client in a stranger's open game; the host's invite link is not limited. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CreatedGame, GamePayload } from '@schema/api';
import { requestConfig } from '@worker/store/notify-config';
import { createDb } from '@worker/store/db';
import { joinPlan } from '@worker/store/games';
import { execute } from '@worker/store/plan';
import { call, expectError } from './client';

const join = (code: string, name: string, ip: string, invite?: string) =>
  call('POST', `/api/join/${code}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`, { name }, undefined, { 'cf-connecting-ip': ip });

describe('open games: one seat per client (issue 29.5)', () => {
  it('four joins from one client take one seat; the others stay free; the invite link still seats a family', async () => {
    const created = (
      await call('POST', '/api/games', { ruleset: 'stonerush', players: 5, name: 'Hostess', open: true }, undefined, { 'cf-connecting-ip': '10.7.0.1' })
    ).json as CreatedGame;
    const answers = await Promise.all(['Mal', 'Mal2', 'Mal3', 'Mal4'].map((name) => join(created.joinCode, name, '10.7.0.9')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 201)) expect(a.json.error.code).toBe('one_seat_per_client');
    await expectError(join(created.joinCode, 'Mal5', '10.7.0.9'), 409, 'one_seat_per_client');
    // Another client may join; a made-up invite key counts for nothing.
    expect((await join(created.joinCode, 'Ned', '10.7.0.10')).status).toBe(201);
    await expectError(join(created.joinCode, 'Ned2', '10.7.0.10', 'x'.repeat(43)), 409, 'one_seat_per_client');
    // The host's invite link (its key is in the host's own payload only) seats a second person at one address.
    const host = (await call('GET', `/api/games/${created.gameId}`, undefined, created.token)).json as GamePayload;
    expect(host.invite).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(((await call('GET', `/api/games/${created.gameId}`)).json as GamePayload).invite).toBeUndefined();
    expect((await join(created.joinCode, 'Kid', '10.7.0.9', host.invite)).status).toBe(201);
  });

  it('a game that is not open is joined by its link as before, from one client as often as it has seats', async () => {
    const created = (await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' })).json as CreatedGame;
    expect((await join(created.joinCode, 'Bob', '10.8.0.1')).status).toBe(201);
    expect((await join(created.joinCode, 'Cat', '10.8.0.1')).status).toBe(201);
  });
});

describe('open games: the one seat per client is a guard in the join batch (issue #44)', () => {
  it('a seat of the client that appears after the join read the row loses the join its guard, refused one_seat_per_client', async () => {
    const created = (
      await call('POST', '/api/games', { ruleset: 'stonerush', players: 4, name: 'Hostess', open: true }, undefined, { 'cf-connecting-ip': '10.9.0.1' })
    ).json as CreatedGame;
    const db = createDb(env.DB);
    const config = requestConfig(env, 'http://localhost/');
    const before = await env.DB.prepare('select revision, seats from games where id = ?').bind(created.gameId).first<{ revision: number; seats: string }>();
    // The join reads the row and plans its batch; then (a write the row does not show) the client holds seat 3.
    const planned = await joinPlan(db, config, created.joinCode, { name: 'Mal' }, Date.now(), { client: 'client-x' });
    await env.DB.prepare("insert into seats (game_id, seat, name, token_hash, joined_at, client) values (?, 3, 'Early', 'h', 0, 'client-x')")
      .bind(created.gameId)
      .run();
    await expect(execute(db, planned)).rejects.toMatchObject({ code: 'one_seat_per_client' });
    // Nothing of the join was written: the row and its seat list are as read, and Mal holds no seat.
    const after = await env.DB.prepare('select revision, seats from games where id = ?').bind(created.gameId).first<{ revision: number; seats: string }>();
    expect(after).toEqual(before);
    const mal = await env.DB.prepare("select count(*) as n from seats where game_id = ? and name = 'Mal'").bind(created.gameId).first<{ n: number }>();
    expect(mal?.n).toBe(0);
  });
});
