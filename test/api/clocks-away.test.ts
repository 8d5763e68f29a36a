/**
 * Away (issue #31, item 4): every clock of every seat of the seat's address stops until a date
 * when its owner asks signed in with it (issue #43 item 3: a seat token alone is its own seat), and resumes with the time it had; co-players see until when; at most 30 days ahead and
 * 30 away days in any 365 (409 away_limit with the date it frees up); coming back early ends it;
 * the other games' rows and writers' alarms move in the same change.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveObject } from '@worker/live/announce';
import { call, confirmAddresses } from './client';
import { DAY, H, at, clockGame, clockOf, realTimersAfterEach, runAt, view, dec } from './clock-helpers';

const alarmOf = (gameId: string) => runInDurableObject(liveObject(env, gameId), (_o, state) => state.storage.getAlarm());
const nextCheck = (gameId: string) => env.DB.prepare('select next_check_at as n from games where id = ?').bind(gameId).first<number | null>('n');

beforeAll(() => confirmAddresses('ann@away.example', 'bob@away.example', 'cat@away.example', 'dee@away.example'));
realTimersAfterEach();

/** Two games in which seat 0 (Ann, ann@away.example) is to act first, or the first seat to act otherwise. */
async function twoGames(start: number) {
  at(start);
  const emails = ['ann@away.example', 'bob@away.example', 'cat@away.example'];
  const one = await clockGame({ deadlineHours: 72, onTimeout: 'forfeit' }, emails);
  const two = await clockGame({ deadlineHours: 48, onTimeout: 'forfeit' }, emails);
  return { one, two };
}

/**
 * A session of `address`'s owner, from a sign-in link (which is what proves the address). The
 * link is the mail this request queued: an older sign-in mail to the same address (an earlier
 * test's, whose link row the cron may have pruned since) is not it.
 */
async function signedInAs(address: string, client = '10.9.9.8'): Promise<Record<string, string>> {
  const signins = async () =>
    ((await call('GET', '/api/dev/outbox')).json.emails as { to: string; kind: string; text: string }[]).filter((e) => e.kind === 'signin' && e.to === address);
  const before = new Set((await signins()).map((e) => e.text));
  expect((await call('POST', '/api/auth/email', { email: address }, undefined, { 'cf-connecting-ip': client })).status).toBe(202);
  const mail = (await signins()).find((e) => !before.has(e.text));
  expect(mail, `the sign-in mail to ${address}`).toBeDefined();
  const linkToken = /\/signin#t=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
  const verified = await call('POST', '/api/auth/email/verify', { token: linkToken, tokens: [] }, undefined, { origin: 'http://127.0.0.1' });
  expect(verified.status).toBe(200);
  return { cookie: `sid=${/sid=([A-Za-z0-9_-]+)/.exec(verified.headers.get('set-cookie') ?? '')![1]}`, origin: 'http://127.0.0.1' };
}

