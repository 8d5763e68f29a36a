/**
 * A seat on any device (#21 items 1-2) and the join page's preview (#20 item 4): what an invite
 * link leads to before anyone types a name, and "email me my games" — one mail listing every
 * unfinished seat of an address with its seat link, the same answer for any address, limited per
 * address and per client.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DevOutboxEmail, GamePayload, JoinPreview } from '@schema/api';
import { call, confirmAddresses, expectError } from './client';

// Players who confirmed their addresses (test/api/addresses.test.ts covers confirmation).
beforeAll(() => confirmAddresses('ana@preview.example', 'cara@mine.example', 'ana@somebody.example', 'eli@limits.example'));

const tokenIn = (text: string, gameId: string) => new RegExp(`/g/${gameId}#t=([A-Za-z0-9_-]+)`).exec(text)?.[1];

async function mailsTo(address: string): Promise<DevOutboxEmail[]> {
  const res = await call('GET', '/api/dev/outbox');
  expect(res.status).toBe(200);
  return (res.json.emails as DevOutboxEmail[]).filter((e) => e.to === address && e.kind === 'games');
}

/** A game of `players` seats; the seats listed in `join` join with these names and emails. */
async function game(players: number, host: { name: string; email?: string }, join: { name: string; email?: string }[], extra: Record<string, unknown> = {}) {
  const created = await call('POST', '/api/games', { ruleset: 'stonerush', players, ...host, ...extra });
  expect(created.status).toBe(201);
  const tokens: string[] = [created.json.token];
  for (const j of join) {
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, j);
    expect(joined.status).toBe(201);
    tokens.push(joined.json.token);
  }
  return { gameId: created.json.gameId as string, joinCode: created.json.joinCode as string, tokens };
}

const ip = (n: number) => ({ 'cf-connecting-ip': `10.77.${Math.floor(n / 250)}.${n % 250}` });

