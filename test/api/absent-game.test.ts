/**
 * The table that never stalls (issue #31, "Done when"): a 4-seat game, 72 hours a move with
 * onTimeout "ask", in which one player plays two turns and vanishes. Time moves only through a
 * faked clock and `POST /api/dev/scheduled?time=`; the present players act at once and only one
 * of them bothers to vote. The game reaches its end, and no present player ever waits more than
 * one period plus a day for the vanished one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyRecord } from '@engine/index';
import { createRng, pick } from '@engine/core/prng';
import type { GamePayload } from '@schema/api';
import { call, confirmAddresses } from './client';

const HOUR = 3_600_000;
const PERIOD = 72 * HOUR;
const DAY = 24 * HOUR;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
});
afterEach(() => {
  vi.useRealTimers();
});

const view = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;
const cron = async () => expect((await call('POST', `/api/dev/scheduled?time=${Date.now()}`)).status).toBe(200);

describe('a 4-seat game in which one player vanishes', () => {
  it('reaches its end, with no present player waiting more than one period plus a day', async () => {
    const names = ['Ann', 'Bob', 'Cat', 'Dan'];
    await confirmAddresses(...names.map((n) => `${n.toLowerCase()}@vanish.example`));
    const created = await call('POST', '/api/games', {
      ruleset: 'stonerush',
      players: 4,
      name: 'Ann',
      email: 'ann@vanish.example',
      deadlineHours: 72,
      onTimeout: 'ask',
    });
    const tokens: string[] = [created.json.token];
    for (const name of names.slice(1))
      tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name, email: `${name.toLowerCase()}@vanish.example` })).json.token);
    const gameId = created.json.gameId as string;
    const gone = 3;
    const rng = createRng('vanish');
    let turnsBeforeVanishing = 2;
    const waits: number[] = [];
    for (let n = 0; n < 3000; n++) {
      const game = await view(gameId);
      if (game.status !== 'active') break;
      const seat = game.active.includes(gone) && turnsBeforeVanishing === 0 ? gone : pick(rng, game.active);
      if (seat === gone && turnsBeforeVanishing === 0) {
        // Nobody plays Dan's turn: time runs to the deadline, the vote opens, one player votes.
        expect(game.players[gone]?.bot).toBeUndefined();
        const since = Date.parse(game.clocks!.find((c) => c.seat === gone)!.since!);
        vi.setSystemTime(game.clocks!.find((c) => c.seat === gone)!.deadline!);
        await cron();
        const asked = await view(gameId, tokens[0]);
        expect(asked.absent?.seat).toBe(gone);
        expect((await call('POST', `/api/games/${gameId}/absent`, { seat: gone, choice: 'bot' }, tokens[0])).status).toBe(200);
        // Bob and Cat never vote: a day after it opened, the one vote cast decides.
        vi.setSystemTime(Date.parse(asked.absent!.since) + DAY);
        await cron();
        const moved = await view(gameId);
        expect(moved.players[gone]).toMatchObject({ bot: 'good', standIn: 'absent' });
        expect(moved.active).not.toContain(gone);
        waits.push(Date.now() - since);
        continue;
      }
      const mine = await view(gameId, tokens[seat]);
      const posted = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: pick(rng, mine.actions) }, tokens[seat]);
      expect(posted.status).toBe(200);
      if (seat === gone) turnsBeforeVanishing--;
    }
    const end = await view(gameId);
    expect(end.status).toBe('finished');
    expect(waits).toHaveLength(1);
    for (const w of waits) expect(w).toBeLessThanOrEqual(PERIOD + DAY);
    // Every wait the present players had was for Dan alone; the bot answered at once after the vote.
    const record = (await call('GET', `/api/games/${gameId}/record`)).json;
    expect(verifyRecord(record).ok).toBe(true);
  });
});
