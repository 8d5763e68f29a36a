/**
 * Tournaments through the HTTP contract ("Tournaments (round four)"): the refusals, and a
 * 6-player Fightin' Swiss of 2-player tables over three rounds, every game played by the test's
 * legal actions, to its final standings: joins need a session, the host starts it, each round's
 * games are ordinary games on the tournament's clock that name their tournament and round, a
 * round moves on when its tables are over, no pair meets twice, the archive filters by the
 * tournament and a record names it.
 */
import { describe, expect, it } from 'vitest';
import { call, expectError } from './client';
import type { GamePayload } from '@schema/api';
import { detail, expectRanking, people, person, runCron, createTournament, joinAll } from './tournament-helpers';

describe('tournaments: refusals', () => {
  it('needs a session to create or join, a table size within the ruleset, and a host to start or cancel', async () => {
    const host = await person('refhost');
    const body = { ruleset: 'stonerush', tableSize: 4, format: 'swiss', minPlayers: 3, maxPlayers: 4 };
    await expectError(call('POST', '/api/tournaments', body), 401, 'no_session');
    await expectError(call('POST', '/api/tournaments', { ...body, tableSize: 6 }, undefined, host.headers), 400, 'invalid_body');
    await expectError(
      call('POST', '/api/tournaments', { ...body, ruleset: 'fightin-drinkin-stealin', tableSize: 3 }, undefined, host.headers),
      400,
      'invalid_body',
    );
    await expectError(call('POST', '/api/tournaments', { ...body, minPlayers: 5 }, undefined, host.headers), 400, 'invalid_body');
    await expectError(call('GET', '/api/tournaments/nope'), 404, 'unknown_tournament');
    const made = await call('POST', '/api/tournaments', body, undefined, host.headers);
    expect(made.status).toBe(201);
    const id = made.json.tournamentId as string;
    const [a, b, c, d, e] = await people('ref', 5);
    await expectError(call('POST', `/api/tournaments/${id}/join`), 401, 'no_session');
    for (const p of [a, b, c, d]) expect((await call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p!.headers)).status).toBe(200);
    await expectError(call('POST', `/api/tournaments/${id}/join`, undefined, undefined, a!.headers), 409, 'already_joined');
    await expectError(call('POST', `/api/tournaments/${id}/join`, undefined, undefined, e!.headers), 409, 'tournament_full');
    // A withdrawal before the start frees the place; the player may come back.
    expect((await call('POST', `/api/tournaments/${id}/withdraw`, undefined, undefined, d!.headers)).status).toBe(200);
    expect((await call('POST', `/api/tournaments/${id}/join`, undefined, undefined, e!.headers)).status).toBe(200);
    await expectError(call('POST', `/api/tournaments/${id}/start`, undefined, undefined, a!.headers), 403, 'not_tournament_host');
    await expectError(call('POST', `/api/tournaments/${id}/cancel`, undefined, undefined, a!.headers), 403, 'not_tournament_host');
    const listed = await call('GET', '/api/tournaments?status=upcoming');
    expect(listed.json.tournaments.find((t: { id: string }) => t.id === id)).toMatchObject({
      ruleset: 'stonerush',
      format: 'swiss',
      status: 'upcoming',
      players: 4,
    });
    expect((await detail(id, a)).you).toMatchObject({ joined: true, canJoin: false, canWithdraw: true, host: false });
    expect((await detail(id, host)).you).toMatchObject({ host: true, canStart: true, canCancel: true });
    expect((await call('POST', `/api/tournaments/${id}/cancel`, undefined, undefined, host.headers)).status).toBe(200);
    await expectError(call('POST', `/api/tournaments/${id}/join`, undefined, undefined, d!.headers), 409, 'not_open');
    await expectError(call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers), 409, 'not_upcoming');
  });

  it('starts at its start time with its minimum, and is cancelled at it without', async () => {
    const host = await person('timehost');
    const now = Date.now();
    const made = async () =>
      (
        await call(
          'POST',
          '/api/tournaments',
          { ruleset: 'fightin-drinkin-stealin', tableSize: 2, format: 'swiss', minPlayers: 4, maxPlayers: 8, startsAt: now + 3_600_000 },
          undefined,
          host.headers,
        )
      ).json.tournamentId as string;
    const full = await made();
    const empty = await made();
    for (const p of await people('timed', 4)) expect((await call('POST', `/api/tournaments/${full}/join`, undefined, undefined, p.headers)).status).toBe(200);
    expect((await call('POST', `/api/tournaments/${empty}/join`, undefined, undefined, host.headers)).status).toBe(200);
    await call('POST', `/api/dev/scheduled?time=${now + 3_600_000 + 1}`);
    const started = await detail(full);
    expect(started.status).toBe('running');
    expect(started.rounds[0]!.tables).toHaveLength(2);
    expect((await detail(empty)).status).toBe('cancelled');
    await expectError(call('POST', `/api/tournaments/${full}/cancel`, undefined, undefined, host.headers), 409, 'tournament_started');
  });
});