describe('the join preview', () => {
  it('says the ruleset, the host, who has joined, the seats left, the options and the deadline policy, and nothing secret', async () => {
    const { gameId, joinCode } = await game(3, { name: 'Ana', email: 'ana@preview.example' }, [{ name: 'Ben' }], {
      options: { track: 'bluestones' },
      deadlineHours: 48,
      onTimeout: 'forfeit',
    });
    const res = await call('GET', `/api/join/${joinCode}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const preview = res.json as JoinPreview;
    expect(preview).toMatchObject({
      gameId,
      ruleset: 'stonerush',
      title: 'Stonerush',
      status: 'waiting',
      host: 'Ana',
      seatsLeft: 1,
      deadlineHours: 48,
      onTimeout: 'forfeit',
      open: false,
    });
    expect(preview.players).toEqual([
      { seat: 0, name: 'Ana', joined: true },
      { seat: 1, name: 'Ben', joined: true },
      { seat: 2, name: null, joined: false },
    ]);
    const text = JSON.stringify(preview);
    expect(text).not.toContain('ana@preview.example');
    expect(text).not.toMatch(/token|seed|email/i);
  });

  it('says when the game has started (no seats left) and answers 404 for an unknown code', async () => {
    const { joinCode } = await game(3, { name: 'Ana' }, [{ name: 'Ben' }, { name: 'Cy' }]);
    const preview = (await call('GET', `/api/join/${joinCode}`)).json as JoinPreview;
    expect(preview.status).toBe('active');
    expect(preview.seatsLeft).toBe(0);
    await expectError(call('GET', '/api/join/nosuchcode'), 404, 'unknown_join_code');
    await expectError(call('GET', '/api/join/NOT..VALID'), 404, 'unknown_join_code');
  });
});

describe('email me my games', () => {
  it('mails one list of every unfinished seat of the address, its turns first, each link opening its seat', async () => {
    const address = 'cara@mine.example';
    const a = await game(3, { name: 'Ana' }, [{ name: 'Cara', email: 'Cara@Mine.example' }, { name: 'Bo' }]);
    const b = await game(3, { name: 'Cara', email: address }, []);
    const finished = await game(3, { name: 'Cara', email: address }, [{ name: 'Dov' }, { name: 'Eb' }]);
    // A finished game is left out (set on the row: playing one to the end adds nothing here).
    await env.DB.prepare("update games set status = 'finished' where id = ?").bind(finished.gameId).run();

    const res = await call('POST', '/api/my-games/email', { email: 'CARA@mine.example' }, undefined, ip(1));
    expect(res.status).toBe(202);
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toMatch(/^Your games: 2 unfinished/);
    // Seat 1 of game a and seat 0 of game b, with links that open exactly those seats.
    const seatOf = async (gameId: string, token: string | undefined) =>
      ((await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload).seat;
    expect(await seatOf(a.gameId, tokenIn(mail.text, a.gameId))).toBe(1);
    expect(await seatOf(b.gameId, tokenIn(mail.text, b.gameId))).toBe(0);
    expect(tokenIn(mail.text, a.gameId)).toBe(a.tokens[1]);
    expect(mail.text).not.toContain(finished.gameId);
    // Game a is active: whoever moves first, its line says so; b waits for players.
    expect(mail.text).toMatch(/\(waiting for players\)/);
    const aActive = ((await call('GET', `/api/games/${a.gameId}`)).json as GamePayload).active;
    // Cara's turn first; otherwise the game that changed last (b, created after a filled).
    const first = aActive.includes(1) ? a.gameId : b.gameId;
    expect(mail.text.indexOf(first)).toBeLessThan(mail.text.indexOf(first === a.gameId ? b.gameId : a.gameId));
    if (aActive.includes(1)) expect(mail.subject).toContain('1 waiting for your move');
    expect(mail.html).toContain(`/g/${b.gameId}#t=`);
  });

  it('answers the same for an address with no games and sends nothing', async () => {
    const hit = await call('POST', '/api/my-games/email', { email: 'ana@somebody.example' }, undefined, ip(2));
    await game(3, { name: 'Ana', email: 'ana@somebody.example' }, []);
    const withGames = await call('POST', '/api/my-games/email', { email: 'ana@somebody.example' }, undefined, ip(3));
    const none = await call('POST', '/api/my-games/email', { email: 'nobody@nowhere.example' }, undefined, ip(4));
    expect(none.status).toBe(202);
    expect(none.json).toEqual(withGames.json);
    expect(hit.json).toEqual(withGames.json);
    expect(await mailsTo('nobody@nowhere.example')).toHaveLength(0);
    expect(await mailsTo('ana@somebody.example')).toHaveLength(1);
    await expectError(call('POST', '/api/my-games/email', { email: 'not an address' }, undefined, ip(5)), 400, 'invalid_body');
  });

  it('is limited per address (3 an hour, with or without games) and per client (10 an hour)', async () => {
    await game(3, { name: 'Eli', email: 'eli@limits.example' }, []);
    const statuses = async (email: string, from: number) => {
      const out: number[] = [];
      for (let i = 0; i < 5; i++) out.push((await call('POST', '/api/my-games/email', { email }, undefined, ip(from + i))).status);
      return out;
    };
    const seat = await statuses('eli@limits.example', 100);
    const stranger = await statuses('who@limits.example', 200);
    expect(seat).toEqual([202, 202, 202, 429, 429]);
    expect(stranger).toEqual(seat);
    expect(await mailsTo('eli@limits.example')).toHaveLength(3);
    const limited = await call('POST', '/api/my-games/email', { email: 'eli@limits.example' }, undefined, ip(300));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // One client asking for many addresses.
    const one: number[] = [];
    for (let i = 0; i < 12; i++) one.push((await call('POST', '/api/my-games/email', { email: `x${i}@client.example` }, undefined, ip(400))).status);
    expect(one).toEqual([...Array(10).fill(202), 429, 429]);
  });
});
