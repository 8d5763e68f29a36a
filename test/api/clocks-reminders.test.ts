/**
 * Reminders that respect the clock (issue #31, item 3): at a day and at two hours left (a short
 * clock: at half and at a tenth), each at most once, never in the seat's quiet hours (22:00–07:00
 * in the time zone its browser reported) — held to the morning unless the time would run out first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, confirmAddresses } from './client';
import { H, at, clockGame, realTimersAfterEach, reminderRows, runAt, view, dec } from './clock-helpers';

const emails = ['ann@rem.example', 'bob@rem.example', 'cat@rem.example'];
beforeAll(() => confirmAddresses(...emails));
realTimersAfterEach();

describe('reminders', () => {
  it('reminds at a day and at two hours left, once each, and never again for that wait', async () => {
    const start = dec(1, 12);
    at(start);
    const { gameId } = await clockGame({ deadlineHours: 72, timeZone: 'Europe/Berlin' }, emails, { timeZone: 'Europe/Berlin' });
    const seat = (await view(gameId)).active[0]!;
    await runAt(start + 47 * H);
    expect(await reminderRows(gameId)).toHaveLength(0);
    await runAt(start + 48 * H + 1000);
    await runAt(start + 49 * H);
    expect(await reminderRows(gameId)).toHaveLength(1);
    await runAt(start + 69 * H);
    expect(await reminderRows(gameId)).toHaveLength(1);
    await runAt(start + 70 * H + 1000);
    await runAt(start + 71 * H);
    await runAt(start + 90 * H);
    const rows = await reminderRows(gameId);
    expect(rows.map((r) => r.seat)).toEqual([seat, seat]);
    expect(rows.map((r) => r.createdAt)).toEqual([start + 48 * H + 1000, start + 70 * H + 1000]);
    // Each one leads to the game page's away control.
    const mails = ((await call('GET', '/api/dev/outbox')).json.emails as { gameId: string; kind: string; text: string }[]).filter(
      (m) => m.gameId === gameId && m.kind === 'reminder',
    );
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(m.text).toMatch(new RegExp(`/g/${gameId}#t=[A-Za-z0-9_-]+&away`));
  });

  it('holds a reminder that falls in the quiet hours of the seat until 07:00 in its time zone', async () => {
    // 22:30 UTC is 23:30 in Berlin: the day-left reminder would come at 23:30 there, two days on.
    const start = dec(1, 22, 30);
    at(start);
    const { gameId } = await clockGame({ deadlineHours: 72, timeZone: 'Europe/Berlin' }, emails, { timeZone: 'Europe/Berlin' });
    await runAt(start + 48 * H + 1000);
    await runAt(dec(4, 5, 59));
    expect(await reminderRows(gameId)).toHaveLength(0);
    // 07:00 in Berlin is 06:00 UTC.
    await runAt(dec(4, 6, 0) + 1000);
    expect(await reminderRows(gameId)).toHaveLength(1);
    expect((await reminderRows(gameId))[0]!.createdAt).toBe(dec(4, 6, 0) + 1000);
  });

  it('does not hold it when the time would run out before the morning (a short clock: at half and a tenth)', async () => {
    // A 4-hour clock from 22:00 Berlin time (21:00 UTC): half is at midnight there, the end at 02:00.
    const start = dec(1, 21);
    at(start);
    const { gameId } = await clockGame({ deadlineHours: 4, timeZone: 'Europe/Berlin' }, emails, { timeZone: 'Europe/Berlin' });
    await runAt(start + 2 * H - 1000);
    expect(await reminderRows(gameId)).toHaveLength(0);
    await runAt(start + 2 * H + 1000);
    expect(await reminderRows(gameId)).toHaveLength(1);
    // The tenth: 24 minutes before the end.
    await runAt(start + 3.6 * H + 1000);
    expect(await reminderRows(gameId)).toHaveLength(2);
    await runAt(start + 3.9 * H);
    expect(await reminderRows(gameId)).toHaveLength(2);
  });

  it('a seat without a reported time zone is reminded on time, at night too', async () => {
    const start = dec(1, 22, 30);
    at(start);
    const { gameId } = await clockGame({ deadlineHours: 72 }, emails);
    await runAt(start + 48 * H + 1000);
    expect(await reminderRows(gameId)).toHaveLength(1);
  });
});
