/** Issue 29.2: one seat per player of the old game in its rematch, however many times each asks at once. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { requestConfig } from '@worker/store/notify-config';
import { createDb } from '@worker/store/db';
import { joinPlan, loadGame } from '@worker/store/games';
import { hashToken } from '@worker/store/ids';
import { execute } from '@worker/store/plan';
import { rematchPlan } from '@worker/table/table';
import { call, expectError, playRandomly, startGame } from './client';

describe('rematch races (issue 29.2)', () => {
  it('10 concurrent rematch joins of each old seat (the offer racing too) give exactly one seat per old player', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    await playRandomly(gameId, tokens, 'rematch-races');
    const asks = tokens.flatMap((token, seat) => Array.from({ length: 10 }, () => ({ seat, token })));
    const answers = await Promise.all(asks.map(({ token }) => call('POST', `/api/games/${gameId}/rematch`, undefined, token)));
    for (const a of answers) expect(a.status).toBe(201);
    const rematchId = answers[0]!.json.gameId as string;
    expect(new Set(answers.map((a) => a.json.gameId))).toEqual(new Set([rematchId]));
    // Each old seat got one seat, the same in all its ten answers, with a token that opens it.
    const seatOf = new Map<number, Set<number>>();
    for (const [i, a] of answers.entries()) seatOf.set(asks[i]!.seat, (seatOf.get(asks[i]!.seat) ?? new Set()).add(a.json.seat));
    for (const old of [0, 1, 2]) expect(seatOf.get(old)!.size).toBe(1);
    expect(new Set([0, 1, 2].map((old) => [...seatOf.get(old)!][0]))).toEqual(new Set([0, 1, 2]));
    const rows = await env.DB.prepare('select seat, rematch_from from seats where game_id = ? order by seat')
      .bind(rematchId)
      .all<{ seat: number; rematch_from: number }>();
    expect(rows.results.map((r) => r.rematch_from).sort()).toEqual([0, 1, 2]);
    const game = (await call('GET', `/api/games/${rematchId}`)).json;
    expect(game.status).toBe('active');
    for (const [i, a] of answers.entries())
      if (i % 10 === 0) expect((await call('GET', `/api/games/${rematchId}`, undefined, a.json.token)).json.seat).toBe(a.json.seat);
  });

  it('holds the seats of a rematch for the old players for a day: a stranger with the link waits', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    await playRandomly(gameId, tokens, 'rematch-hold');
    const offer = await call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[0]);
    expect(offer.status).toBe(201);
    const code = (await call('GET', `/api/games/${offer.json.gameId}`, undefined, offer.json.token)).json.joinCode as string;
    await expectError(call('POST', `/api/join/${code}`, { name: 'Mallory' }), 409, 'seats_held');
    // An old player still gets its seat; a day later a stranger may take the one left.
    expect((await call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[1])).status).toBe(201);
    await env.DB.prepare('update games set created_at = created_at - 86400001 where id = ?').bind(offer.json.gameId).run();
    expect((await call('POST', `/api/join/${code}`, { name: 'Mallory' })).status).toBe(201);
  });

  it('two offers planned on one read: the second loses the link, closes the game it made and takes a seat of the first (issue #44)', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    await playRandomly(gameId, tokens, 'rematch-lost-link');
    const db = createDb(env.DB);
    const config = requestConfig(env, 'http://localhost/');
    const now = Date.now();
    const join = async (_id: string, code: string, body: Parameters<typeof joinPlan>[3], at: number, as: { rematchFrom: number; playerId: string | null }) =>
      execute(db, await joinPlan(db, config, code, body, at, as));
    const offer = async (seat: number) => rematchPlan(db, config, await loadGame(db, gameId, await hashToken(tokens[seat]!)), now, join);
    // Both read the finished game before either wrote: neither sees a rematch linked.
    const [first, second] = [await offer(0), await offer(1)];
    const won = await execute(db, first);
    expect(won.linked).toBeGreaterThan(0);
    const lost = await execute(db, second);
    expect(lost.gameId).toBe(won.gameId);
    expect(lost.linked).toBeUndefined();
    expect(lost.seat).not.toBe(won.seat);
    const made = await env.DB.prepare('select id, status from games where rematch_of = ? order by id').bind(gameId).all<{ id: string; status: string }>();
    expect(made.results).toHaveLength(2);
    expect(made.results.find((g) => g.id !== won.gameId)?.status).toBe('aborted');
    const linked = await env.DB.prepare('select rematch_id from games where id = ?').bind(gameId).first<{ rematch_id: string }>();
    expect(linked?.rematch_id).toBe(won.gameId);
    const rows = await env.DB.prepare('select rematch_from from seats where game_id = ? order by seat').bind(won.gameId).all<{ rematch_from: number }>();
    expect(rows.results.map((r) => r.rematch_from)).toEqual([0, 1]);
  });
});
