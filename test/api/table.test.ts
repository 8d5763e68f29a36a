/** Around the table: private notes, rematches, and what the table said in a turn mail. */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GamePayload, RematchJoined } from '@schema/api';
import worker from '@worker/index';
import { call, confirmAddresses, expectError, playRandomly, startGame } from './client';

const DAY = 24 * 3_600_000;

async function runCron(time: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: time, cron: '*/15 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function finishedGame(emails: (string | null)[]) {
  const names = ['Ann', 'Bob', 'Cat'];
  await confirmAddresses(...emails.filter((e): e is string => e !== null));
  const created = await call('POST', '/api/games', {
    ruleset: 'stonerush',
    players: 3,
    name: 'Ann',
    ...(emails[0] ? { email: emails[0] } : {}),
    deadlineHours: 48,
  });
  const tokens: string[] = [created.json.token];
  for (let seat = 1; seat < 3; seat++) {
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: names[seat], ...(emails[seat] ? { email: emails[seat] } : {}) });
    tokens.push(joined.json.token);
  }
  // Muted while the game is played at random: its turn mails (about fifty an address in a long deal)
  // would spend the day's cap of mails an address gets (MAIL_PER_ADDRESS_PER_DAY, 60), and the mail
  // a test looks for after it (the rematch offer) would then not be queued at all.
  const withEmail = tokens.filter((_, seat) => emails[seat] !== null);
  for (const token of withEmail) expect((await call('PUT', `/api/games/${created.json.gameId}/notifications`, { muted: true }, token)).status).toBe(200);
  await playRandomly(created.json.gameId, tokens, 'rematch');
  for (const token of withEmail) expect((await call('PUT', `/api/games/${created.json.gameId}/notifications`, { muted: false }, token)).status).toBe(200);
  return { gameId: created.json.gameId as string, tokens };
}

describe('private notes', () => {
  it("are read and written only with the seat's own token, up to 2,000 characters, and outlive the game", async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const other = await startGame('stonerush', 3);
    expect((await call('GET', `/api/games/${gameId}/notes`, undefined, tokens[0])).json).toEqual({ text: '', updatedAt: null });
    const saved = await call('PUT', `/api/games/${gameId}/notes`, { text: 'Bob backs red, I think.' }, tokens[0]);
    expect(saved.status).toBe(200);
    expect((await call('GET', `/api/games/${gameId}/notes`, undefined, tokens[0])).json.text).toBe('Bob backs red, I think.');
    expect((await call('GET', `/api/games/${gameId}/notes`, undefined, tokens[1])).json.text).toBe('');
    await expectError(call('GET', `/api/games/${gameId}/notes`), 401, 'unauthorized');
    await expectError(call('GET', `/api/games/${gameId}/notes`, undefined, other.tokens[0]), 403, 'not_your_seat');
    await expectError(call('PUT', `/api/games/${gameId}/notes`, { text: 'x'.repeat(2001) }, tokens[0]), 400, 'invalid_body');
    expect((await call('PUT', `/api/games/${gameId}/notes`, { text: 'y'.repeat(2000) }, tokens[0])).status).toBe(200);
    await playRandomly(gameId, tokens, 'notes');
    expect((await call('GET', `/api/games/${gameId}/notes`, undefined, tokens[0])).json.text).toBe('y'.repeat(2000));
    const record = await call('GET', `/api/games/${gameId}/record`);
    expect(JSON.stringify(record.json)).not.toContain('y'.repeat(50));
  });
});

