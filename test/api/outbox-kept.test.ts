/** Issue 29.7: the local outbox shows each mail exactly as it was sent, not re-rendered when read. */
import { describe, expect, it } from 'vitest';
import type { DevOutboxEmail, GamePayload } from '@schema/api';
import { call, confirmAddresses } from './client';

async function mails(gameId: string) {
  return ((await call('GET', '/api/dev/outbox')).json.emails as DevOutboxEmail[]).filter((m) => m.gameId === gameId);
}

describe('the local outbox (issue 29.7)', () => {
  it('keeps the start mail saying "You move first" after the first move, and a turn mail its recap', async () => {
    const emails = ['ivo.kept@example.org', 'una.kept@example.org', 'vic.kept@example.org'];
    await confirmAddresses(...emails);
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ivo', email: emails[0] });
    const tokens = [created.json.token as string];
    for (const [i, name] of ['Una', 'Vic'].entries())
      tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name, email: emails[i + 1] })).json.token);
    const gameId = created.json.gameId as string;
    const first = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
    const start = (await mails(gameId)).find((m) => m.kind === 'start' && m.to === emails[first])!;
    expect(start.text).toContain('You move first');
    const sentText = start.text;
    // Moves until a turn mail went out; the start mail never changes.
    for (let i = 0; i < 30 && !(await mails(gameId)).some((m) => m.kind === 'turn'); i++) {
      const seat = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
      const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
      await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions.find((a) => a.type !== 'take-back') }, tokens[seat]);
    }
    const turn = (await mails(gameId)).find((m) => m.kind === 'turn')!;
    expect(turn.text).toMatch(/So far:|Since your last move:/);
    const turnText = turn.text;
    for (let i = 0; i < 6; i++) {
      const seat = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
      const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
      await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions.find((a) => a.type !== 'take-back') }, tokens[seat]);
    }
    const later = await mails(gameId);
    expect(later.find((m) => m.id === start.id)!.text).toBe(sentText);
    expect(later.find((m) => m.id === turn.id)!.text).toBe(turnText);
  });
});
