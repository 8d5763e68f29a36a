/**
 * Overlapping Cron runs (issue #16 items 1 and 2). A run reads the due games, then writes each
 * in one batch; runs that overlap (a slow run and the next tick, or a run by hand) read the same
 * rows. Every write goes through the move store's guard, so of the runs that read one version
 * of a game exactly one changes it, and the mails it queues are those of that change only.
 *
 * The reference for "N runs at once do what one run does" is a clone of each game (same seed,
 * seats, actions and row), hidden from the cron while the overlapping runs go, then run alone.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type LogEntry, canonicalJson, play, rulesetAt } from '@engine/index';
import type { GamePayload } from '@schema/api';
import { HOUR_MS } from '@worker/store/clocks';
import { createDb } from '@worker/store/db';
import { runScheduled } from '@worker/cron/scheduled';
import { call, confirmAddresses } from './client';

type Policy = 'remind' | 'bot' | 'forfeit';
interface Made {
  gameId: string;
  tokens: string[];
}

const NAMES = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'];

/** A started game whose seats all have an email, so every mail a change means is queued. */
let madeCount = 0;
async function makeGame(ruleset: string, players: number, onTimeout: Policy, deadlineHours = 24): Promise<Made> {
  // Each game its own confirmed addresses: the daily cap per address (lib/addresses.ts) must not
  // make a game and its clone differ because other games mailed the same address first.
  const tag = ++madeCount;
  const address = (seat: number) => `p${seat}.g${tag}@example.com`;
  await confirmAddresses(...Array.from({ length: players }, (_, seat) => address(seat)));
  const created = await call('POST', '/api/games', { ruleset, players, name: 'Ann', email: address(0), deadlineHours, onTimeout });
  expect(created.status).toBe(201);
  const tokens: string[] = [created.json.token];
  for (let seat = 1; seat < players; seat++) {
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: NAMES[seat], email: address(seat) });
    expect(joined.status).toBe(201);
    tokens.push(joined.json.token);
  }
  // Pages closed: turn mails are due whenever a turn comes.
  await env.DB.prepare('update seats set last_seen_at = null where game_id = ?').bind(created.json.gameId).run();
  return { gameId: created.json.gameId, tokens };
}

/** Hides every game there is from the cron (earlier tests' games must not take part). */
async function hideAll() {
  await env.DB.prepare('update games set next_check_at = null').run();
}

async function rowOf(table: string, where: string, id: string) {
  return (await env.DB.prepare(`select * from ${table} where ${where} = ?`).bind(id).all<Record<string, unknown>>()).results;
}

async function insertRow(table: string, row: Record<string, unknown>) {
  const keys = Object.keys(row);
  await env.DB.prepare(`insert into ${table} (${keys.join(', ')}) values (${keys.map(() => '?').join(', ')})`)
    .bind(...keys.map((k) => row[k] ?? null))
    .run();
}

/** A copy of a game under a new id (hidden from the cron: next_check_at null), with its seats, actions and mails. */
async function cloneGame(gameId: string): Promise<{ id: string; nextCheckAt: unknown }> {
  const id = `${gameId}x`;
  const [game] = await rowOf('games', 'id', gameId);
  await insertRow('games', { ...game, id, join_code: `${game!.join_code}x`, next_check_at: null });
  for (const seat of await rowOf('seats', 'game_id', gameId)) await insertRow('seats', { ...seat, game_id: id, token_hash: `${seat.token_hash}x` });
  for (const action of await rowOf('actions', 'game_id', gameId)) await insertRow('actions', { ...action, game_id: id });
  for (const mail of await rowOf('email_outbox', 'game_id', gameId)) await insertRow('email_outbox', { ...mail, id: `${mail.id}x`, game_id: id });
  return { id, nextCheckAt: game!.next_check_at };
}

async function setNextCheck(id: string, at: unknown) {
  await env.DB.prepare('update games set next_check_at = ? where id = ?')
    .bind(at ?? null, id)
    .run();
}

/** What a run leaves of a game: its row (but its id), its action rows and its queued mails (but their ids). */
async function outcome(gameId: string) {
  const game = await env.DB.prepare(
    'select status, version, revision, state, log_length, active, clocks, result, updated_at, finished_at, next_check_at from games where id = ?',
  )
    .bind(gameId)
    .first();
  const log = (await env.DB.prepare('select idx, entry from log_entries where game_id = ? order by idx').bind(gameId).all()).results;
  const actions = (await env.DB.prepare('select seq, seat, action, at from actions where game_id = ? order by seq').bind(gameId).all()).results;
  const mails = (
    await env.DB.prepare('select seat, channel, recipient, kind, data, created_at from email_outbox where game_id = ? order by created_at, kind, seat, data')
      .bind(gameId)
      .all()
  ).results;
  return { game, log, actions, mails };
}

