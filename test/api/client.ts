/** A tiny client for the API tests: requests go straight into the Worker's handler in workerd. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '@worker/index';
import { expect } from 'vitest';
import { createRng, pick } from '@engine/core/prng';
import type { CreatedGame, GamePayload, JoinedGame } from '@schema/api';

export async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
  extraEnv: Record<string, string> = {},
) {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
  // The Worker's own fetch handler, in this workerd isolate, with the migrated D1 binding.
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`, init), { ...env, ...extraEnv }, ctx);
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  const json = text ? (JSON.parse(text) as any) : null;
  return { status: res.status, json, headers: res.headers };
}

export async function expectError(p: Promise<{ status: number; json: any }>, status: number, code: string) {
  const res = await p;
  expect(res.status).toBe(status);
  expect(res.json?.error?.code).toBe(code);
  expect(typeof res.json?.error?.message).toBe('string');
  return res;
}

/** Creates a game and fills every seat; returns the tokens by seat. */
export async function startGame(ruleset: string, players: number, options: Record<string, unknown> = {}, listed = true) {
  const created = await call('POST', '/api/games', { ruleset, players, options, name: 'Ann', listed });
  expect(created.status).toBe(201);
  const game = created.json as CreatedGame;
  const tokens = [game.token];
  const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'];
  for (let seat = 1; seat < players; seat++) {
    const joined = await call('POST', `/api/join/${game.joinCode}`, { name: names[seat] });
    expect(joined.status).toBe(201);
    expect((joined.json as JoinedGame).seat).toBe(seat);
    tokens.push((joined.json as JoinedGame).token);
  }
  return { gameId: game.gameId, joinCode: game.joinCode, tokens };
}

/** Plays random legal actions through the HTTP contract until the game ends. */
export async function playRandomly(gameId: string, tokens: string[], seed: string, maxActions = 5000) {
  const rng = createRng(seed);
  let accepted = 0;
  let game = (await call('GET', `/api/games/${gameId}`, undefined, tokens[0])).json as GamePayload;
  for (;;) {
    if (game.status === 'finished') return { game, accepted };
    expect(game.status).toBe('active');
    expect(game.active.length).toBeGreaterThan(0);
    const seat = pick(rng, game.active);
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
    expect(mine.seat).toBe(seat);
    expect(mine.actions.length).toBeGreaterThan(0);
    const action = pick(rng, mine.actions);
    const posted = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action }, tokens[seat]);
    expect(posted.status).toBe(200);
    expect(posted.json.version).toBe(mine.version + 1);
    game = posted.json as GamePayload;
    accepted++;
    if (accepted > maxActions) throw new Error('game did not end');
  }
}

/** Every row of every table, serialised: equal snapshots mean a request changed nothing. */
export async function dbSnapshot(): Promise<string> {
  const tables = ['games', 'seats', 'actions'];
  const dumps = await Promise.all(tables.map((t) => env.DB.prepare(`select * from ${t} order by rowid`).all()));
  return JSON.stringify(dumps.map((d) => d.results));
}

/**
 * Marks addresses as confirmed by owners who also open every seat's invitation link, as the links
 * do (tests of other behaviour start from players whose mail flows; test/api/addresses.test.ts and
 * test/api/proof.test.ts walk the links themselves). The fixture's confirmation time is 0, and two
 * triggers of this test database prove each seat given such an address (issue #43: an address on a
 * seat is mailed only once its owner proved it for that seat).
 */
export async function confirmAddresses(...addresses: string[]) {
  const owned = 'new.email is not null and exists (select 1 from mail_addresses m where m.address = lower(new.email) and m.confirmed_at = 0)';
  const prove = 'update seats set email_proven_at = coalesce(email_proven_at, 0) where game_id = new.game_id and seat = new.seat';
  await env.DB.batch([
    env.DB.prepare(`create trigger if not exists test_owner_proves_new_seat after insert on seats when ${owned} begin ${prove}; end`),
    env.DB.prepare(`create trigger if not exists test_owner_proves_new_address after update of email on seats when ${owned} begin ${prove}; end`),
  ]);
  for (const a of addresses) {
    await env.DB.prepare(
      'insert into mail_addresses (address, created_at, confirmed_at) values (?, 0, 0) on conflict (address) do update set confirmed_at = coalesce(confirmed_at, 0)',
    )
      .bind(a.trim().toLowerCase())
      .run();
  }
}