describe('away', () => {
  it('stops every clock of the address in every game until then, shows it to the others, and moves the other games’ alarms', async () => {
    const start = dec(1, 9);
    const { one, two } = await twoGames(start);
    const seatOne = (await view(one.gameId)).active[0]!;
    const seatTwo = (await view(two.gameId)).active[0]!;
    at(start + 10 * H);
    const until = start + 10 * H + 3 * DAY;
    const owner = await signedInAs(['ann@away.example', 'bob@away.example', 'cat@away.example'][seatOne]!);
    const res = await call('POST', `/api/games/${one.gameId}/away`, { until }, one.tokens[seatOne], owner);
    expect(res.status).toBe(200);
    expect(res.json.awayUntil).toBe(until);
    // The seat to act in game one was away.
    const g1 = await view(one.gameId);
    expect(clockOf(g1, seatOne)).toMatchObject({ awayUntil: until, deadline: start + 72 * H + 3 * DAY });
    // The other game: the seat of the same address (same name, same seat here) stops too, whether it is to act or not.
    const g2 = await view(two.gameId, two.tokens[0]);
    const mine2 = seatOne;
    expect(clockOf(g2, mine2)?.awayUntil).toBe(until);
    if (seatTwo === mine2) expect(clockOf(g2, mine2)!.deadline).toBe(start + 48 * H + 3 * DAY);
    // Its row's next check and its writer's alarm moved in the same change.
    expect(await alarmOf(two.gameId)).toBe(await nextCheck(two.gameId));
    // A deadline that would have passed does not: the clock stood still.
    expect((await runAt(start + 73 * H)).forfeits).toBe(seatTwo === mine2 ? 0 : 1);
    expect((await view(one.gameId)).status).toBe('active');
  });

  it('comes back early with DELETE: the clock resumes with the time it had left', async () => {
    const start = dec(1, 9);
    at(start);
    const { gameId, tokens } = await clockGame({ deadlineHours: 72 }, ['ann@away.example', 'bob@away.example', 'cat@away.example']);
    const seat = (await view(gameId)).active[0]!;
    at(start + 10 * H);
    expect((await call('POST', `/api/games/${gameId}/away`, { until: start + 10 * H + 5 * DAY }, tokens[seat])).status).toBe(200);
    at(start + 10 * H + DAY);
    const back = await call('DELETE', `/api/games/${gameId}/away`, undefined, tokens[seat]);
    expect(back.status).toBe(200);
    expect(back.json.awayUntil).toBeNull();
    const game = await view(gameId);
    expect(clockOf(game, seat)!.awayUntil).toBeUndefined();
    // 10 h ran, a day stood still, 62 h are left.
    expect(clockOf(game, seat)!.deadline).toBe(start + 72 * H + DAY);
  });

  it('refuses a date in the past (400), more than 30 days ahead (400), and more than 30 away days a year (409 away_limit with the date)', async () => {
    const start = dec(1, 9);
    at(start);
    const { gameId, tokens } = await clockGame({ deadlineHours: 72 }, ['ann@away.example', 'bob@away.example', 'cat@away.example']);
    const past = await call('POST', `/api/games/${gameId}/away`, { until: start - H }, tokens[0]);
    expect(past.status).toBe(400);
    expect(past.json.error.code).toBe('away_in_past');
    const far = await call('POST', `/api/games/${gameId}/away`, { until: start + 31 * DAY }, tokens[0]);
    expect(far.status).toBe(400);
    expect(far.json.error.code).toBe('away_too_far');
    expect((await call('POST', `/api/games/${gameId}/away`, { until: 'soon' }, tokens[0])).status).toBe(400);
    // 20 days away, back, then 15 more asked: 35 > 30.
    expect((await call('POST', `/api/games/${gameId}/away`, { until: start + 20 * DAY }, tokens[0])).status).toBe(200);
    at(start + 21 * DAY);
    const over = await call('POST', `/api/games/${gameId}/away`, { until: start + 36 * DAY }, tokens[0]);
    expect(over.status).toBe(409);
    expect(over.json.error.code).toBe('away_limit');
    // The first 5 days of the earlier span must leave the year: from start + 365 + 5 days − the 15 asked.
    expect(over.json.error.freesAt).toBe(start + 5 * DAY + 365 * DAY - 15 * DAY);
    expect(over.json.error.message).toContain(new Date(over.json.error.freesAt).toISOString().slice(0, 10));
    // Ten days still fit.
    expect((await call('POST', `/api/games/${gameId}/away`, { until: start + 31 * DAY }, tokens[0])).status).toBe(200);
  });

  it('is the same for the /me setting awayUntil: the signed-in player’s seats stop, and null brings them back', async () => {
    const start = dec(1, 9);
    at(start);
    const { gameId } = await clockGame({ deadlineHours: 72 }, ['dee@away.example', 'bob@away.example', 'cat@away.example']);
    const seat = (await view(gameId)).active[0]!;
    const address = ['dee@away.example', 'bob@away.example', 'cat@away.example'][seat]!;
    const headers = await signedInAs(address, '10.9.9.9');
    const until = start + 2 * DAY;
    expect((await call('PUT', '/api/me/settings', { awayUntil: until }, undefined, headers)).status).toBe(200);
    expect(clockOf(await view(gameId), seat)).toMatchObject({ awayUntil: until, deadline: start + 72 * H + 2 * DAY });
    // The same limits: a date in the past is refused in words.
    const past = await call('PUT', '/api/me/settings', { awayUntil: start - DAY }, undefined, headers);
    expect(past.status).toBe(400);
    expect(past.json.error.code).toBe('away_in_past');
    at(start + DAY);
    expect((await call('PUT', '/api/me/settings', { awayUntil: null }, undefined, headers)).status).toBe(200);
    expect(clockOf(await view(gameId), seat)).toMatchObject({ deadline: start + 72 * H + DAY });
  });

  it('needs the seat token', async () => {
    const { gameId } = await clockGame({ deadlineHours: 72 });
    expect((await call('POST', `/api/games/${gameId}/away`, { until: Date.now() + DAY })).status).toBe(401);
  });
});
