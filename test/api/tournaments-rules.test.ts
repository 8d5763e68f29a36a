/**
 * A tournament's host's choices over HTTP: a player withdrawn for running out of time is kept out
 * of the next tournaments (unless their host waives it) until they have finished TIMEOUT_BAR_GAMES
 * games, none by resigning or forfeiting; "no time away" keeps the clocks of the tournament's
 * games running through a player's absence; and a round robin's rounds all at once: every game of
 * its plan starts at the start, and the tournament ends when the last one does or at the end.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GamePayload } from '@schema/api';
import { TIMEOUT_BAR_GAMES } from '@worker/tournaments/tournaments';
import { call, expectError, playRandomly } from './client';
import { type Person, detail, people, person, runCron, tokenOf } from './tournament-helpers';

async function create(host: Person, body: Record<string, unknown>): Promise<string> {
  const made = await call(
    'POST',
    '/api/tournaments',
    { ruleset: 'fightin-drinkin-stealin', tableSize: 2, format: 'swiss', rounds: 1, minPlayers: 2, maxPlayers: 8, ...body },
    undefined,
    host.headers,
  );
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return made.json.tournamentId as string;
}

const join = (id: string, p: Person) => call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p.headers);

/** A 2-player game the player creates signed in (their seat 0) and a guest joins; its seat tokens. */
async function gameOf(p: Person): Promise<{ gameId: string; tokens: string[] }> {
  const created = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Me' }, undefined, p.headers);
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Guest' });
  expect(joined.status).toBe(201);
  return { gameId: created.json.gameId as string, tokens: [created.json.token as string, joined.json.token as string] };
}

