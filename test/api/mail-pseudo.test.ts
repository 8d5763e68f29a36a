/**
 * The pseudo-locale check for mails and pushes (#33 item 3): every mail a game queues (confirm,
 * start, turn with its recap and chat, reminder, result) and the push of each, rendered with every
 * message made pseudo, shows no plain ASCII word but the game's title and links; the turn mail's
 * recap quotes the game's log entries in the reader's words too (the `log` area, from each entry's
 * args; issue #45), the Worker's own entries among them; every kind of mail, the webhook, and the result
 * mail and push of every way a game of each ruleset ends. A string that bypassed the catalog would show.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, games, logEntries, type OutboxRow } from '@db/schema';
import type { GamePayload, GameResultInfo } from '@schema/api';
import { FORMER_PLAYER } from '@schema/bot-seats';
import { en } from '@web/i18n/en';
import { pseudoMessages } from '@web/i18n/pseudo';
import { messagesFor } from '@web/i18n/worker-catalog';
import { readConfig } from '@worker/store/notify-config';
import { renderGamesMail, renderMail, renderWebhook } from '@worker/notify/mail';
import { NOTIFY_KINDS } from '@worker/store/notify-kinds';
import { renderSignInMail } from '@worker/notify/email-link';
import { RULESETS } from '@engine/index';
import { renderPush } from '@worker/notify/push';
import { createDb } from '@worker/store/db';
import { plainWords } from '../web/page-text';
import { entries, WORKER_ENTRIES } from '../web/log-samples';
import type { LogEntry } from '@engine/index';
import { call, confirmAddresses } from './client';

const NAMES = ['Åsa', 'Ünal', 'Øyvind', 'Ærø', 'Ñuño'];
const TITLES = RULESETS.map((r) => r.title);
const address = (seat: number) => `pseudo${seat}@language.example`;

/**
 * The plain ASCII words left in a mail's or push's text once the game's title (`titles`) and links are
 * taken out, and the seat's numbered choices (in the board's text-mode words, their own pseudo check:
 * test/web/text-mode.test.ts). Any word there bypassed the catalog.
 */
function plainOf(text: string, titles: string[] = TITLES): string[] {
  const lines = text.split('\n').filter((line) => !/^\d+\. /.test(line));
  return plainWords(
    lines.map((line) => line.replace(/https?:\/\/\S+/g, ' ')),
    titles,
  );
}

/** A Stonerush game of three that NAMES[0] (address 0, confirmed) hosts with `extra` in its body, as D1 holds it. */
async function hostedGame(extra: Record<string, unknown> = {}) {
  await confirmAddresses(address(0));
  const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: NAMES[0], email: address(0), ...extra });
  expect(created.status).toBe(201);
  return (await createDb(env.DB)
    .select()
    .from(games)
    .where(eq(games.id, created.json.gameId as string))
    .get())!;
}

/** A pending outbox row of `kind` for seat 0's address in `gameId`, never tried. */
function outboxRow(id: string, gameId: string, kind: OutboxRow['kind'], data: OutboxRow['data'] = {}): OutboxRow {
  return {
    id,
    gameId,
    seat: 0,
    channel: 'email',
    recipient: address(0),
    kind,
    data,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    claimId: null,
    claimedUntil: null,
    providerId: null,
    lastError: null,
    createdAt: 0,
    sentAt: null,
    rendered: null,
  };
}

