/**
 * The service's limits under concurrency (issue #56; docs/security.md, "Limits and the statement
 * that keeps each"): requests fired at once, as a flood would send them, never pass a limit. Each
 * limit here is kept by the condition of the statement that writes (an INSERT … SELECT … WHERE),
 * so no two requests can both read "one place left" and both take it.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GamePayload } from '@schema/api';
import { runScheduled } from '@worker/cron/scheduled';
import { ANSWERS_PER_HOUR } from '@worker/mail-reply/inbound';
import { createDb } from '@worker/store/db';
import { readConfig } from '@worker/store/notify-config';
import { LISTED_PER_HOST, UPCOMING_PER_HOST } from '@worker/tournaments/tournaments';
import { failureWords } from '@web/i18n/error-text';
import { de } from '@web/i18n/de';
import { call, confirmAddresses } from './client';
import { answerable, deliverMail, mailGame, outbox, rawReply } from './mail-helpers';
import { createTournament, detail, people, person } from './tournament-helpers';

const H = 3_600_000;
const DAY = 24 * H;

const count = async (query: string, ...params: unknown[]) =>
  Number(
    await env.DB.prepare(query)
      .bind(...params)
      .first<number>('n'),
  );

/** How many of `answers` came back with each status. */
function tally(answers: { status: number }[]): Record<number, number> {
  const t: Record<number, number> = {};
  for (const a of answers) t[a.status] = (t[a.status] ?? 0) + 1;
  return t;
}

describe('answer mails to replies (ANSWERS_PER_HOUR an address)', () => {
  it('stay within the cap when 30 replies to a turn mail arrive at once', async () => {
    const game = await mailGame('stonerush', 3, 'answerrace');
    const seat = ((await call('GET', `/api/games/${game.gameId}`)).json as GamePayload).active[0] as number;
    const from = game.emails[seat] as string;
    const replyTo = (await answerable(from, game.gameId))!.headers['Reply-To'] as string;
    const answers = await Promise.all(Array.from({ length: 30 }, () => deliverMail(rawReply({ from, to: replyTo, text: 'what?' }), from, replyTo)));
    expect(answers.every((a) => a.json.outcome === 'answered')).toBe(true);
    const rows = await count("select count(*) as n from email_outbox where kind = 'reply' and recipient = ?", from);
    expect({ answered: answers.filter((a) => a.json.answered).length, rows }).toEqual({ answered: ANSWERS_PER_HOUR, rows: ANSWERS_PER_HOUR });
  });

  it('stay within the cap when 30 unclear replies to a digest arrive at once', async () => {
    const to = 'dora@answer-race.example';
    await confirmAddresses(to);
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', email: to });
    const tokens: string[] = [created.json.token];
    for (const name of ['Bob', 'Cat']) tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name, email: to })).json.token);
    for (const token of tokens) expect((await call('PUT', `/api/games/${created.json.gameId}/notifications`, { digest: true }, token)).status).toBe(200);
    const config = readConfig(env);
    await runScheduled(createDb(env.DB), config, Math.ceil(Date.now() / DAY) * DAY + 7.25 * H);
    const digest = (await outbox()).find((e) => e.kind === 'digest' && e.to === to);
    const replyTo = digest!.headers['Reply-To'] as string;
    const answers = await Promise.all(Array.from({ length: 30 }, () => deliverMail(rawReply({ from: to, to: replyTo, text: 'what is this?' }), to, replyTo)));
    expect(answers.every((a) => a.json.reason === 'unclear')).toBe(true);
    const rows = await count(
      "select count(*) as n from email_outbox where recipient = ? and kind = 'digest' and json_extract(data, '$.unclear') is not null",
      to,
    );
    expect({ answered: answers.filter((a) => a.json.answered).length, rows }).toEqual({ answered: ANSWERS_PER_HOUR, rows: ANSWERS_PER_HOUR });
  });
});