describe('rematch', () => {
  it('offers a game with the same rules to the same players, who join under their names and emails', async () => {
    const { gameId, tokens } = await finishedGame(['ann@table.example', 'bob@table.example', null]);
    const before = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    await expectError(call('POST', `/api/games/${gameId}/rematch`), 401, 'unauthorized');
    const offer = await call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[1]);
    expect(offer.status).toBe(201);
    const bob = offer.json as RematchJoined;
    expect(bob.seat).toBe(0);
    const next = (await call('GET', `/api/games/${bob.gameId}`, undefined, bob.token)).json as GamePayload;
    expect(next).toMatchObject({ ruleset: 'stonerush', status: 'waiting', options: before.options, deadlineHours: 48 });
    expect(next.players.map((p) => [p.name, p.joined])).toEqual([
      ['Bob', true],
      ['Seat 2', false],
      ['Seat 3', false],
    ]);
    // the old game's seats see the offer; spectators do not
    expect(((await call('GET', `/api/games/${gameId}`, undefined, tokens[0])).json as GamePayload).rematch).toEqual({ gameId: bob.gameId });
    expect(((await call('GET', `/api/games/${gameId}`)).json as GamePayload).rematch).toBeUndefined();
    // Ann (with an email) was mailed the offer; Cat has no address
    const mails = await env.DB.prepare("select recipient from email_outbox where game_id = ? and kind = 'rematch'").bind(gameId).all();
    expect(mails.results).toEqual([{ recipient: 'ann@table.example' }]);
    // asking again answers the same seat
    expect(((await call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[1])).json as RematchJoined).token).toBe(bob.token);
    const ann = (await call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[0])).json as RematchJoined;
    expect(ann.gameId).toBe(bob.gameId);
    const email = await env.DB.prepare('select name, email from seats where game_id = ? and seat = ?').bind(bob.gameId, ann.seat).first();
    expect(email).toEqual({ name: 'Ann', email: 'ann@table.example' });
    const cat = (await call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[2])).json as RematchJoined;
    const started = (await call('GET', `/api/games/${bob.gameId}`, undefined, cat.token)).json as GamePayload;
    expect(started.status).toBe('active');
    expect(started.seat).toBe(cat.seat);
  });

  it('is refused before the end, and closes when its seats are not taken within a week', async () => {
    const live = await startGame('stonerush', 3);
    await expectError(call('POST', `/api/games/${live.gameId}/rematch`, undefined, live.tokens[0]), 409, 'not_finished');
    const { gameId, tokens } = await finishedGame([null, null, null]);
    const offer = (await call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[0])).json as RematchJoined;
    await runCron(Date.now() + 8 * DAY);
    expect(((await call('GET', `/api/games/${offer.gameId}`)).json as GamePayload).status).toBe('aborted');
    await expectError(call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[1]), 409, 'rematch_closed');
  });
});

describe('turn mails', () => {
  it("quote what the other players wrote lately, and never the reader's own words", async () => {
    // Addresses of their own: the rematch tests' games mailed the others up to the day's cap.
    const emails = ['ann@turns.example', 'bob@turns.example', 'cat@turns.example'];
    const names = ['Ann', 'Bob', 'Cat'];
    await confirmAddresses(...emails);
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', email: emails[0] });
    const tokens: string[] = [created.json.token];
    for (const seat of [1, 2]) tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name: names[seat], email: emails[seat] })).json.token);
    const gameId = created.json.gameId as string;
    for (let seat = 0; seat < 3; seat++) await call('POST', `/api/games/${gameId}/chat`, { text: `greetings from ${names[seat]}` }, tokens[seat]);
    // The seat to act plays and discards: the turn passes and the next seat is mailed.
    const mover = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
    for (const type of ['play', 'discard']) {
      const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[mover])).json as GamePayload;
      const action = mine.actions.find((a) => a.type === type && (type !== 'play' || (a.cards as unknown[]).length === 1))!;
      expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action }, tokens[mover])).status).toBe(200);
    }
    const next = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
    expect(next).not.toBe(mover);
    await runCron(Date.now());
    const outbox = (await call('GET', '/api/dev/outbox')).json.emails as { gameId: string; kind: string; to: string; text: string; html?: string }[];
    const turn = outbox.find((m) => m.gameId === gameId && m.kind === 'turn' && m.to === emails[next]);
    if (!turn) {
      // Say what the game's outbox holds, so that a failure shows why (held, skipped, or never queued).
      const rows = await env.DB.prepare(
        'select seat, kind, channel, recipient, status, last_error, next_attempt_at, created_at from email_outbox where game_id = ?',
      )
        .bind(gameId)
        .all();
      expect.fail(`no turn mail for seat ${next} (mover ${mover}, now ${Date.now()}): ${JSON.stringify(rows.results)}`);
    }
    for (let seat = 0; seat < 3; seat++) {
      if (seat === next) expect(turn.text).not.toContain(`greetings from ${names[seat]}`);
      else expect(turn.text).toContain(`${names[seat]} wrote: "greetings from ${names[seat]}"`);
    }
    expect(turn.html).toContain('wrote: &quot;greetings');
  });
});
