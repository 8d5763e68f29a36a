/**
 * The one-off repair of games wedged by overlapping Cron runs before the move store (issue #16
 * item 1): action rows past the game's version, so every move collided with them. The data
 * migration queues such games; the cron's repair step replays each record, keeps the longest
 * prefix that the engine accepts and that matches the row, drops the rest and says so in the log.
 * Games are wedged here by hand, as the old stand-in did: its action rows written, its game
 * change lost to a reminder that bumped the revision.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, play, rulesetAt } from '@engine/index';
import type { GamePayload } from '@schema/api';
import { HOUR_MS } from '@worker/store/clocks';
import { createDb } from '@worker/store/db';
import { runScheduled } from '@worker/cron/scheduled';
import { call, confirmAddresses } from './client';

// Players who confirmed their addresses (test/api/addresses.test.ts covers confirmation).
beforeAll(() => confirmAddresses('ann@repair.example', 'bob@repair.example'));

async function makeGame(): Promise<{ gameId: string; tokens: string[] }> {
  const created = await call('POST', '/api/games', {
    ruleset: 'fightin-drinkin-stealin',
    players: 2,
    name: 'Ann',
    email: 'ann@repair.example',
    deadlineHours: 24,
    onTimeout: 'bot',
  });
  expect(created.status).toBe(201);
  const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob', email: 'bob@repair.example' });
  expect(joined.status).toBe(201);
  await env.DB.prepare('update seats set last_seen_at = null where game_id = ?').bind(created.json.gameId).run();
  return { gameId: created.json.gameId, tokens: [created.json.token, joined.json.token] };
}

/** The game's public log, from its rows. */
async function storedLog(gameId: string) {
  const rows = (await env.DB.prepare('select entry from log_entries where game_id = ? order by idx').bind(gameId).all<{ entry: string }>()).results;
  return rows.map((r) => JSON.parse(r.entry) as { kind: string; text: string });
}

async function gameRow(gameId: string) {
  return (await env.DB.prepare('select * from games where id = ?').bind(gameId).first<Record<string, any>>())!;
}

/** Legal actions from the stored state (the first legal one each time), `count` of them, as rows after the version. */
async function strayRows(gameId: string, count: number) {
  const game = await gameRow(gameId);
  const found = rulesetAt(game.ruleset, game.engine_version);
  if (!found.ok) throw new Error(found.message);
  let state: unknown = JSON.parse(game.state);
  const rows: { seq: number; seat: number; action: unknown }[] = [];
  for (let i = 0; i < count; i++) {
    const seat = found.ruleset.status(state).active[0]!;
    const action = found.ruleset.actions(state, seat)[0];
    const out = play(found.ruleset, state, seat, action);
    if (!out.ok) throw new Error(out.error.message);
    state = out.state;
    rows.push({ seq: game.version + 1 + i, seat, action });
  }
  return rows;
}

async function insertActions(gameId: string, rows: { seq: number; seat: number; action: unknown }[], at: number) {
  for (const r of rows) {
    await env.DB.prepare('insert into actions (game_id, seq, seat, action, at) values (?, ?, ?, ?, ?)')
      .bind(gameId, r.seq, r.seat, JSON.stringify(r.action), at)
      .run();
  }
}

/** Runs the data migration's statements again: they queue every game whose rows run past its version. */
async function queueWedged() {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes('trust-core-data'));
  expect(migration).toBeDefined();
  for (const q of migration!.queries) await env.DB.prepare(q).run();
}

const queued = async () => (await env.DB.prepare('select game_id from game_repairs order by game_id').all<{ game_id: string }>()).results.map((r) => r.game_id);

async function movePasses(gameId: string, tokens: string[]) {
  const game = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
  const seat = game.active[0]!;
  const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
  return call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
}

