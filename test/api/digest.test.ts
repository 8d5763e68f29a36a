/**
 * The daily digest (#20 item 6): a seat that chose it gets no mail per turn; from 07:00 UTC the
 * cron queues one mail per address listing the games waiting for its move, once a day, even
 * when runs overlap; the mail's links open the seats.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { DevOutboxEmail, GamePayload } from '@schema/api';
import { createDb } from '@worker/store/db';
import worker from '@worker/index';
import { runScheduled } from '@worker/cron/scheduled';
import { call, confirmAddresses } from './client';

const names = ['Ida', 'Jo', 'Kai'];
// Each test's players have their own addresses (the digest is per address, across games).
let current = '';
const address = (seat: number) => `${names[seat]!.toLowerCase()}.${current}@digest.example`;

async function game(tag: string) {
  current = tag;
  await confirmAddresses(address(0), address(1), address(2));
  const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: names[0], email: address(0) });
  expect(created.status).toBe(201);
  const tokens: string[] = [created.json.token];
  for (let seat = 1; seat < 3; seat++) {
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: names[seat], email: address(seat) });
    tokens.push(joined.json.token);
  }
  return { gameId: created.json.gameId as string, tokens };
}

const view = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

async function digestsTo(to: string): Promise<DevOutboxEmail[]> {
  const res = await call('GET', '/api/dev/outbox');
  return (res.json.emails as DevOutboxEmail[]).filter((e) => e.kind === 'digest' && e.to === to);
}

const rowsTo = async (to: string) =>
  (await env.DB.prepare("select count(*) as n from email_outbox where kind = 'digest' and recipient = ?").bind(to).first<number>('n')) as number;

const turnRows = async (gameId: string) =>
  (await env.DB.prepare("select seat from email_outbox where game_id = ? and kind = 'turn'").bind(gameId).all<{ seat: number }>()).results.length;

// Days from the coming midnight UTC (day 5 is tomorrow): within the week in which a game nobody
// has moved in stays open (after it, the cron cancels it: worker/table/resign.ts).
const DAY_MS = 24 * 3_600_000;
const tomorrow = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
const at = (day: number, hour: number, minute = 0) => tomorrow + (day - 5) * DAY_MS + (hour * 60 + minute) * 60_000;

describe('the daily digest', () => {
  it('replaces the turn mails of the seats that chose it', async () => {
    const { gameId, tokens } = await game('a');
    for (const token of tokens) {
      const put = await call('PUT', `/api/games/${gameId}/notifications`, { digest: true }, token);
      expect(put.json).toEqual(expect.objectContaining({ digest: true, muted: false }));
    }
    expect((await call('GET', `/api/games/${gameId}/notifications`, undefined, tokens[0])).json.digest).toBe(true);
    const before = await turnRows(gameId);
    // Three moves: the turn passes to other seats, none of which is mailed.
    for (let i = 0; i < 3; i++) {
      const seat = (await view(gameId)).active[0]!;
      const mine = await view(gameId, tokens[seat]);
      expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat])).status).toBe(200);
    }
    expect(await turnRows(gameId)).toBe(before);
  });

  it('goes out once a day from 07:00 UTC to each address whose digest seat is to move, even when cron runs overlap', async () => {
    const { gameId, tokens } = await game('b');
    const active = (await view(gameId)).active[0]!;
    await call('PUT', `/api/games/${gameId}/notifications`, { digest: true }, tokens[active]);
    const to = address(active);
    const db = createDb(env.DB);

    expect((await runScheduled(db, null, at(5, 6, 45))).digests).toBe(0);
    expect(await digestsTo(to)).toHaveLength(0);
    // Three runs at once (the games of the other tests get theirs too: count this address's rows).
    await Promise.all([runScheduled(db, null, at(5, 7, 0)), runScheduled(db, null, at(5, 7, 0)), runScheduled(db, null, at(5, 7, 15))]);
    expect(await rowsTo(to)).toBe(1);
    await runScheduled(db, null, at(5, 23, 45));
    expect(await rowsTo(to)).toBe(1);
    const mails = await digestsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your daily digest: 1 game waits for your move');
    // Its link opens exactly that seat.
    const token = new RegExp(`/g/${gameId}#t=([A-Za-z0-9_-]+)`).exec(mails[0]!.text)?.[1];
    expect((await view(gameId, token)).seat).toBe(active);
    // Other addresses of the game chose no digest: none for them.
    for (let seat = 0; seat < 3; seat++) if (seat !== active) expect(await digestsTo(address(seat))).toHaveLength(0);
    // The next day, still their turn: one more.
    expect((await runScheduled(db, null, at(6, 7, 30))).digests).toBeGreaterThanOrEqual(1);
    expect(await rowsTo(to)).toBe(2);
  });

  it('sends nothing to a muted seat, and skips a queued digest whose games are no longer waiting', async () => {
    const { gameId, tokens } = await game('c');
    const active = (await view(gameId)).active[0]!;
    await call('PUT', `/api/games/${gameId}/notifications`, { digest: true, muted: true }, tokens[active]);
    const db = createDb(env.DB);
    await runScheduled(db, null, at(8, 7, 30));
    expect(await rowsTo(address(active))).toBe(0);
    await call('PUT', `/api/games/${gameId}/notifications`, { muted: false }, tokens[active]);
    await runScheduled(db, null, at(8, 7, 45));
    expect(await rowsTo(address(active))).toBe(1);
    // The seat moves (until the turn passes on) before the digest is sent: at send time nothing
    // waits for the address, and the row is skipped.
    for (let guard = 0; guard < 5 && (await view(gameId)).active.includes(active); guard++) {
      const mine = await view(gameId, tokens[active]);
      expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[active])).status).toBe(200);
    }
    expect((await view(gameId)).active).not.toContain(active);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: at(8, 8, 0), cron: '*/15 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const row = await env.DB.prepare("select status, last_error from email_outbox where kind = 'digest' and recipient = ?")
      .bind(address(active))
      .first<{ status: string; last_error: string | null }>();
    expect(row).toEqual({ status: 'skipped', last_error: 'no game waits for this address' });
  });
});
