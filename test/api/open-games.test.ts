/** Open games (contract "Open games"): listed while seats are left, keyset-paginated, closed after a week. */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CreatedGame, OpenGameEntry, OpenPage } from '@schema/api';
import worker from '@worker/index';
import { OPEN_GAME_TTL_MS, openQuery } from '@worker/archive/archive';
import { createDb } from '@worker/store/db';
import { runScheduled } from '@worker/cron/scheduled';
import { call, confirmAddresses, expectError } from './client';

const DAY = 24 * 3_600_000;

async function openGame(ruleset: string, players: number, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/games', { ruleset, players, name: 'Hostess', open: true, ...extra });
  expect(res.status).toBe(201);
  return res.json as CreatedGame;
}

async function all(query = ''): Promise<OpenGameEntry[]> {
  const out: OpenGameEntry[] = [];
  let cursor: string | null = null;
  do {
    const page = (await call('GET', `/api/open?limit=2${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json as OpenPage;
    out.push(...page.games);
    cursor = page.next;
  } while (cursor);
  return out;
}

describe('open games', () => {
  it('lists open games newest first with host, seats left, options and join code, until they fill', async () => {
    const closed = (await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Private' })).json as CreatedGame;
    const a = await openGame('stonerush', 3);
    const b = await openGame('raiding-stonehenge', 4, { options: { hiddenStash: true } });
    const c = await openGame('stonerush', 4);
    const listed = await all();
    const ids = listed.map((g) => g.gameId);
    expect(ids).not.toContain(closed.gameId);
    expect(new Set(ids).size).toBe(ids.length); // pages never repeat a game
    expect(ids.indexOf(c.gameId)).toBeLessThan(ids.indexOf(b.gameId));
    expect(ids.indexOf(b.gameId)).toBeLessThan(ids.indexOf(a.gameId));
    const entry = listed.find((g) => g.gameId === b.gameId)!;
    expect(entry).toMatchObject({ ruleset: 'raiding-stonehenge', host: 'Hostess', players: 4, seatsLeft: 3, joinCode: b.joinCode });
    expect(entry.options).toMatchObject({ hiddenStash: true });
    expect(Date.parse(entry.expiresAt) - Date.parse(entry.createdAt)).toBe(OPEN_GAME_TTL_MS);
    // the ruleset filter
    expect((await all('&ruleset=raiding-stonehenge')).map((g) => g.gameId)).toContain(b.gameId);
    expect((await all('&ruleset=raiding-stonehenge')).every((g) => g.ruleset === 'raiding-stonehenge')).toBe(true);
    // joining from the list is the usual join (one seat per client: open-seats.test.ts); a full game leaves the list
    await call('POST', `/api/join/${a.joinCode}`, { name: 'Bob' }, undefined, { 'cf-connecting-ip': '10.6.0.1' });
    expect((await all()).find((g) => g.gameId === a.gameId)?.seatsLeft).toBe(1);
    await call('POST', `/api/join/${a.joinCode}`, { name: 'Cy' }, undefined, { 'cf-connecting-ip': '10.6.0.2' });
    expect((await all()).map((g) => g.gameId)).not.toContain(a.gameId);
    await expectError(call('GET', '/api/open?cursor=nonsense'), 400, 'invalid_body');
    await expectError(call('GET', '/api/open?limit=0'), 400, 'invalid_body');
  });

  it('reads the open list from its index, never a scan of all games', async () => {
    const db = createDb(env.DB);
    for (const q of [openQuery(db, { limit: 20 }), openQuery(db, { limit: 20, ruleset: 'stonerush' })]) {
      const { sql, params } = q.toSQL();
      const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const plan = rows.results.map((r) => r.detail).join(' | ');
      expect(plan).toMatch(/USING (COVERING )?INDEX games_open/);
      expect(plan).not.toMatch(/SCAN games(?! USING)/);
    }
  });

  it('closes an open game nobody filled within a week, once, and mails its seats that it was closed', async () => {
    await confirmAddresses('host@open.example', 'bob@open.example');
    const game = await openGame('stonerush', 3, { email: 'host@open.example' });
    await call('POST', `/api/join/${game.joinCode}`, { name: 'Bob', email: 'bob@open.example' });
    const db = createDb(env.DB);
    // six days: still open
    await runScheduled(db, null, Date.now() + 6 * DAY);
    expect((await call('GET', `/api/games/${game.gameId}`)).json.status).toBe('waiting');
    // eight days, four overlapping runs: closed once, one mail per seat with an address
    await Promise.all([1, 2, 3, 4].map(() => runScheduled(db, null, Date.now() + 8 * DAY)));
    expect((await call('GET', `/api/games/${game.gameId}`)).json.status).toBe('aborted');
    const mails = await env.DB.prepare("select recipient, kind from email_outbox where game_id = ? and kind = 'expired' order by recipient")
      .bind(game.gameId)
      .all();
    expect(mails.results).toEqual([
      { recipient: 'bob@open.example', kind: 'expired' },
      { recipient: 'host@open.example', kind: 'expired' },
    ]);
    expect((await all()).map((g) => g.gameId)).not.toContain(game.gameId);
    await expectError(call('POST', `/api/join/${game.joinCode}`, { name: 'Late' }), 409, 'game_closed');
    // the mail says so, in words, with no seat link
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now() + 8 * DAY, cron: '*/15 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const outbox = (await call('GET', '/api/dev/outbox')).json.emails as { to: string; subject: string; text: string }[];
    const sent = outbox.find((m) => m.to === 'host@open.example' && m.subject.includes('closed'));
    expect(sent?.text).toContain('within a week');
    expect(sent?.text).not.toContain(`/g/${game.gameId}#t=`);
  });
});
