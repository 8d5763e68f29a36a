/**
 * Issue #43 ("Trust round four"), items 3, 4, 6, 7 and 8: a seat, an address and an account count
 * as one person only by proof (docs/security.md, "Proof, not possession"). Each test failed on the
 * code before its fix.
 */
import { describe, expect, it } from 'vitest';
import type { CreatedGame } from '@schema/api';
import { clientKey } from '@worker/http/rate-limit';
import { call, expectError } from './client';

const base = { ruleset: 'stonerush', players: 3, name: 'Ann' };

describe('names (#43.8)', () => {
  it.each(['evil\u3002com', 'evil\uFF61com', 'evil\uFF0Ecom', 'see bank\u3002co\u3002uk/login', 'ann@example\u3002com'])(
    'refuses %s, a link written with another full stop',
    async (name) => {
      const res = await expectError(call('POST', '/api/games', { ...base, name }), 400, 'invalid_body');
      expect(res.json.error.message).toMatch(/link or an email/);
    },
  );

  it('refuses a name with a lone surrogate at create and join, and ill-formed text in any body', async () => {
    for (const name of ['Ann\uD800', '\uDC00Bob', 'Cat\uDBFF\uDBFF']) {
      const res = await expectError(call('POST', '/api/games', { ...base, name }), 400, 'invalid_body');
      expect(res.json.error.message).toMatch(/well-formed|Unicode/);
    }
    const created = (await call('POST', '/api/games', base)).json as CreatedGame;
    await expectError(call('POST', `/api/join/${created.joinCode}`, { name: 'Bob\uDFFF' }), 400, 'invalid_body');
    // Any other text of a body too (chat here): ill-formed text is refused at the door.
    await expectError(call('POST', `/api/games/${created.gameId}/chat`, { text: 'hi \uD83D' }, created.token), 400, 'invalid_body');
    // A whole pair (an emoji) is a character like any other.
    expect((await call('POST', '/api/games', { ...base, name: 'Ann \uD83D\uDE00' })).status).toBe(201);
    expect((await call('POST', '/api/games', { ...base, name: 'Tokyo\u3002' })).status).toBe(201);
  });
});

describe('IPv6 clients by their /64 (#43.7)', () => {
  it('keys an IPv6 client by its /64 and an IPv4 client by its address', () => {
    expect(clientKey('2001:db8:1:2::a')).toBe(clientKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc'));
    expect(clientKey('2001:db8:1:2::a')).not.toBe(clientKey('2001:db8:1:3::a'));
    expect(clientKey('[2001:DB8:1:2::a]')).toBe(clientKey('2001:db8:1:2::b'));
    expect(clientKey('::ffff:192.0.2.7')).toBe(clientKey('192.0.2.7'));
    expect(clientKey('192.0.2.7')).not.toBe(clientKey('192.0.2.8'));
    expect(clientKey('not an address')).toBe('not an address');
  });

  it('four joins from four addresses of one /64 take one seat of a stranger open game', async () => {
    const created = (
      await call('POST', '/api/games', { ruleset: 'stonerush', players: 5, name: 'Hostess', open: true }, undefined, { 'cf-connecting-ip': '2001:db8:7::1' })
    ).json as CreatedGame;
    const answers: number[] = [];
    for (const [i, ip] of ['2001:db8:9:1::1', '2001:db8:9:1::2', '2001:db8:9:1:ffff::3', '2001:db8:9:1:1:2:3:4'].entries()) {
      const res = await call('POST', `/api/join/${created.joinCode}`, { name: `Mal${i}` }, undefined, { 'cf-connecting-ip': ip });
      answers.push(res.status);
      if (res.status !== 201) expect(res.json.error.code).toBe('one_seat_per_client');
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(1);
    // A neighbour in another /64 is another client.
    expect((await call('POST', `/api/join/${created.joinCode}`, { name: 'Ned' }, undefined, { 'cf-connecting-ip': '2001:db8:9:2::1' })).status).toBe(201);
  });

  it('counts the create limit per /64', async () => {
    const ON = { RATE_LIMITS: 'on' };
    let limited = 0;
    for (let i = 1; i <= 22; i++) {
      const res = await call('POST', '/api/games', base, undefined, { 'cf-connecting-ip': `2001:db8:44:5:${i.toString(16)}::1` }, ON);
      if (res.status === 429) limited++;
      else expect(res.status).toBe(201);
    }
    expect(limited).toBeGreaterThan(0);
  });
});
