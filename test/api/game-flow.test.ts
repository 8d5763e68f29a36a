import { withNames } from '@worker/archive/record';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getRuleset } from '@engine/index';
import { replay } from '@engine/core/replay';
import type { GamePayload, GameRecord, RulesetInfo } from '@schema/api';
import { call, expectError, playRandomly, startGame } from './client';

describe('rulesets', () => {
  it('lists the rulesets with their pitch and options', async () => {
    const res = await call('GET', '/api/rulesets');
    expect(res.status).toBe(200);
    const list = res.json.rulesets as RulesetInfo[];
    for (const r of list) expect(r.pitch.length, r.id).toBeGreaterThan(40);
    const stonerush = list.find((r) => r.id === 'stonerush');
    expect(stonerush).toMatchObject({ title: 'Stonerush', pitch: expect.stringContaining('druids'), minPlayers: 3, maxPlayers: 5 });
    expect(stonerush?.options).toEqual([expect.objectContaining({ id: 'track', type: 'choice', default: 'outer-ring' })]);
  });
});

describe('create and join', () => {
  it('creates a waiting game, joins by code, and starts it when the last seat is taken', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', email: 'ann@example.com' });
    expect(created.status).toBe(201);
    const { gameId, token, joinCode, urls, seat } = created.json;
    expect(seat).toBe(0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(urls).toEqual({ play: `/g/${gameId}#t=${token}`, join: `/join/${joinCode}` });

    const waiting = await call('GET', `/api/games/${gameId}`, undefined, token);
    expect(waiting.json).toMatchObject({ status: 'waiting', seat: 0, version: 0, active: [], actions: [], joinCode });
    expect(waiting.json.players).toEqual([
      { seat: 0, name: 'Ann', joined: true },
      { seat: 1, name: 'Seat 2', joined: false },
      { seat: 2, name: 'Seat 3', joined: false },
    ]);

    const bob = await call('POST', `/api/join/${joinCode}`, { name: 'Bob' });
    expect(bob.status).toBe(201);
    expect(bob.json).toMatchObject({ gameId, seat: 1, urls: { play: `/g/${gameId}#t=${bob.json.token}` } });
    expect((await call('GET', `/api/games/${gameId}`)).json.status).toBe('waiting');
    const cat = await call('POST', `/api/join/${joinCode}`, { name: 'Cat' });
    expect(cat.json.seat).toBe(2);

    const started = (await call('GET', `/api/games/${gameId}`, undefined, cat.json.token)).json as GamePayload;
    expect(started.status).toBe('active');
    expect(started.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cat']);
    expect(started.active).toHaveLength(1);
    expect(started.joinCode).toBeUndefined();

    await expectError(call('POST', `/api/join/${joinCode}`, { name: 'Dan' }), 409, 'game_full');
    // the token is stored only as a hash
    const stored = await env.DB.prepare('select token_hash from seats where game_id = ?').bind(gameId).all();
    expect(stored.results.map((r) => r.token_hash)).not.toContain(token);
  });

  it('rejects bad creations with a clear 4xx and writes nothing', async () => {
    const before = await env.DB.prepare('select count(*) as n from games').first<number>('n');
    await expectError(call('POST', '/api/games', '{nope', undefined), 400, 'invalid_json');
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3 }), 400, 'invalid_body');
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'A', extra: 1 }), 400, 'invalid_body');
    await expectError(call('POST', '/api/games', { ruleset: 'chess', players: 2, name: 'A' }), 422, 'unknown_ruleset');
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 2, name: 'A' }), 422, 'invalid_options');
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'A', options: { track: 'moon' } }), 422, 'invalid_options');
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: ' ' }), 400, 'invalid_body');
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'A', email: 'nope' }), 400, 'invalid_body');
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'x'.repeat(40_000) }), 413, 'body_too_large');
    const after = await env.DB.prepare('select count(*) as n from games').first<number>('n');
    expect(after).toBe(before);
  });

  it('answers unknown join codes and games with 404', async () => {
    await expectError(call('POST', '/api/join/nosuchcode', { name: 'Bob' }), 404, 'unknown_join_code');
    await expectError(call('GET', '/api/games/nosuchgame'), 404, 'unknown_game');
    await expectError(call('GET', '/api/nothing-here'), 404, 'not_found');
  });
});