describe('tournaments: time', () => {
  it('withdraws a player whose clock ran out from later rounds, and ends a round at its end whatever is still playing', async () => {
    const host = await person('clockhost');
    const id = await createTournament(host, {
      ruleset: 'raiding-stonehenge',
      options: { twoThreePlayers: true },
      tableSize: 2,
      format: 'swiss',
      rounds: 2,
      minPlayers: 4,
      maxPlayers: 4,
      timeControl: { kind: 'per-move', hours: 24 },
      roundHours: 48,
    });
    const field = await people('clk', 4);
    await joinAll(id, field);
    const t0 = Date.now();
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const r1 = (await detail(id)).rounds[0]!;
    expect(r1.endsAt).toBeGreaterThanOrEqual(t0 + 48 * 3_600_000);
    // Every player hears that their game of round 1 has started, with their seat's link.
    const mails = (await call('GET', '/api/dev/outbox')).json.emails as { to: string; subject: string; text: string }[];
    for (const p of field) {
      const mail = mails.find((m) => m.to === `${p.handle}@example.org` && m.subject === 'Round 1: your game of Raiding Stonehenge has started');
      expect(mail, p.handle).toBeDefined();
      expect(mail!.text).toMatch(/\/g\/[A-Za-z0-9_-]+#t=/);
    }
    // Nobody moves. A day later the first movers' clocks have run out (a bot made their move);
    // at the round's end the bot plays both tables out, and the round does not wait.
    const games = await Promise.all(r1.tables.map(async (x) => (await call('GET', `/api/games/${x.gameId}`)).json as GamePayload));
    const firstMovers = r1.tables.flatMap((x, i) => games[i]!.active.map((seat) => x.seats[seat]!));
    expect(firstMovers).toHaveLength(2);
    await runCron(r1.endsAt + 1);
    const after = await detail(id);
    expect(after.rounds[0]!.tables.every((x) => x.result?.settled === 'bot')).toBe(true);
    expect(
      after.players
        .filter((p) => p.withdrawn)
        .map((p) => [p.handle, p.reason])
        .sort(),
    ).toEqual(firstMovers.map((h) => [h, 'timeout']).sort());
    // Round 2 seats only the two who did not time out.
    expect(after.round).toBe(2);
    expect(after.rounds[1]!.tables.flatMap((x) => x.seats).sort()).toEqual(
      field
        .map((p) => p.handle)
        .filter((h) => !firstMovers.includes(h))
        .sort(),
    );
    for (const x of after.rounds[1]!.tables) expect(((await call('GET', `/api/games/${x.gameId}`)).json as GamePayload).tournament).toEqual({ id, round: 2 });
    // A withdrawal during the tournament: the game in progress goes on; the host removes a player.
    await expectError(
      call('POST', `/api/tournaments/${id}/withdraw`, undefined, undefined, field.find((p) => p.handle === firstMovers[0])!.headers),
      409,
      'not_joined',
    );
    await runCron(after.rounds[1]!.endsAt + 1);
    const final = await detail(id);
    expect(final.status).toBe('finished');
    expect(final.standings).toHaveLength(4);
    expectRanking(final);
  });
});
