/**
 * Bot entrants (issue #58 item 2): the host adds bots of a chosen level before the start, within
 * `maxPlayers`; they are paired like anyone, play their own seats, are marked in the standings,
 * get no mail, and can be removed like any entrant.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GamePayload } from '@schema/api';
import { call } from './client';
import { createTournament, detail, detailAtRound, detailOnceOver, expectRanking, person, playTable, runCron } from './tournament-helpers';

const SWISS3 = {
  ruleset: 'stonerush',
  tableSize: 3,
  format: 'swiss',
  rounds: 3,
  minPlayers: 3,
  maxPlayers: 3,
  timeControl: { kind: 'per-move', hours: 24 },
  roundHours: 48,
};

describe('bot entrants', () => {
  it('a Swiss of 3-seat Stonerush tables with one person and two bots plays to its final standings', async () => {
    const host = await person('bothost');
    const id = await createTournament(host, SWISS3);
    expect((await call('POST', `/api/tournaments/${id}/join`, undefined, undefined, host.headers)).status).toBe(200);
    expect((await detail(id, host)).you?.canAddBots).toBe(true);
    const added = await call('POST', `/api/tournaments/${id}/bots`, { level: 'good', count: 1 }, undefined, host.headers);
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json).toEqual({ added: ['bot:1'] });
    expect((await call('POST', `/api/tournaments/${id}/bots`, { level: 'random', count: 1 }, undefined, host.headers)).json).toEqual({ added: ['bot:2'] });
    const before = await detail(id, host);
    expect(before.players).toEqual([
      { handle: 'bothost', name: 'Bothost', withdrawn: false },
      { handle: 'bot:1', name: 'Bot 1 (good)', bot: 'good', withdrawn: false },
      { handle: 'bot:2', name: 'Bot 2 (random)', bot: 'random', withdrawn: false },
    ]);
    expect(before.you).toMatchObject({ canStart: true, canAddBots: false });
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);

    const present = new Map([[host.handle, host]]);
    for (let round = 1; round <= 3; round++) {
      const t = await detailAtRound(id, round);
      expect(t.round).toBe(round);
      const r = t.rounds[round - 1]!;
      expect(r.tables).toHaveLength(1);
      const table = r.tables[0]!;
      expect([...table.seats].sort()).toEqual(['bot:1', 'bot:2', 'bothost']);
      // The bots hold their seats from the start: the game is active, only the person's seat takes a token.
      const game = (await call('GET', `/api/games/${table.gameId}`)).json as GamePayload;
      expect(game.status).toBe('active');
      expect(
        game.players
          .filter((p) => p.bot)
          .map((p) => p.bot)
          .sort(),
      ).toEqual(['good', 'random']);
      expect((await playTable(table.gameId, table.seats, present, `${id}:${round}`)).status).toBe('finished');
    }
    let final = await detailOnceOver(id);
    if (final.status === 'running') {
      // Not moved on in the background (yet): the cron does it.
      await runCron(Date.now());
      final = await detail(id);
    }
    expect(final.status).toBe('finished');
    expect(final.standings).toHaveLength(3);
    expectRanking(final);
    for (const s of final.standings) expect(s.games).toBe(3);
    expect(Object.fromEntries(final.standings.map((s) => [s.handle, s.bot ?? null]))).toEqual({ bothost: null, 'bot:1': 'good', 'bot:2': 'random' });
    // The person's profile lists the tournament; its games are unrated (the payload says nothing of a rating).
    const profile = await call('GET', '/api/players/bothost');
    expect(profile.json.tournaments).toEqual([{ id, name: 'Stonerush Swiss', ruleset: 'stonerush', format: 'swiss', status: 'finished', withdrawn: false }]);
    expect(((await call('GET', `/api/games/${final.rounds[0]!.tables[0]!.gameId}`)).json as GamePayload).rated).toBeUndefined();
    // Bots get no mail: the standings went to the person's address alone, at their seat.
    const last = final.rounds[2]!.tables[0]!;
    const mails = await env.DB.prepare(`select seat, recipient from email_outbox where kind = 'standings' and channel = 'email' and game_id = ?`)
      .bind(last.gameId)
      .all<{ seat: number; recipient: string }>();
    expect(mails.results).toEqual([{ seat: last.seats.indexOf('bothost'), recipient: 'bothost@example.org' }]);
  }, 600_000);

  it('refuses a non-host, a bad body, more than maxPlayers, a rated tournament, and any add after the start; the host removes a bot', async () => {
    const host = await person('refhost');
    const other = await person('refother');
    const id = await createTournament(host, { ...SWISS3, maxPlayers: 4 });
    const bots = (body: unknown, who = host) => call('POST', `/api/tournaments/${id}/bots`, body, undefined, who.headers);

    const notHost = await bots({ level: 'good', count: 1 }, other);
    expect(notHost.status).toBe(403);
    expect(notHost.json.error.code).toBe('not_tournament_host');
    expect((await call('POST', `/api/tournaments/${id}/bots`, { level: 'good', count: 1 })).status).toBe(401);
    for (const bad of [
      { level: 'great', count: 1 },
      { level: 'good', count: 0 },
      { level: 'good', count: 1.5 },
      { level: 'good' },
      { level: 'good', count: 1, extra: 1 },
    ]) {
      const res = await bots(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.error.code).toBe('invalid_body');
    }
    expect((await call('POST', `/api/tournaments/nope/bots`, { level: 'good', count: 1 }, undefined, host.headers)).status).toBe(404);

    // Four places: three bots, then a fourth and a fifth at once are too many (all or none).
    expect((await bots({ level: 'random', count: 3 })).json).toEqual({ added: ['bot:1', 'bot:2', 'bot:3'] });
    const over = await bots({ level: 'random', count: 2 });
    expect(over.status).toBe(409);
    expect(over.json.error.code).toBe('tournament_full');
    // The host removes one like any entrant; its number is not drawn again.
    expect((await call('POST', `/api/tournaments/${id}/remove`, { handle: 'bot:2' }, undefined, host.headers)).status).toBe(200);
    expect((await call('POST', `/api/tournaments/${id}/remove`, { handle: 'bot:2' }, undefined, host.headers)).json.error.code).toBe('not_joined');
    expect((await bots({ level: 'good', count: 2 })).json).toEqual({ added: ['bot:4', 'bot:5'] });
    // Full with bots: a person can no longer join.
    const join = await call('POST', `/api/tournaments/${id}/join`, undefined, undefined, other.headers);
    expect(join.status).toBe(409);
    expect(join.json.error.code).toBe('tournament_full');
    const t = await detail(id, host);
    expect(t.players.filter((p) => !p.withdrawn).map((p) => p.handle)).toEqual(['bot:1', 'bot:3', 'bot:4', 'bot:5']);
    expect(t.players.find((p) => p.handle === 'bot:2')).toMatchObject({ withdrawn: true, reason: 'removed', bot: 'random' });

    // After the start: 409.
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const late = await bots({ level: 'good', count: 1 });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('not_open');

    // A rated tournament is for signed-in players only.
    const rated = await createTournament(host, { ...SWISS3, rated: true });
    const r = await call('POST', `/api/tournaments/${rated}/bots`, { level: 'good', count: 1 }, undefined, host.headers);
    expect(r.status).toBe(422);
    expect(r.json.error.code).toBe('invalid_bots');
    expect((await detail(rated, host)).you?.canAddBots).toBe(false);
  }, 120_000);
});