describe('playing', () => {
  it('serves ETags and answers 304 while nothing changed, per seat', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const first = await call('GET', `/api/games/${gameId}`, undefined, tokens[0]);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await call('GET', `/api/games/${gameId}`, undefined, tokens[0], { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    const otherSeat = await call('GET', `/api/games/${gameId}`, undefined, tokens[1], { 'if-none-match': etag! });
    expect(otherSeat.status).toBe(200);
    // a move changes it
    const seat = first.json.active[0] as number;
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
    await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
    const after = await call('GET', `/api/games/${gameId}`, undefined, tokens[0], { 'if-none-match': etag! });
    expect(after.status).toBe(200);
  });

  it('shows each seat only its own secrets', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const views = await Promise.all(tokens.map((t) => call('GET', `/api/games/${gameId}`, undefined, t)));
    const spectator = (await call('GET', `/api/games/${gameId}`)).json as GamePayload<any>;
    expect(spectator.seat).toBeNull();
    expect(spectator.view.hand).toBeUndefined();
    expect(spectator.view.identity).toBeUndefined();
    expect(spectator.actions).toEqual([]);
    const hands = views.map((v) => v.json.view.hand as string[]);
    views.forEach((v, seat) => {
      const text = JSON.stringify(v.json);
      hands.forEach((hand, other) => {
        if (other !== seat) for (const card of hand) expect(text).not.toContain(`"${card}"`);
      });
      expect(text).not.toMatch(/seed/);
      expect(text).not.toMatch(/tokenHash|[0-9a-f]{64}/);
    });
  });

  it('refuses actions with the contract errors and changes nothing', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const other = await startGame('stonerush', 3);
    const game = (await call('GET', `/api/games/${gameId}`, undefined, tokens[0])).json as GamePayload;
    const seat = game.active[0]!;
    const idle = (seat + 1) % 3;
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
    const action = mine.actions[0];
    const url = `/api/games/${gameId}/actions`;
    await expectError(call('POST', url, { version: 0, action }), 401, 'unauthorized');
    await expectError(call('POST', url, { version: 0, action }, 'x'.repeat(43)), 401, 'unauthorized');
    await expectError(call('POST', url, { version: 0, action }, other.tokens[0]), 403, 'not_your_seat');
    await expectError(call('POST', url, { version: 7, action }, tokens[seat]), 409, 'stale_version');
    await expectError(call('POST', url, { version: 0, action }, tokens[idle]), 422, 'illegal_action');
    await expectError(call('POST', url, { version: 0, action: { type: 'fly' } }, tokens[seat]), 422, 'illegal_action');
    await expectError(call('POST', url, { version: 0, action: { type: 'play', cards: ['D99'], colour: 'red' } }, tokens[seat]), 422, 'illegal_action');
    await expectError(call('POST', url, { version: 0 }, tokens[seat]), 400, 'invalid_body');
    const unchanged = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
    expect(unchanged.version).toBe(0);
    expect(unchanged.view).toEqual(mine.view);
    const waiting = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    await expectError(call('POST', `/api/games/${waiting.json.gameId}/actions`, { version: 0, action }, waiting.json.token), 409, 'not_active');
  });

  it('answers a retry of the action just applied with the current game, without applying it twice', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const seat = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
    const body = { version: 0, action: mine.actions[0] };
    const first = await call('POST', `/api/games/${gameId}/actions`, body, tokens[seat]);
    const retry = await call('POST', `/api/games/${gameId}/actions`, body, tokens[seat]);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.json.version).toBe(1);
    expect(retry.json.view).toEqual(first.json.view);
    const other = mine.actions.find((a) => JSON.stringify(a) !== JSON.stringify(mine.actions[0]));
    await expectError(call('POST', `/api/games/${gameId}/actions`, { version: 0, action: other }, tokens[seat]), 409, 'stale_version');
    const rows = await env.DB.prepare('select count(*) as n from actions where game_id = ?').bind(gameId).first<number>('n');
    expect(rows).toBe(1);
  });

  it('sends security headers on API responses', async () => {
    const res = await call('GET', '/api/rulesets');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('applies exactly one of many racing submissions of the same version', async () => {
    const { gameId, tokens } = await startGame('stonerush', 4);
    for (let round = 0; round < 3; round++) {
      const game = (await call('GET', `/api/games/${gameId}`, undefined, tokens[0])).json as GamePayload;
      const seat = game.active[0]!;
      const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[i % mine.actions.length] }, tokens[seat]),
        ),
      );
      // One applies; the identical submissions answer 200 as its retries (issue 29.3), the others 409.
      const stored = await env.DB.prepare('select action from actions where game_id = ? and seq = ?')
        .bind(gameId, mine.version + 1)
        .first<string>('action');
      results.forEach((r, i) => {
        const same = JSON.stringify(mine.actions[i % mine.actions.length]) === JSON.stringify(JSON.parse(stored as string));
        if (same) expect(r.status).toBe(200);
        else expect(r.json.error.code).toBe('stale_version');
      });
    }
    const rows = await env.DB.prepare('select seq from actions where game_id = ? order by seq').bind(gameId).all();
    expect(rows.results.map((r) => r.seq)).toEqual([1, 2, 3]);
    const game = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    expect(game.version).toBe(3);
  });
});