describe('the one-off repair of wedged games', () => {
  it('drops the action rows past the version, says so in the log, restarts the clocks and lets the game go on', async () => {
    const wedged = await makeGame();
    const sound = await makeGame();
    // A real move first, so the kept prefix is not empty.
    expect((await movePasses(wedged.gameId, wedged.tokens)).status).toBe(200);
    const before = await gameRow(wedged.gameId);
    const beforeLog = await storedLog(wedged.gameId);
    await insertActions(wedged.gameId, await strayRows(wedged.gameId, 3), before.updated_at);
    await env.DB.prepare('update games set revision = revision + 1 where id = ?').bind(wedged.gameId).run();
    // Wedged: rows past the version, which the next move's action row would collide with.
    expect(await env.DB.prepare('select max(seq) as n from actions where game_id = ?').bind(wedged.gameId).first<number>('n')).toBe(before.version + 3);

    await queueWedged();
    expect(await queued()).toEqual([wedged.gameId]);
    await env.DB.prepare('insert into game_repairs (game_id, queued_at) values (?, 0)').bind(sound.gameId).run();
    const soundBefore = await gameRow(sound.gameId);

    const now = Date.now() + HOUR_MS;
    const report = await runScheduled(createDb(env.DB), null, now);
    expect(report.repaired).toBe(1);
    expect(await queued()).toEqual([]);

    const after = await gameRow(wedged.gameId);
    expect(after.version).toBe(before.version);
    expect(after.revision).toBe(before.revision + 2);
    expect(canonicalJson(JSON.parse(after.state))).toBe(canonicalJson(JSON.parse(before.state)));
    const seqs = (await env.DB.prepare('select seq from actions where game_id = ? order by seq').bind(wedged.gameId).all<{ seq: number }>()).results;
    expect(seqs.map((r) => r.seq)).toEqual([1]);
    const log = await storedLog(wedged.gameId);
    expect(after.log_length).toBe(log.length);
    expect(log.slice(0, -1)).toEqual(beforeLog);
    expect(log.at(-1)!.kind).toBe('repair');
    expect(log.at(-1)!.text).toContain('3 stored moves after move 1 were dropped');
    // Fresh time for whoever is to act, and a turn mail for them.
    for (const clock of JSON.parse(after.clocks) as { since: number }[]) expect(clock.since).toBe(now);
    const mails = (
      await env.DB.prepare("select seat from email_outbox where game_id = ? and kind = 'turn' and created_at = ?")
        .bind(wedged.gameId, now)
        .all<{ seat: number }>()
    ).results;
    expect(mails.map((m) => m.seat).sort()).toEqual([...JSON.parse(after.active)].sort());
    // The public payload shows the entry, and the game takes its next move.
    const payload = (await call('GET', `/api/games/${wedged.gameId}`)).json as GamePayload;
    expect(payload.log.at(-1)!.text).toContain('dropped');
    const moved = await movePasses(wedged.gameId, wedged.tokens);
    expect(moved.status).toBe(200);
    expect(moved.json.version).toBe(before.version + 1);

    // A queued game that was sound is left as it was.
    expect(await gameRow(sound.gameId)).toEqual(soundBefore);
    // Nothing is left to do.
    expect((await runScheduled(createDb(env.DB), null, now + 1)).repaired).toBe(0);
  });

  it('rebuilds a game whose stored row its own moves do not give, from the moves that replay', async () => {
    const { gameId, tokens } = await makeGame();
    for (let i = 0; i < 3; i++) expect((await movePasses(gameId, tokens)).status).toBe(200);
    const before = await gameRow(gameId);
    expect(before.version).toBe(3);
    // Move 2 is now one the engine refuses: only move 1 replays.
    await env.DB.prepare('update actions set action = ? where game_id = ? and seq = 2')
      .bind(JSON.stringify({ type: 'no-such-action' }), gameId)
      .run();
    await env.DB.prepare('insert into game_repairs (game_id, queued_at) values (?, 0)').bind(gameId).run();
    const now = Date.now() + HOUR_MS;
    expect((await runScheduled(createDb(env.DB), null, now)).repaired).toBe(1);
    const after = await gameRow(gameId);
    expect(after.version).toBe(1);
    const first = (await env.DB.prepare('select seat, action from actions where game_id = ? and seq = 1')
      .bind(gameId)
      .first<{ seat: number; action: string }>())!;
    const found = rulesetAt(after.ruleset, after.engine_version);
    if (!found.ok) throw new Error(found.message);
    const replayed = play(found.ruleset, found.ruleset.setup(after.seed, after.players, JSON.parse(after.options)), first.seat, JSON.parse(first.action));
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(canonicalJson(JSON.parse(after.state))).toBe(canonicalJson(replayed.state));
    const log = await storedLog(gameId);
    expect(after.log_length).toBe(log.length);
    expect(log.slice(0, -1)).toEqual(replayed.log);
    expect(log.at(-1)!.text).toContain('2 stored moves after move 1 were dropped');
    expect(await env.DB.prepare('select count(*) as n from actions where game_id = ?').bind(gameId).first<number>('n')).toBe(1);
    const moved = await movePasses(gameId, tokens);
    expect(moved.status).toBe(200);
    expect(moved.json.version).toBe(2);
  });
});
