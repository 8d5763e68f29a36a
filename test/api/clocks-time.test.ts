/**
 * Give time (issue #31, item 5) and change the time control by a proposal every seat accepts
 * (item 8): `POST /api/games/:id/time` and `POST /api/games/:id/time-control`.
 */
import { describe, expect, it } from 'vitest';
import { call } from './client';
import { DAY, H, at, clockGame, clockOf, finishTurn, realTimersAfterEach, view, dec } from './clock-helpers';

realTimersAfterEach();

describe('give time', () => {
  it('adds hours to the running clock, says so in the log, and lets each seat give once a day', async () => {
    const start = dec(1, 9);
    at(start);
    const { gameId, tokens } = await clockGame({ deadlineHours: 24 });
    const game = await view(gameId);
    const late = game.active[0]!;
    const giver = (late + 1) % 3;
    const other = (late + 2) % 3;
    const given = await call('POST', `/api/games/${gameId}/time`, { seat: late, hours: 12 }, tokens[giver]);
    expect(given.status).toBe(200);
    expect(clockOf(given.json, late)!.deadline).toBe(start + 36 * H);
    const names = game.players.map((p) => p.name);
    expect(given.json.log.at(-1).text).toBe(`${names[giver]} gave ${names[late]} 12 h.`);
    // Once a day per giving seat; another seat may still give.
    const again = await call('POST', `/api/games/${gameId}/time`, { seat: late, hours: 1 }, tokens[giver]);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('gave_today');
    expect((await call('POST', `/api/games/${gameId}/time`, { seat: late, hours: 2 }, tokens[other])).status).toBe(200);
    at(start + DAY + 1000);
    expect((await call('POST', `/api/games/${gameId}/time`, { seat: late, hours: 1 }, tokens[giver])).status).toBe(200);
    expect(clockOf(await view(gameId), late)!.deadline).toBe(start + 39 * H);
  });

  it('refuses in words: 0 or 73 hours, yourself, a seat not to act under a per-move clock, no token', async () => {
    at(dec(1, 9));
    const { gameId, tokens } = await clockGame({ deadlineHours: 24 });
    const seat = (await view(gameId)).active[0]!;
    const other = (seat + 1) % 3;
    for (const hours of [0, 73, 1.5]) {
      const res = await call('POST', `/api/games/${gameId}/time`, { seat, hours }, tokens[other]);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toMatch(/hour/);
    }
    expect((await call('POST', `/api/games/${gameId}/time`, { seat, hours: 2 }, tokens[seat])).json.error.code).toBe('invalid_seat');
    const idle = (seat + 2) % 3;
    expect((await call('POST', `/api/games/${gameId}/time`, { seat: idle, hours: 2 }, tokens[other])).json.error.code).toBe('not_to_act');
    expect((await call('POST', `/api/games/${gameId}/time`, { seat, hours: 2 })).status).toBe(401);
  });

  it('adds to a waiting seat’s bank in a bank game', async () => {
    at(dec(1, 9));
    const { gameId, tokens } = await clockGame({ timeControl: { kind: 'bank', initialHours: 10, incrementHours: 1, maxHours: 20 } });
    const seat = (await view(gameId)).active[0]!;
    const idle = (seat + 1) % 3;
    const res = await call('POST', `/api/games/${gameId}/time`, { seat: idle, hours: 5 }, tokens[seat]);
    expect(res.status).toBe(200);
    expect(clockOf(res.json, idle)!.bankMs).toBe(15 * H);
  });
});

describe('change the time control', () => {
  it('applies a proposal once every seat accepted it; a decline withdraws it; the clocks start again', async () => {
    const start = dec(1, 9);
    at(start);
    const { gameId, tokens } = await clockGame({ deadlineHours: 24 });
    const bank = { kind: 'bank', initialHours: 48, incrementHours: 12, maxHours: 96 };
    const proposed = await call('POST', `/api/games/${gameId}/time-control`, { timeControl: bank, weekendsOff: true }, tokens[0]);
    expect(proposed.status).toBe(200);
    expect(proposed.json.timeProposal).toEqual({ by: 0, timeControl: bank, weekendsOff: true, accepted: [0] });
    expect(proposed.json.timeControl).toEqual({ kind: 'per-move', hours: 24 });
    // A decline withdraws it.
    const declined = await call('POST', `/api/games/${gameId}/time-control`, { decline: true }, tokens[2]);
    expect(declined.json.timeProposal).toBeUndefined();
    expect((await call('POST', `/api/games/${gameId}/time-control`, { decline: true }, tokens[2])).json.error.code).toBe('no_proposal');
    // Proposed again; a different body is a new proposal, the same body accepts.
    await call('POST', `/api/games/${gameId}/time-control`, { timeControl: bank, weekendsOff: true }, tokens[0]);
    const accepted = await call('POST', `/api/games/${gameId}/time-control`, { timeControl: bank, weekendsOff: true }, tokens[1]);
    expect(accepted.json.timeProposal.accepted).toEqual([0, 1]);
    at(start + 5 * H);
    const applied = await call('POST', `/api/games/${gameId}/time-control`, { timeControl: bank, weekendsOff: true }, tokens[2]);
    expect(applied.status).toBe(200);
    expect(applied.json.timeControl).toEqual(bank);
    expect(applied.json.weekendsOff).toBe(true);
    expect(applied.json.timeProposal).toBeUndefined();
    const seat = applied.json.active[0];
    // 2026-12-01 14:00 (a Tuesday) + 48 running hours, no weekend between.
    expect(clockOf(applied.json, seat)).toMatchObject({ since: new Date(start + 5 * H).toISOString(), deadline: start + 5 * H + 48 * H, bankMs: 48 * H });
    expect(applied.json.log.at(-1).text).toMatch(/time control is now a bank of 48 h/);
    // The bank plays like one from the start.
    at(start + 6 * H);
    const after = await finishTurn(gameId, tokens, seat);
    expect(clockOf(after, seat)!.bankMs).toBe(48 * H - H + 12 * H);
  });

  it('refuses a bad time control in words', async () => {
    const { gameId, tokens } = await clockGame({ deadlineHours: 24 });
    const res = await call(
      'POST',
      `/api/games/${gameId}/time-control`,
      { timeControl: { kind: 'bank', initialHours: 5, incrementHours: 9, maxHours: 8 } },
      tokens[0],
    );
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/cannot be more/);
  });
});
