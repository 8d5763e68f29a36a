/**
 * Time banks and weekends off (issue #31, items 1–2): each seat's own clock runs only while it
 * must act, gains the increment after each turn, never above the maximum; simultaneous choices
 * run every asked seat's clock; weekends off stops every clock on Saturdays and Sundays (UTC);
 * a game made without a clock gets 72 hours a move and "ask"; bad input is a 400/422 in words.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call } from './client';
import { H, at, clockGame, clockOf, finishTurn, realTimersAfterEach, runAt, view, dec } from './clock-helpers';

realTimersAfterEach();

const bank = (initialHours: number, incrementHours: number, maxHours: number) => ({ kind: 'bank', initialHours, incrementHours, maxHours });

describe('a clock by default', () => {
  it('gives a game without timeControl or deadlineHours 72 hours a move and "ask"; deadlineHours null is no clock', async () => {
    const start = dec(1, 12);
    at(start);
    const { gameId } = await clockGame({});
    const game = await view(gameId);
    expect(game.timeControl).toEqual({ kind: 'per-move', hours: 72 });
    expect(game.onTimeout).toBe('ask');
    expect(game.deadlineHours).toBe(72);
    const seat = game.active[0]!;
    expect(clockOf(game, seat)!.deadline).toBe(start + 72 * H);
    const none = await clockGame({ deadlineHours: null });
    const free = await view(none.gameId);
    expect(free.timeControl).toBeNull();
    expect(clockOf(free, free.active[0]!)!.deadline).toBeNull();
  });

  it('with "ask", a clock that runs out opens the vote once: the game waits, and the alarm comes back only when the vote closes', async () => {
    const start = dec(1, 12);
    at(start);
    const { gameId } = await clockGame({});
    const before = await view(gameId);
    const late = await runAt(start + 73 * H);
    expect(late.forfeits).toBe(0);
    const after = await view(gameId);
    expect(after.status).toBe('active');
    expect(after.version).toBe(before.version);
    expect(after.absent?.seat).toBe(before.active[0]);
    const again = await call('POST', `/api/dev/scheduled?time=${start + 80 * H}`);
    expect(again.status).toBe(200);
    // No reminder comes after the time ran out (none had gone out: no run came before it).
    expect(again.json.reminders).toBe(0);
    // The vote opened at the run (73 h) and the votes cast decide a day later (worker/store/absent-clock.ts).
    const row = await env.DB.prepare('select next_check_at as n from games where id = ?').bind(gameId).first<{ n: number | null }>();
    expect(row!.n).toBe(start + 97 * H);
  });
});

describe('time banks', () => {
  it('runs only the clock of the seat to act, adds the increment after its turn, and never goes above the maximum', async () => {
    const start = dec(1, 9);
    at(start);
    const { gameId, tokens } = await clockGame({ timeControl: bank(10, 5, 12), onTimeout: 'forfeit' });
    let game = await view(gameId);
    expect(game.timeControl).toEqual(bank(10, 5, 12));
    const first = game.active[0]!;
    expect(clockOf(game, first)).toMatchObject({ deadline: start + 10 * H, bankMs: 10 * H });
    const waiting = game.players.map((p) => p.seat).filter((s) => s !== first);
    // The others' banks wait, untouched.
    for (const s of waiting) expect(clockOf(game, s)).toMatchObject({ deadline: null, bankMs: 10 * H });
    // Two hours used: 10 - 2 + 5 = 13 h, capped at 12.
    at(start + 2 * H);
    game = await finishTurn(gameId, tokens, first);
    expect(clockOf(game, first)).toMatchObject({ deadline: null, bankMs: 12 * H });
    const second = game.active[0]!;
    expect(second).not.toBe(first);
    expect(clockOf(game, second)).toMatchObject({ deadline: start + 2 * H + 10 * H, bankMs: 10 * H });
    // Eight hours used: 10 - 8 + 5 = 7 h.
    at(start + 10 * H);
    game = await finishTurn(gameId, tokens, second);
    expect(clockOf(game, second)).toMatchObject({ deadline: null, bankMs: 7 * H });
    // The first seat's bank came back whole: its next turn has 12 h.
    const third = game.active[0]!;
    if (third === first) expect(clockOf(game, first)!.deadline).toBe(start + 10 * H + 12 * H);
    // A bank that runs out forfeits, as a per-move deadline does.
    const bankOf = clockOf(game, third)!.bankMs!;
    const ran = await runAt(start + 10 * H + bankOf + 1000);
    expect(ran.forfeits).toBe(1);
    const over = await view(gameId);
    expect(over.status).toBe('finished');
    expect(over.result?.summary).toMatch(/ran out of time/);
  });

  it('runs the clock of every seat asked at once (simultaneous choices), each from its own bank', async () => {
    const start = dec(2, 9);
    at(start);
    const { gameId, tokens } = await clockGame({ ruleset: 'fightin-drinkin-stealin', players: 2, timeControl: bank(20, 2, 30) });
    let game = await view(gameId);
    // Play on until two seats are asked at once.
    for (let i = 0; i < 60 && game.active.length < 2; i++) {
      at(start + (i + 1) * 60_000);
      const seat = game.active[0]!;
      const mine = await view(gameId, tokens[seat]);
      expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat])).status).toBe(200);
      game = await view(gameId);
    }
    expect(game.active.length).toBe(2);
    const [a, b] = game.active as [number, number];
    const ca = clockOf(game, a)!;
    const cb = clockOf(game, b)!;
    expect(ca.deadline).not.toBeNull();
    expect(cb.deadline).not.toBeNull();
    // One answers an hour later: its clock stops with the increment; the other's runs on.
    const since = Date.parse(cb.since!);
    at(since + H);
    game = await finishTurn(gameId, tokens, a);
    expect(game.active).toEqual([b]);
    expect(clockOf(game, b)!.deadline).toBe(cb.deadline);
    expect(clockOf(game, a)!.bankMs).toBe(Math.min(30 * H, ca.bankMs! - (since + H - Date.parse(ca.since!)) + 2 * H));
  });

  it('refuses bad banks in words: negative hours, an increment or a start above the maximum', async () => {
    const bad = async (timeControl: unknown, pattern: RegExp) => {
      const res = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', timeControl });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toMatch(pattern);
    };
    await bad(bank(-1, 1, 10), /negative/);
    await bad(bank(10, -2, 20), /negative/);
    await bad(bank(10, 12, 11), /added after each turn cannot be more/);
    await bad(bank(30, 1, 20), /starting time cannot be more/);
    await bad({ kind: 'per-move', hours: 0 }, /at least 1 hour/);
    await bad({ kind: 'sometimes' }, /time control is/);
  });
});

describe('weekends off', () => {
  it('stops the clock from Friday midnight to Monday midnight (UTC): a 10-hour move from Friday 20:00 ends Monday 06:00', async () => {
    const friday = dec(4, 20);
    at(friday);
    const { gameId } = await clockGame({ deadlineHours: 10, onTimeout: 'forfeit', weekendsOff: true });
    const game = await view(gameId);
    expect(game.weekendsOff).toBe(true);
    const monday6 = dec(7, 6);
    expect(clockOf(game, game.active[0]!)!.deadline).toBe(monday6);
    // Sunday night: 4 h ran on Friday, none since; nothing is due.
    expect((await runAt(dec(6, 23))).forfeits).toBe(0);
    expect((await view(gameId)).status).toBe('active');
    expect((await runAt(monday6 + 1000)).forfeits).toBe(1);
  });

  it('counts a bank turn across a weekend as its weekday hours only', async () => {
    const friday = dec(4, 22);
    at(friday);
    const { gameId, tokens } = await clockGame({ timeControl: bank(24, 1, 48), weekendsOff: true });
    const seat = (await view(gameId)).active[0]!;
    // Friday 22:00 → Monday 03:00: 2 h on Friday, 3 h on Monday.
    at(dec(7, 3));
    const game = await finishTurn(gameId, tokens, seat);
    expect(clockOf(game, seat)!.bankMs).toBe(24 * H - 5 * H + H);
  });
});