/**
 * The game is whole: action rows 1..version with no gap, the replay of its seed and actions is
 * the stored state, the log is the replay's lines plus the cron's own notes, and no change was
 * mailed twice (two mails of one kind for one seat from one run).
 */
async function expectConsistent(gameId: string) {
  const game = (await env.DB.prepare('select * from games where id = ?').bind(gameId).first<Record<string, any>>())!;
  const rows = (await env.DB.prepare('select seq, seat, action from actions where game_id = ? order by seq').bind(gameId).all<Record<string, any>>()).results;
  expect(
    rows.map((r) => r.seq),
    `${gameId}: action rows`,
  ).toEqual(Array.from({ length: game.version }, (_, i) => i + 1));
  const found = rulesetAt(game.ruleset, game.engine_version);
  if (!found.ok) throw new Error(found.message);
  const ruleset = found.ruleset;
  let state = ruleset.setup(game.seed, game.players, JSON.parse(game.options));
  const log: LogEntry[] = [];
  for (const row of rows) {
    const out = play(ruleset, state, row.seat, JSON.parse(row.action));
    expect(out.ok, `${gameId}: action ${row.seq} replays`).toBe(true);
    if (!out.ok) return;
    state = out.state;
    log.push(...out.log);
  }
  expect(canonicalJson(state), `${gameId}: stored state is the replay`).toBe(canonicalJson(JSON.parse(game.state)));
  const entries = (await env.DB.prepare('select idx, entry from log_entries where game_id = ? order by idx').bind(gameId).all<{ idx: number; entry: string }>())
    .results;
  expect(
    entries.map((e) => e.idx),
    `${gameId}: log rows 0 … n-1`,
  ).toEqual(Array.from({ length: game.log_length }, (_, i) => i));
  const stored = entries.map((e) => JSON.parse(e.entry) as LogEntry);
  expect(stored.filter((e) => e.kind !== 'timeout' && e.kind !== 'forfeit')).toEqual(log);
  const mails = (
    await env.DB.prepare('select seat, kind, created_at from email_outbox where game_id = ? and channel = ?').bind(gameId, 'email').all<Record<string, any>>()
  ).results;
  const keys = mails.map((m) => `${m.seat}.${m.kind}.${m.created_at}`);
  expect(new Set(keys).size, `${gameId}: no mail twice`).toBe(keys.length);
  const results = mails.filter((m) => m.kind === 'result').length;
  expect(results, `${gameId}: result mails`).toBe(game.status === 'finished' ? game.players : 0);
}

/** The game takes its next legal move from the seat whose turn it is (200, version + 1). */
async function expectPlayable(made: Made) {
  const game = (await call('GET', `/api/games/${made.gameId}`)).json as GamePayload;
  if (game.status !== 'active') return;
  const seat = game.active[0]!;
  const mine = (await call('GET', `/api/games/${made.gameId}`, undefined, made.tokens[seat])).json as GamePayload;
  const res = await call('POST', `/api/games/${made.gameId}/actions`, { version: mine.version, action: mine.actions[0] }, made.tokens[seat]);
  expect(res.status, `${made.gameId}: next move`).toBe(200);
  expect(res.json.version).toBeGreaterThan(mine.version);
}

const db = () => createDb(env.DB);