describe('tournaments: a player who timed out', () => {
  it('is kept out of the next tournaments until they finish some games, unless the host waives it', async () => {
    const host = await person('barhost');
    const [late, punctual] = await people('bar', 2);
    const first = await create(host, { settle: 'forfeit', timeControl: { kind: 'per-move', hours: 24 }, roundHours: 48 });
    for (const p of [late!, punctual!]) expect((await join(first, p)).status).toBe(200);
    expect((await call('POST', `/api/tournaments/${first}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const table = (await detail(first)).rounds[0]!.tables[0]!;
    const [timedOut, other] = table.seats[0] === late!.handle ? [late!, punctual!] : [punctual!, late!];
    // The other player makes every decision that is theirs (its seat may be asked at once with the
    // first); the first seat never moves: the round's end finds its clock run out, and it forfeits.
    const otherToken = await tokenOf(other, table.gameId);
    for (let n = 0; n < 50; n++) {
      const mine = (await call('GET', `/api/games/${table.gameId}`, undefined, otherToken)).json as GamePayload;
      if (mine.status !== 'active' || !mine.active.includes(1)) break;
      expect((await call('POST', `/api/games/${table.gameId}/actions`, { version: mine.version, action: mine.actions[0] }, otherToken)).status).toBe(200);
    }
    expect(((await call('GET', `/api/games/${table.gameId}`)).json as GamePayload).active).toEqual([0]);
    await runCron((await detail(first)).rounds[0]!.endsAt + 1);
    const over = await detail(first);
    expect(over.status).toBe('finished');
    expect(over.players.find((p) => p.handle === timedOut.handle)).toMatchObject({ withdrawn: true, reason: 'timeout' });

    // The next tournament (the house rule, the default) keeps them out, and says how many games are left.
    const next = await create(host, {});
    const refused = await join(next, timedOut);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({ code: 'timed_out', gamesLeft: TIMEOUT_BAR_GAMES });
    expect((await detail(next, timedOut)).you).toMatchObject({ canJoin: false, timedOut: { gamesLeft: TIMEOUT_BAR_GAMES } });
    // The other player is not kept out; nor is the late one where the host waived the rule.
    expect((await join(next, other)).status).toBe(200);
    const lenient = await create(host, { barTimedOut: false });
    expect((await detail(lenient)).rules.barTimedOut).toBe(false);
    expect((await detail(lenient, timedOut)).you).toMatchObject({ canJoin: true });
    expect((await join(lenient, timedOut)).status).toBe(200);

    // The timeout happened at the moved time of the cron run; the games below finish at the real
    // time: the withdrawal is moved back to just before them, so "since" means what it says.
    await env.DB.prepare("update tournament_players set withdrawn_at = ? where player_id = ? and reason = 'timeout'")
      .bind(Date.now() - 1000, timedOut.id)
      .run();
    // A game they resign does not count.
    const resigned = await gameOf(timedOut);
    expect((await call('POST', `/api/games/${resigned.gameId}/resign`, undefined, resigned.tokens[0])).status).toBe(200);
    await expectError(join(next, timedOut), 403, 'timed_out');
    // Games played to their end do, one by one.
    for (let n = 1; n <= TIMEOUT_BAR_GAMES; n++) {
      const g = await gameOf(timedOut);
      expect((await playRandomly(g.gameId, g.tokens, `bar-${n}`)).game.status).toBe('finished');
      if (n < TIMEOUT_BAR_GAMES) {
        const still = await join(next, timedOut);
        expect(still.status).toBe(403);
        expect(still.json.error.gamesLeft).toBe(TIMEOUT_BAR_GAMES - n);
      }
    }
    expect((await join(next, timedOut)).status).toBe(200);
  });
});

describe('tournaments: no time away', () => {
  it("keeps a tournament game's clocks running through an absence when the host allows none", async () => {
    const host = await person('awayhost');
    const [a, b] = await people('noaway', 2);
    const id = await create(host, { awayAllowed: false, timeControl: { kind: 'per-move', hours: 24 } });
    for (const p of [a!, b!]) expect((await join(id, p)).status).toBe(200);
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const t = await detail(id);
    expect(t.rules.awayAllowed).toBe(false);
    const table = t.rounds[0]!.tables[0]!;
    const until = Date.now() + 3 * 24 * 3_600_000;
    // Going away from the tournament's game itself is refused.
    await expectError(call('POST', `/api/games/${table.gameId}/away`, { until }, await tokenOf(a!, table.gameId)), 409, 'away_not_allowed');
    // Nor can its table give time or change the tournament's time control (#46 item 2).
    const seatToken = await tokenOf(a!, table.gameId);
    const seats = (await call('GET', `/api/games/${table.gameId}`, undefined, seatToken)).json as { seat: number };
    await expectError(call('POST', `/api/games/${table.gameId}/time`, { seat: (seats.seat + 1) % 2, hours: 24 }, seatToken), 409, 'tournament_clock');
    await expectError(
      call('POST', `/api/games/${table.gameId}/time-control`, { timeControl: { kind: 'per-move', hours: 72 } }, seatToken),
      409,
      'tournament_clock',
    );
    // Going away from another game, signed in (every game of the address): that game's clocks stop, the tournament's run on.
    const other = await gameOf(a!);
    const away = await call('POST', `/api/games/${other.gameId}/away`, { until }, other.tokens[0], a!.headers);
    expect(away.status, JSON.stringify(away.json)).toBe(200);
    expect(away.json.games).toBe(1);
    const rules = async (gameId: string) =>
      JSON.parse((await env.DB.prepare('select time_rules from games where id = ?').bind(gameId).first<string>('time_rules')) ?? '{}');
    expect((await rules(other.gameId)).away).toBeDefined();
    expect(await rules(table.gameId)).toMatchObject({ noAway: true });
    expect((await rules(table.gameId)).away).toBeUndefined();
    // A tournament that allows it (the default) lets its games' clocks stop.
    const free = await create(host, { timeControl: { kind: 'per-move', hours: 24 } });
    const [c, d] = await people('yesaway', 2);
    for (const p of [c!, d!]) expect((await join(free, p)).status).toBe(200);
    expect((await call('POST', `/api/tournaments/${free}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const freeTable = (await detail(free)).rounds[0]!.tables[0]!;
    expect((await call('POST', `/api/games/${freeTable.gameId}/away`, { until }, await tokenOf(c!, freeTable.gameId))).status).toBe(200);
    expect((await rules(freeTable.gameId)).away).toBeDefined();
  });
});

describe('tournaments: rounds all at once', () => {
  it("starts every round of a round robin at once, and finishes when the last game ends or at the rounds' end", async () => {
    const host = await person('allhost');
    await expectError(
      call(
        'POST',
        '/api/tournaments',
        { ruleset: 'fightin-drinkin-stealin', tableSize: 2, format: 'swiss', minPlayers: 2, maxPlayers: 8, schedule: 'all-at-once' },
        undefined,
        host.headers,
      ),
      400,
      'invalid_body',
    );
    const id = await create(host, { format: 'round-robin', schedule: 'all-at-once', minPlayers: 4, maxPlayers: 4, roundHours: 96 });
    const field = await people('all', 4);
    const byHandle = new Map(field.map((p) => [p.handle, p]));
    for (const p of field) expect((await join(id, p)).status).toBe(200);
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const t = await detail(id);
    expect(t.rules.schedule).toBe('all-at-once');
    // Four players at tables of two: three rounds of two tables, every pair once, all playing now, with one end.
    expect(t.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(new Set(t.rounds.map((r) => r.endsAt)).size).toBe(1);
    const tables = t.rounds.flatMap((r) => r.tables.map((x) => ({ ...x, round: r.round })));
    expect(tables).toHaveLength(6);
    expect(new Set(tables.map((x) => [...x.seats].sort().join('+'))).size).toBe(6);
    for (const x of tables) {
      const game = (await call('GET', `/api/games/${x.gameId}`)).json as GamePayload;
      expect(game.status).toBe('active');
      expect(game.tournament).toEqual({ id, round: x.round });
    }
    // Five games end by a resignation; the tournament waits for the sixth.
    for (const x of tables.slice(0, 5)) {
      const by = byHandle.get(x.seats[1]!)!;
      expect((await call('POST', `/api/games/${x.gameId}/resign`, undefined, await tokenOf(by, x.gameId))).status).toBe(200);
    }
    expect((await detail(id)).status).toBe('running');
    // The rounds' end: the bot plays the last game out, and the tournament is over.
    await runCron(t.rounds[0]!.endsAt + 1);
    const final = await detail(id);
    expect(final.status).toBe('finished');
    expect(final.rounds.every((r) => r.ended)).toBe(true);
    expect(final.rounds[2]!.tables.find((x) => x.gameId === tables[5]!.gameId)?.result?.settled).toBe('bot');
    expect(final.standings.map((s) => s.games)).toEqual([3, 3, 3, 3]);
  });
});