describe('mails and pushes in the pseudo-locale', () => {
  it('take every word from the catalog', async () => {
    await confirmAddresses(address(0), address(1), address(2));
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: NAMES[0], email: address(0), deadlineHours: 48 });
    const tokens = [created.json.token as string];
    for (const seat of [1, 2]) tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name: NAMES[seat], email: address(seat) })).json.token);
    const gameId = created.json.gameId as string;
    expect((await call('POST', `/api/games/${gameId}/chat`, { text: 'Ça, ñoño!' }, tokens[1])).status).toBe(201);
    for (let i = 0; i < 4; i++) {
      const seat = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
      const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
      expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat])).status).toBe(200);
    }
    const db = createDb(env.DB);
    const game = (await db.select().from(games).where(eq(games.id, gameId)).get())!;
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.gameId, gameId));
    const kinds = new Set(rows.map((r) => r.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['start', 'turn']));
    const pseudo = pseudoMessages(en);
    const m = pseudo.mail;
    // The game's own log entries and every kind the Worker writes, as the turn mail's recap.
    const played = (await db.select().from(logEntries).where(eq(logEntries.gameId, gameId))).map((r) => r.entry as LogEntry);
    expect(played.length).toBeGreaterThan(3);
    const recap = { total: played.length + WORKER_ENTRIES.length + 5, newest: [...played, ...WORKER_ENTRIES] };
    const r = pseudo.mailReply;
    const config = readConfig(env as never);
    const now = Date.now();
    const chat = [{ seat: 1, text: 'Ça, ñoño!' }];
    // The kinds the game did not reach, rendered from a row of it.
    const also = (['result', 'expired', 'confirm', 'rematch', 'link', 'absent', 'cancelled'] as const).map((kind) => ({ ...rows[0]!, kind }));
    // A cancelled game's every reason (worker/notify/table-words.ts `cancelledWhy`).
    for (const why of ['host', 'vote', 'unstarted'] as const) also.push({ ...rows[0]!, kind: 'cancelled', data: { why } });
    also.push({ ...rows[0]!, kind: 'reply' as never, data: { answer: { lines: [r.movedOn], version: null, choices: [] } } });
    // A tournament's final standings (#46): its name is data, every other word the catalog's.
    also.push({
      ...rows[0]!,
      kind: 'standings' as never,
      data: { standings: { tournamentId: 't1', name: 'Stonerush', rank: 2, of: 9, points: 7.5, winners: ['Ann', 'Bob'] } },
    });
    const all = [...rows, { ...rows[0]!, kind: 'reminder' as const, data: { deadline: now + 5 * 3_600_000 } }, ...also];
    const ok = (text: string) => plainOf(text, ['Stonerush']);
    const covered = new Set<string>();
    for (const row of all) {
      covered.add(row.kind);
      const mail = await renderMail(config, row, game, now, chat, recap, 'en', m, pseudo.log, r);
      if (row.kind === 'turn') expect(mail.text.split('\n').filter((l) => l.startsWith('• ') && !l.startsWith('• …')).length).toBe(recap.newest.length);
      expect(ok(mail.subject), `${row.kind} subject`).toEqual([]);
      expect(ok(mail.text), `${row.kind} text`).toEqual([]);
      const push = renderPush(row, game, now, 'en', m, pseudo.log);
      expect(ok(`${push.title}\n${push.body}`), `${row.kind} push`).toEqual([]);
    }
    // The mails about no one game: the list of one's games, the digest, a sign-in link.
    for (const kind of ['games', 'digest'] as const) {
      covered.add(kind);
      const mail = await renderGamesMail(config, { ...rows[0]!, kind }, [{ game, seat: 0, yourTurn: true }], 'en', m);
      expect(ok(`${mail.subject}\n${mail.text}`), kind).toEqual([]);
    }
    covered.add('signin');
    const signin = await renderSignInMail(config, { ...rows[0]!, kind: 'signin' as never, data: { by: 'link-1' } }, 'en', m);
    expect(ok(`${signin.subject}\n${signin.text}`), 'signin').toEqual([]);
    // The webhook, in its host's language (worker/notify/language.ts): a seat's name, the title and the link are data.
    const hook = renderWebhook(config, { ...rows[0]!, channel: 'webhook', seat: null, data: { seats: [0, 1] } }, game, 'en', m);
    expect(ok(hook.content), 'webhook').toEqual([]);
    // Every kind of mail the Worker sends was read (worker/store/notify-kinds.ts).
    expect([...covered].sort()).toEqual(Object.keys(NOTIFY_KINDS).sort());
  });

  it('name a bot’s seat in the reader’s words, not the English name it is stored with (#45)', async () => {
    // The host and two bots: the game starts at once, and the bots' moves are in its log.
    const game = await hostedGame({ bots: 2, botLevel: 'good' });
    const db = createDb(env.DB);
    // Stored in English, as the API names it (the contract's `name`).
    expect(game.seats.map((s) => s.name)).toEqual([NAMES[0], 'Bot 1 (good)', 'Bot 2 (good)']);
    const played = (await db.select().from(logEntries).where(eq(logEntries.gameId, game.id))).map((r) => r.entry as LogEntry);
    // Entries naming each bot's seat, whoever wrote the log so far.
    const named: LogEntry[] = [1, 2].map((seat) => ({ kind: 'resign', seat, text: `{seat:${seat}} resigned.`, args: { seat } }));
    const recap = { total: played.length + 2, newest: [...played, ...named] };
    const config = readConfig(env as never);
    const row = outboxRow('bot-row', game.id, 'turn');
    const kinds = ['turn', 'start', 'result', 'reminder'] as const;
    const finished = {
      ...game,
      status: 'finished' as const,
      result: { winners: [1], summary: '{seat:2} resigned; {seat:1} wins.', says: { kind: 'resigned-end', args: { seat: 2, winner: 1 } } },
    };
    const pseudo = pseudoMessages(en);
    for (const kind of kinds) {
      const g = kind === 'result' ? finished : game;
      const mail = await renderMail(config, { ...row, kind }, g, Date.now(), [], recap, 'en', pseudo.mail, pseudo.log, pseudo.mailReply);
      const push = renderPush({ ...row, kind }, g, Date.now(), 'en', pseudo.mail, pseudo.log);
      for (const text of [mail.subject, mail.text, push.title, push.body]) {
        expect(plainOf(text), `${kind}`).toEqual([]);
      }
    }
    const de = messagesFor('de');
    const german = await renderMail(config, row, game, Date.now(), [], recap, 'de', de.mail, de.log, de.mailReply);
    expect(german.text).toContain('Bot 1 (gut)');
    expect(german.text).toContain('Bot 2 (gut)');
    expect(german.text).not.toContain('(good)');
  });

  it('name a deleted account’s seat in the reader’s words, old rows too: names, recap, chat, absent mail (#45)', async () => {
    const stored = await hostedGame({ bots: 1, botLevel: 'good' });
    // Seat 1 as a deletion leaves it (worker/players/accounts.ts): the English FORMER_PLAYER, as every old row has it.
    const game = { ...stored, seats: stored.seats.map((s) => (s.seat === 1 ? { ...s, name: FORMER_PLAYER, joined: true } : s)) };
    const named: LogEntry[] = [{ kind: 'resign', seat: 1, text: '{seat:1} resigned.', args: { seat: 1 } }];
    const recap = { total: 1, newest: named };
    const chat = [{ seat: 1, text: 'Ña.' }];
    const config = readConfig(env as never);
    const row = outboxRow('former-row', game.id, 'turn', { name: FORMER_PLAYER });
    const pseudo = pseudoMessages(en);
    const de = messagesFor('de');
    for (const kind of ['turn', 'start', 'absent'] as const) {
      const mail = await renderMail(config, { ...row, kind }, game, Date.now(), chat, recap, 'en', pseudo.mail, pseudo.log, pseudo.mailReply);
      const push = renderPush({ ...row, kind }, game, Date.now(), 'en', pseudo.mail, pseudo.log);
      for (const text of [mail.subject, mail.text, push.title, push.body]) {
        expect(plainOf(text), `${kind}`).toEqual([]);
      }
      const german = await renderMail(config, { ...row, kind }, game, Date.now(), chat, recap, 'de', de.mail, de.log, de.mailReply);
      const germanPush = renderPush({ ...row, kind }, game, Date.now(), 'de', de.mail, de.log);
      expect(`${german.subject}\n${german.text}\n${germanPush.title}`, kind).toContain('ein ehemaliger Spieler');
      expect(`${german.subject}\n${german.text}\n${germanPush.title}\n${germanPush.body}`, kind).not.toContain(FORMER_PLAYER);
    }
  });

  it('say every way a game of each ruleset ends in the result mail and its push', async () => {
    const game = await hostedGame();
    const pseudo = pseudoMessages(en);
    const config = readConfig(env as never);
    const row = outboxRow('result-row', game.id, 'result');
    const seats = NAMES.map((name, seat) => ({ seat, name, joined: true }));
    for (const ruleset of RULESETS) {
      // Each seeded game's result summary (test/web/log-samples.ts ends every game with it), and the Worker's ends.
      const summaries = entries(ruleset, 2).filter((e) => e.kind === 'summary' || (e.kind === 'gameEnd' && ruleset.id === 'raiding-stonehenge'));
      expect(summaries.length).toBeGreaterThan(0);
      const results: GameResultInfo[] = [
        ...summaries.map((e) => ({ winners: [0], summary: e.text, says: { kind: e.kind, args: e.args ?? {} } })),
        { winners: [0], summary: '', says: summaries[0] ? { kind: summaries[0].kind, args: summaries[0].args ?? {} } : undefined, resigned: [2] },
        ...WORKER_ENTRIES.filter((e) => ['resigned-end', 'forfeit', 'round-end'].includes(e.kind)).map((e) => ({
          winners: [0],
          summary: e.text,
          says: { kind: e.kind, args: e.args ?? {} },
        })),
      ];
      for (const result of results) {
        const finished = { ...game, ruleset: ruleset.id, status: 'finished' as const, seats, result };
        const mail = await renderMail(config, row, finished, Date.now(), [], null, 'en', pseudo.mail, pseudo.log, pseudo.mailReply);
        const push = renderPush(row, finished, Date.now(), 'en', pseudo.mail, pseudo.log);
        for (const text of [mail.subject, mail.text, push.title, push.body]) {
          expect(plainWords([text.replace(/https?:\/\/\S+/g, ' ')], TITLES), `${ruleset.id} ${result.says?.kind}`).toEqual([]);
        }
      }
    }
  });
});