describe('overlapping Cron runs', () => {
  it('two runs at once (19 h and 25 h) over 2-seat bot-deadline games freeze none of them', async () => {
    for (let trial = 0; trial < 3; trial++) {
      await hideAll();
      const start = Date.now();
      const made = await Promise.all(Array.from({ length: 6 }, () => makeGame('fightin-drinkin-stealin', 2, 'bot')));
      await Promise.all([runScheduled(db(), null, start + 19 * HOUR_MS), runScheduled(db(), null, start + 25 * HOUR_MS)]);
      for (const m of made) await expectConsistent(m.gameId);
      for (const m of made) await expectPlayable(m);
      // A later run still works on them: the late seat of each is played or reminded as due.
      await runScheduled(db(), null, start + 200 * HOUR_MS);
      for (const m of made) await expectConsistent(m.gameId);
    }
  });

  it('ten runs for one time do exactly what one run does, for every onTimeout policy', async () => {
    await hideAll();
    const start = Date.now();
    const made: Made[] = [];
    for (const policy of ['remind', 'bot', 'forfeit'] as const) {
      made.push(await makeGame('fightin-drinkin-stealin', 2, policy), await makeGame('stonerush', 3, policy), await makeGame('raiding-stonehenge', 4, policy));
    }
    const clones = [];
    for (const m of made) clones.push(await cloneGame(m.gameId));
    for (const time of [start + 19 * HOUR_MS, start + 25 * HOUR_MS, start + 50 * HOUR_MS]) {
      await Promise.all(Array.from({ length: 10 }, () => runScheduled(db(), null, time)));
      // The reference: the clones alone, one run at the same time.
      const saved = [];
      for (const m of made)
        saved.push((await env.DB.prepare('select next_check_at as n from games where id = ?').bind(m.gameId).first<number | null>('n')) ?? null);
      for (const m of made) await setNextCheck(m.gameId, null);
      for (const c of clones) await setNextCheck(c.id, c.nextCheckAt);
      await runScheduled(db(), null, time);
      for (const [i, m] of made.entries()) await setNextCheck(m.gameId, saved[i]);
      for (const [i, m] of made.entries()) {
        expect(await outcome(m.gameId), `${m.gameId} at +${(time - start) / HOUR_MS} h`).toEqual(await outcome(clones[i]!.id));
        await expectConsistent(m.gameId);
      }
      for (const c of clones) c.nextCheckAt = await env.DB.prepare('select next_check_at as n from games where id = ?').bind(c.id).first('n');
      for (const c of clones) await setNextCheck(c.id, null);
    }
    const statuses = await Promise.all(made.map(async (m) => ((await call('GET', `/api/games/${m.gameId}`)).json as GamePayload).status));
    expect(statuses.filter((s) => s === 'finished')).toHaveLength(3); // the forfeit games, once each
    for (const m of made) await expectPlayable(m);
  });

  it('twelve runs for mixed times leave every game whole, playable, and as runs one after another at the times that won would', async () => {
    await hideAll();
    const start = Date.now();
    const made: Made[] = [];
    for (const policy of ['remind', 'bot', 'forfeit'] as const) {
      for (let i = 0; i < 2; i++) made.push(await makeGame('fightin-drinkin-stealin', 2, policy), await makeGame('stonerush', 3, policy));
    }
    const clones = [];
    for (const m of made) clones.push(await cloneGame(m.gameId));
    const hours = [19, 25, 19, 25, 26, 30, 19, 25, 26, 30, 44, 25];
    await Promise.all(hours.map((h) => runScheduled(db(), null, start + h * HOUR_MS)));
    for (const m of made) await expectConsistent(m.gameId);
    // Which runs changed a game shows in what they wrote: the time of each action row, mail
    // and finish. Runs that changed one game did so in time order (each write moves its next
    // check past the time of the write), so the reference runs those times, in order, alone.
    const groups = new Map<string, number[]>();
    for (const [i, m] of made.entries()) {
      const times = (
        await env.DB.prepare(
          `select created_at as t from email_outbox where game_id = ?1 and created_at > ?2
           union select at from actions where game_id = ?1 and at > ?2
           union select finished_at from games where id = ?1 and finished_at > ?2 order by t`,
        )
          .bind(m.gameId, start + HOUR_MS)
          .all<{ t: number }>()
      ).results.map((r) => r.t);
      const key = times.join(',');
      groups.set(key, [...(groups.get(key) ?? []), i]);
    }
    expect([...groups.keys()].some((k) => k !== '')).toBe(true);
    const saved = [];
    for (const m of made) saved.push(await env.DB.prepare('select next_check_at as n from games where id = ?').bind(m.gameId).first('n'));
    for (const m of made) await setNextCheck(m.gameId, null);
    for (const [key, members] of groups) {
      for (const i of members) await setNextCheck(clones[i]!.id, clones[i]!.nextCheckAt);
      for (const t of key ? key.split(',').map(Number) : []) await runScheduled(db(), null, t);
      for (const i of members) {
        await setNextCheck(made[i]!.gameId, saved[i]);
        expect(await outcome(made[i]!.gameId), `${made[i]!.gameId} (runs at ${key})`).toEqual(await outcome(clones[i]!.id));
        await setNextCheck(made[i]!.gameId, null);
        await setNextCheck(clones[i]!.id, null);
      }
    }
    for (const [i, m] of made.entries()) await setNextCheck(m.gameId, saved[i]);
    for (const m of made) await expectPlayable(m);
    for (const m of made) await expectConsistent(m.gameId);
  });
});