describe('a tournament’s places (maxPlayers)', () => {
  it('go to exactly maxPlayers of 10 accounts joining at once; the others hear tournament_full', async () => {
    const host = await person('racehost');
    const id = await createTournament(host, { ruleset: 'stonerush', tableSize: 4, format: 'swiss', minPlayers: 3, maxPlayers: 4 });
    const field = await people('racer', 10);
    const answers = await Promise.all(field.map((p) => call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p.headers)));
    const entrants = await count('select count(*) as n from tournament_players where tournament_id = ? and withdrawn_at is null', id);
    expect({ entrants, answers: tally(answers) }).toEqual({ entrants: 4, answers: { 200: 4, 409: 6 } });
    for (const a of answers.filter((x) => x.status === 409)) expect(a.json.error.code).toBe('tournament_full');
  });

  it('freed by a withdrawal go to one of many joining at once, and a rejoin counts like a join', async () => {
    const host = await person('racehost2');
    const id = await createTournament(host, { ruleset: 'stonerush', tableSize: 4, format: 'swiss', minPlayers: 3, maxPlayers: 4 });
    const [a, b, c, d, ...rest] = await people('freed', 9);
    for (const p of [a, b, c, d]) expect((await call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p!.headers)).status).toBe(200);
    expect((await call('POST', `/api/tournaments/${id}/withdraw`, undefined, undefined, d!.headers)).status).toBe(200);
    // The one who withdrew comes back, racing five newcomers for the one place.
    const answers = await Promise.all([d!, ...rest].map((p) => call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p.headers)));
    const entrants = await count('select count(*) as n from tournament_players where tournament_id = ? and withdrawn_at is null', id);
    expect({ entrants, answers: tally(answers) }).toEqual({ entrants: 4, answers: { 200: 1, 409: 5 } });
    // A second join of someone in is already_joined, however it races.
    const twice = await Promise.all([a!, a!, a!].map((p) => call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p.headers)));
    for (const t of twice) expect(t.json?.error?.code).toBe('already_joined');
  });

  it('close at the start: joins racing the host’s start either get in before it or hear not_open', async () => {
    const host = await person('racehost3');
    const id = await createTournament(host, { ruleset: 'stonerush', tableSize: 3, format: 'swiss', minPlayers: 3, maxPlayers: 12 });
    const [a, b, c, ...late] = await people('closing', 9);
    for (const p of [a, b, c]) expect((await call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p!.headers)).status).toBe(200);
    const [started, ...joins] = await Promise.all([
      call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers),
      ...late.map((p) => call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p.headers)),
    ]);
    expect(started!.status).toBe(200);
    for (const j of joins) if (j.status !== 200) expect(j.json.error.code).toBe('not_open');
    // Whoever got in plays the first round: a table or a bye, never an entrant left out of it.
    const t = await detail(id);
    const placed = [...t.rounds[0]!.tables.flatMap((x) => x.seats), ...t.rounds[0]!.byes].sort();
    const inIt = t.players
      .filter((p) => !p.withdrawn)
      .map((p) => p.handle)
      .sort();
    expect({ joined: joins.filter((j) => j.status === 200).length + 3, placed }).toEqual({ joined: inIt.length, placed: inIt });
  });
});

describe('upcoming tournaments one account hosts (UPCOMING_PER_HOST)', () => {
  const body = { ruleset: 'fightin-drinkin-stealin', tableSize: 2, format: 'swiss', minPlayers: 2, maxPlayers: 8 };

  it('stay within the cap when one account creates 10 at once; a cancelled one frees a place', async () => {
    const host = await person('floodhost');
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/api/tournaments', body, undefined, host.headers)));
    const hosted = await count("select count(*) as n from tournaments where host_id = ? and status = 'upcoming'", host.id);
    expect({ hosted, answers: tally(answers) }).toEqual({ hosted: UPCOMING_PER_HOST, answers: { 201: UPCOMING_PER_HOST, 409: 10 - UPCOMING_PER_HOST } });
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.json.error).toMatchObject({ code: 'too_many_upcoming', limit: UPCOMING_PER_HOST });
      expect(a.json.error.message).toContain(`host ${UPCOMING_PER_HOST} tournaments`);
      expect(failureWords(de.errors, { status: 409, code: 'too_many_upcoming', message: a.json.error.message })).toContain(`${UPCOMING_PER_HOST} Turniere`);
    }
    // Another account is not limited by this one's.
    expect((await call('POST', '/api/tournaments', body, undefined, (await person('otherhost')).headers)).status).toBe(201);
    // A cancelled one no longer counts.
    const first = answers.find((a) => a.status === 201)!.json.tournamentId as string;
    expect((await call('POST', `/api/tournaments/${first}/cancel`, undefined, undefined, host.headers)).status).toBe(200);
    expect((await call('POST', '/api/tournaments', body, undefined, host.headers)).status).toBe(201);
    expect((await call('POST', '/api/tournaments', body, undefined, host.headers)).json.error.code).toBe('too_many_upcoming');
  });

  it('fill no list: at most LISTED_PER_HOST of one host’s tournaments in an answer, each host’s first by the list’s order', async () => {
    const flood = await person('listflood');
    const fair = await person('listfair');
    const t0 = Date.now() - DAY;
    // 150 of one host's, finished (as if created, played and ended one after another), and two of another's between them.
    const row = (id: string, host: string, at: number) =>
      env.DB.prepare(
        `insert into tournaments (id, ruleset, format, table_size, status, host_id, min_players, max_players, seed, settings, round, created_at)
         values (?, 'stonerush', 'swiss', 3, 'finished', ?, 3, 6, 'seed', '{"name":"x"}', 3, ?)`,
      ).bind(id, host, at);
    await env.DB.batch([
      ...Array.from({ length: 150 }, (_, i) => row(`flood${String(i).padStart(3, '0')}`, flood.id, t0 + i * 1000)),
      row('fair1', fair.id, t0 + 10_000),
      row('fair2', fair.id, t0 + 200_000),
    ]);
    for (const query of ['?status=finished', '']) {
      const listed = (await call('GET', `/api/tournaments${query}`)).json.tournaments as { id: string }[];
      const ids = listed.map((t) => t.id);
      // The flood host's newest, newest first, then the other host's in their place.
      expect(ids.filter((id) => id.startsWith('flood'))).toEqual(Array.from({ length: LISTED_PER_HOST }, (_, i) => `flood${149 - i}`));
      expect(ids.filter((id) => id.startsWith('fair'))).toEqual(['fair2', 'fair1']);
      expect(ids.indexOf('fair2')).toBeLessThan(ids.indexOf('flood149'));
    }
    // An upcoming list keeps every host's upcoming ones: the cap above is UPCOMING_PER_HOST.
    expect(LISTED_PER_HOST).toBeGreaterThanOrEqual(UPCOMING_PER_HOST);
  });
});
