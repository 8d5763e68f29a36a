/**
 * "Since your last turn": the server marks each seat's own latest action (games.seats[].acted),
 * the payload says where the recap starts in the log, and the turn mail quotes it with the game's
 * name and the time left. Checked against the API's own log.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DevOutboxEmail, GamePayload, LogLine } from '@schema/api';
import { call, confirmAddresses } from './client';

// Players who confirmed their addresses (test/api/addresses.test.ts covers confirmation).
beforeAll(() => confirmAddresses('ann@recap.example', 'bob@recap.example', 'cat@recap.example', 'dan@recap.example', 'eve@recap.example'));

const names = ['Ann', 'Bob', 'Cat'];

async function game(players: number, extra: Record<string, unknown> = {}) {
  const created = await call('POST', '/api/games', { ruleset: 'stonerush', players, name: names[0], email: 'ann@recap.example', ...extra });
  expect(created.status).toBe(201);
  const tokens: string[] = [created.json.token];
  for (let seat = 1; seat < players; seat++) {
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: names[seat], email: `${names[seat]!.toLowerCase()}@recap.example` });
    expect(joined.status).toBe(201);
    tokens.push(joined.json.token);
  }
  return { gameId: created.json.gameId as string, tokens };
}

const view = async (gameId: string, token?: string, query = '') => (await call('GET', `/api/games/${gameId}${query}`, undefined, token)).json as GamePayload;

/** The active seat plays its first legal action. */
async function moveOnce(gameId: string, tokens: string[]) {
  const seat = (await view(gameId)).active[0]!;
  const mine = await view(gameId, tokens[seat]);
  const res = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
  expect(res.status).toBe(200);
  return seat;
}

/** The whole log, paged with ?logFrom. */
async function wholeLog(gameId: string, token: string): Promise<LogLine[]> {
  const out: LogLine[] = [];
  for (;;) {
    const page = await view(gameId, token, `?logFrom=${out.length}`);
    if (!page.log.length) return out;
    out.push(...page.log);
  }
}

describe('since your last turn', () => {
  it('starts after the seat’s own last action, counts what the others did since, and is for seats only', async () => {
    const { gameId, tokens } = await game(3);
    const first = await view(gameId, tokens[0]);
    // Nobody has acted: every seat's recap is the whole log so far.
    expect(first.recap).toEqual({ logFrom: 0, since: null, entries: (await wholeLog(gameId, tokens[0]!)).length });
    expect((await view(gameId)).recap).toBeUndefined();

    // Play until seat 0 has moved and then two other moves were made.
    let movedAt = -1;
    let logAfterMine = 0;
    let others = 0;
    while (others < 2) {
      const before = (await wholeLog(gameId, tokens[0]!)).length;
      const seat = await moveOnce(gameId, tokens);
      if (seat === 0) {
        movedAt = before;
        others = 0;
        const mine = await view(gameId, tokens[0]);
        logAfterMine = mine.recap!.logFrom;
        // Right after its own move, the recap is empty and starts after that move's entries.
        expect(mine.recap!.entries).toBe(0);
        expect(mine.recap!.since).not.toBeNull();
        expect(logAfterMine).toBeGreaterThan(movedAt);
      } else if (movedAt >= 0) others++;
    }
    const log = await wholeLog(gameId, tokens[0]!);
    const recap = (await view(gameId, tokens[0])).recap!;
    expect(recap.logFrom).toBe(logAfterMine);
    expect(recap.entries).toBe(log.length - logAfterMine);
    expect(recap.entries).toBeGreaterThanOrEqual(2);
    // What the recap covers are the others' moves, not Ann's.
    const since = log.slice(recap.logFrom);
    expect(since.some((e) => e.seat === 0)).toBe(false);
    expect(since.filter((e) => e.text.includes('Bob') || e.text.includes('Cat')).length).toBeGreaterThanOrEqual(2);
    // A new device (the same token anywhere) sees the same recap: it is kept on the server.
    expect((await view(gameId, tokens[0])).recap).toEqual(recap);
  });

  it('puts the game’s name, the recap and the time left in the turn mail', async () => {
    const { gameId, tokens } = await game(3, { deadlineHours: 48 });
    // Play until the turn comes back to Ann after she moved once.
    let annMoved = false;
    let othersSince = 0;
    for (let i = 0; i < 60; i++) {
      const seat = await moveOnce(gameId, tokens);
      if (seat === 0) (annMoved = true), (othersSince = 0);
      else if (annMoved) othersSince++;
      if (othersSince > 0 && (await view(gameId)).active[0] === 0) break;
    }
    expect(annMoved).toBe(true);
    const mails = ((await call('GET', '/api/dev/outbox')).json.emails as DevOutboxEmail[]).filter(
      (m) => m.gameId === gameId && m.kind === 'turn' && m.to === 'ann@recap.example',
    );
    // The newest (the outbox lists newest first): each mail is shown as it was sent (issue 29.7).
    const mail = mails[0]!;
    expect(mail.subject).toBe('Stonerush with Bob and Cat: your turn');
    expect(mail.text).toContain('It is your turn in Stonerush with Bob and Cat.');
    expect(mail.text).toContain('Since your last move:');
    // Every entry of the recap (as the page shows it) is quoted, up to the mail's 8 lines.
    const log = await wholeLog(gameId, tokens[0]!);
    const recap = (await view(gameId, tokens[0])).recap!;
    const quoted = log.slice(recap.logFrom).slice(-8);
    expect(quoted.length).toBeGreaterThan(0);
    for (const e of quoted) expect(mail.text).toContain(`• ${e.text}`);
    expect(mail.html).toContain('Since your last move:');
    expect(mail.text).toMatch(/You have (2 days|4\d hours) to move \(until \w{3} \d{1,2} \w{3}, \d\d:\d\d UTC\); after that the game still waits for you\./);
    // Two games of one ruleset no longer send the same subject.
    expect(mail.subject).not.toBe('Stonerush: your turn');
  });
});
