/**
 * Time from the game itself (issue #36 item 4): each game's next deadline, reminder or bot turn
 * is its Durable Object's alarm, set after every change its writer commits; the cron and
 * `POST /api/dev/scheduled?time=` hand each overdue game to its writer, so moving time locally
 * still moves every game. The reminder, forfeit and stand-in rules are scheduled.test's and
 * notifications.test's; here: who runs them, and when.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GamePayload } from '@schema/api';
import { call, confirmAddresses } from './client';
import { liveObject } from '@worker/live/announce';
import { heldBy } from './inside-writer';

const writer = (gameId: string) => liveObject(env, gameId);
const alarmOf = (gameId: string) => runInDurableObject(writer(gameId), (_object, state) => state.storage.getAlarm());
const row = (gameId: string) =>
  env.DB.prepare('select revision, status, next_check_at as nextCheckAt from games where id = ?')
    .bind(gameId)
    .first<{ revision: number; status: string; nextCheckAt: number | null }>();
const reminders = async (gameId: string) =>
  (await env.DB.prepare("select count(*) as n from email_outbox where game_id = ? and kind = 'reminder'").bind(gameId).first<number>('n'))!;

/** A 3-seat Stonerush game with a 24-hour deadline and emails, started. */
async function deadlineGame(onTimeout: 'remind' | 'forfeit') {
  const created = await call('POST', '/api/games', {
    ruleset: 'stonerush',
    players: 3,
    name: 'Ann',
    email: 'ann@alarms.example',
    deadlineHours: 24,
    onTimeout,
  });
  const tokens = [created.json.token as string];
  for (const name of ['Bob', 'Cat'])
    tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name, email: `${name.toLowerCase()}@alarms.example` })).json.token);
  return { gameId: created.json.gameId as string, tokens };
}

// Players who confirmed their addresses (test/api/addresses.test.ts covers confirmation): only they get reminders.
beforeAll(() => confirmAddresses('ann@alarms.example', 'bob@alarms.example', 'cat@alarms.example'));

afterEach(() => {
  vi.useRealTimers();
});

describe("the game's alarm", () => {
  it("is set to the game's next check by the join that starts it and by every move, and removed when the game ends", async () => {
    const { gameId, tokens } = await deadlineGame('forfeit');
    const started = (await row(gameId))!;
    expect(started.nextCheckAt).not.toBeNull();
    expect(await alarmOf(gameId)).toBe(started.nextCheckAt);
    const game = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    const seat = game.active[0]!;
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
    expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat])).status).toBe(200);
    const moved = (await row(gameId))!;
    expect(await alarmOf(gameId)).toBe(moved.nextCheckAt);
    // The forfeit, run by the writer as of a day and more later: the game ends, and so do its alarms.
    const ran = await call('POST', `/api/dev/scheduled?time=${Date.now() + 25 * 3_600_000}`);
    expect(ran.json.forfeits).toBe(1);
    expect((await row(gameId))!.status).toBe('finished');
    expect(await alarmOf(gameId)).toBeNull();
    // The writer made that change: it holds the finished row.
    const held = await heldBy(gameId);
    expect(held?.row.status).toBe('finished');
    expect(held?.row.revision).toBe((await row(gameId))!.revision);
  });

  it('does the reminder when it fires, once, as the cron would; an alarm with nothing due writes nothing', async () => {
    const { gameId } = await deadlineGame('remind');
    const before = (await row(gameId))!;
    // Fired early (nothing due yet): nothing written, the alarm stays.
    expect(await runDurableObjectAlarm(writer(gameId))).toBe(true);
    expect((await row(gameId))!.revision).toBe(before.revision);
    expect(await reminders(gameId)).toBe(0);
    // The clock moves past the reminder's time: the alarm does it, and sets the next check.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(before.nextCheckAt! + 1000);
    expect(await runDurableObjectAlarm(writer(gameId))).toBe(true);
    expect(await reminders(gameId)).toBeGreaterThan(0);
    const after = (await row(gameId))!;
    expect(after.revision).toBe(before.revision + 1);
    // The next check (none once the last reminder is out) is the alarm now.
    expect(after.nextCheckAt === null || after.nextCheckAt > before.nextCheckAt!).toBe(true);
    expect(await alarmOf(gameId)).toBe(after.nextCheckAt);
    // The cron run that comes after finds nothing due: the reminder is sent once.
    const sent = await reminders(gameId);
    const ran = await call('POST', `/api/dev/scheduled?time=${before.nextCheckAt! + 2000}`);
    expect(ran.json.reminders).toBe(0);
    expect(await reminders(gameId)).toBe(sent);
  });
});
