/**
 * Limits that already held under concurrency (issue #56; docs/security.md, "Limits and the
 * statement that keeps each"), fired at once to show it: each is counted in the batch that writes
 * (a D1 counter and a guarded INSERT … SELECT), trimmed in it, or replaced by it.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LINKS_PER_ADDRESS_PER_HOUR } from '@worker/notify/email-link';
import { PUSH_SUBSCRIPTIONS_PER_SEAT } from '@worker/notify/push';
import { RECOVERY_PER_ADDRESS_PER_HOUR } from '@worker/notify/seat-settings';
import { AWAY_MAX_DAYS_MS } from '@worker/store/away';
import { call, confirmAddresses, startGame } from './client';

const DAY = 24 * 3_600_000;

const count = async (query: string, ...params: unknown[]) =>
  Number(
    await env.DB.prepare(query)
      .bind(...params)
      .first<number>('n'),
  );

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('limits that held', () => {
  it('lost-link recovery: 12 requests at once for one address pass 5, and mail the seat once', async () => {
    const address = 'ann@held-recover.example';
    await confirmAddresses(address);
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', email: address });
    const gameId = created.json.gameId as string;
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('POST', `/api/games/${gameId}/recover`, { email: address })));
    expect(statuses(answers)).toEqual([...Array(RECOVERY_PER_ADDRESS_PER_HOUR).fill(202), ...Array(12 - RECOVERY_PER_ADDRESS_PER_HOUR).fill(429)]);
    expect(await count("select count(*) as n from email_outbox where kind = 'link' and game_id = ?", gameId)).toBe(1);
  });

  it('sign-in links: 12 requests at once for one address mail it at most LINKS_PER_ADDRESS_PER_HOUR', async () => {
    const address = 'bea@held-signin.example';
    await confirmAddresses(address);
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('POST', '/api/auth/email', { email: address })));
    expect(answers.every((a) => a.status === 202)).toBe(true);
    expect(await count("select count(*) as n from email_outbox where kind = 'signin' and recipient = ?", address)).toBe(LINKS_PER_ADDRESS_PER_HOUR);
  });

  it(`push subscriptions: 15 at once for one seat keep ${PUSH_SUBSCRIPTIONS_PER_SEAT}`, async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    // A P-256 public key and an auth secret of their sizes (nothing is sent here).
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
    const b64 = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const keys = {
      p256dh: b64(new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer)),
      auth: b64(crypto.getRandomValues(new Uint8Array(16))),
    };
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        call('POST', `/api/games/${gameId}/push`, { endpoint: `https://fcm.googleapis.com/fcm/send/held-${i}`, keys }, tokens[0]),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await count('select count(*) as n from push_subscriptions where game_id = ? and seat = 0', gameId)).toBe(PUSH_SUBSCRIPTIONS_PER_SEAT);
  });

  it('away days: five absences of 30 days asked at once use 30 days, not 150', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const until = Date.now() + 30 * DAY - 3_600_000;
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/api/games/${gameId}/away`, { until }, tokens[1])));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const used = await count('select coalesce(sum(until_at - from_at), 0) as n from away_spans where owner = ?', `seat:${gameId}:1`);
    // Each new absence ends the one running (at its own now): only the last stays, the others last milliseconds.
    expect(used).toBeLessThanOrEqual(AWAY_MAX_DAYS_MS);
    expect(await count('select count(*) as n from away_spans where owner = ? and until_at - from_at > 60000', `seat:${gameId}:1`)).toBe(1);
  });
});