describe('a whole game, the archive and the record', () => {
  for (const [players, track] of [
    [3, 'outer-ring'],
    [4, 'outer-ring'],
    [5, 'outer-ring'],
    [3, 'bluestones'],
    [4, 'bluestones'],
    [5, 'bluestones'],
  ] as const) {
    it(`plays ${players} players on the ${track} to the end and publishes an exact record`, async () => {
      const { gameId, tokens } = await startGame('stonerush', players, { track });
      await expectError(call('GET', `/api/games/${gameId}/record`), 409, 'not_finished');
      const { game, accepted } = await playRandomly(gameId, tokens, `http-${players}-${track}`);
      expect(game.result?.winners.length).toBeGreaterThan(0);
      expect(game.version).toBe(accepted);
      expect(game.revealed).toBeTruthy();
      await expectError(
        call('POST', `/api/games/${gameId}/actions`, { version: game.version, action: { type: 'discard', cards: [] } }, tokens[0]),
        409,
        'not_active',
      );

      const record = (await call('GET', `/api/games/${gameId}/record`)).json as GameRecord;
      expect(record).toMatchObject({ format: 'stonehenge-record/1', gameId, ruleset: 'stonerush', engineVersion: 1, options: { track } });
      expect(record.actions.map((a) => a.seq)).toEqual(Array.from({ length: accepted }, (_, i) => i + 1));
      expect(record.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].slice(0, players));
      const again = replay(getRuleset('stonerush')!, { seed: record.seed, players, options: record.options, actions: record.actions });
      // the record names the seats in its summary (#16.7); the engine writes {seat:N}
      expect(again.ok && withNames(again.status.result!, record.players)).toEqual(record.result);

      const archive = (await call('GET', '/api/archive?ruleset=stonerush')).json;
      expect(archive.games[0]).toMatchObject({ gameId, ruleset: 'stonerush', result: record.result });
    });
  }

  it('paginates the archive newest first, each finished listed game once, never unlisted or unfinished ones', async () => {
    const listed: string[] = [];
    let unlisted = '';
    for (let i = 0; i < 5; i++) {
      const { gameId, tokens } = await startGame('stonerush', 3, { track: 'bluestones' }, i !== 2);
      await playRandomly(gameId, tokens, `page-${i}`);
      if (i === 2) unlisted = gameId;
      else listed.push(gameId);
    }
    const active = (await startGame('stonerush', 3)).gameId;
    const seen: { gameId: string; finishedAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: { games: { gameId: string; finishedAt: string }[]; next: string | null } = (
        await call('GET', `/api/archive?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json;
      expect(page.games.length).toBeLessThanOrEqual(2);
      seen.push(...page.games);
      cursor = page.next;
    } while (cursor);
    const ids = seen.map((g) => g.gameId);
    const total = await env.DB.prepare("select count(*) as n from games where status = 'finished' and listed = 1").first<number>('n');
    expect(ids).toHaveLength(total!);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of listed) expect(ids).toContain(id);
    expect(ids).not.toContain(unlisted);
    expect(ids).not.toContain(active);
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!];
      expect(a.finishedAt > b.finishedAt || (a.finishedAt === b.finishedAt && a.gameId > b.gameId)).toBe(true);
    }
    const filtered = (await call('GET', '/api/archive?ruleset=nosuch')).json;
    expect(filtered).toEqual({ games: [], next: null });
    await expectError(call('GET', '/api/archive?cursor=%%%'), 400, 'invalid_body');
    await expectError(call('GET', '/api/archive?limit=1000'), 400, 'invalid_body');
  });
});
