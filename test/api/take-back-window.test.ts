/**
 * The take-back window (issue #36 item 3; contract: "Take-back window"): an action its seat may
 * take back stays its mover's alone for `takeBackSeconds`; nobody else, no frame, log row, mail,
 * push or webhook sees it until the object's alarm, "Send now" or the mover's next action that
 * cannot stay private publishes it, and a take-back inside the window leaves no trace at all.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuleset, verifyRecord } from '@engine/index';
import { createRng, pick } from '@engine/core/prng';
import type { GamePayload, GameRecord } from '@schema/api';
import { ONLINE_MS } from '@schema/wire';
import { liveObject } from '@worker/live/announce';
import { nextAlarm } from '@worker/live/due';
import { call, confirmAddresses, expectError, playRandomly } from './client';
import { type Page, connect, until } from './sockets';
import { holdIn, restartWriter } from './inside-writer';
import { TABLE_SIZES } from '../table-sizes';

const settle = () => new Promise((r) => setTimeout(r, 50));
const get = async (gameId: string, token?: string | null) => (await call('GET', `/api/games/${gameId}`, undefined, token ?? undefined)).json as GamePayload;
const act = (gameId: string, version: number, action: unknown, token?: string) => call('POST', `/api/games/${gameId}/actions`, { version, action }, token);
const writer = (gameId: string) => liveObject(env, gameId);

/** Every row a change could leave anywhere in D1 about this game: the game, its seats, actions, log and outbox. */
async function traces(gameId: string): Promise<string> {
  const rows = await Promise.all(
    // The outbox's rows by what they say, not by their delivery attempts (the webhook's host is unreachable here).
    [
      '* from games where id',
      '* from seats where game_id',
      '* from actions where game_id',
      '* from log_entries where game_id',
      'id, seat, channel, recipient, kind, data from email_outbox where game_id',
    ].map((t) => env.DB.prepare(`select ${t} = ? order by rowid`).bind(gameId).all()),
  );
  return JSON.stringify(rows.map((r) => r.results));
}

/** A started 3-seat Stonerush game with a window, confirmed addresses and a webhook: every channel a move could leak through. */
async function windowGame(takeBackSeconds: number) {
  const created = await call('POST', '/api/games', {
    ruleset: 'stonerush',
    players: 3,
    name: 'Ann',
    email: 'ann@window.example',
    webhookUrl: 'https://discord.com/api/webhooks/1/window',
    takeBackSeconds,
  });
  expect(created.status).toBe(201);
  const tokens = [created.json.token as string];
  for (const name of ['Bob', 'Cat'])
    tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name, email: `${name.toLowerCase()}@window.example` })).json.token);
  const gameId = created.json.gameId as string;
  const seat = (await get(gameId)).active[0]!;
  const mine = await get(gameId, tokens[seat]);
  // A play keeps the seat on its discard half and reveals nothing: the engine lets it be taken back.
  const play = mine.actions.find((a) => a.type === 'play')!;
  return { gameId, tokens, seat, mine, play };
}

/**
 * A 2-seat Raiding Stonehenge game with a 120-second window, played (every action sent at once)
 * until an action that may wait in the window hands the turn to the other seat: that action is
 * left pending. `a`, `b`: the mover's and the other seat's payloads before it.
 */
async function handingOver() {
  // Addresses of its own: the ones the other tests share have had their fill of mail by now.
  const [ann, bob] = ['ann', 'bob'].map((n) => `${n}-${crypto.randomUUID().slice(0, 8)}@handover.example`) as [string, string];
  await confirmAddresses(ann, bob);
  const created = await call('POST', '/api/games', {
    ruleset: 'raiding-stonehenge',
    players: 2,
    options: { twoThreePlayers: true },
    name: 'Ann',
    email: ann,
    takeBackSeconds: 120,
  });
  const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob', email: bob });
  const gameId = created.json.gameId as string;
  const tokens = [created.json.token as string, joined.json.token as string];
  const rng = createRng('hand-over');
  for (let i = 0; i < 200; i++) {
    const open = await get(gameId);
    const mover = open.active[0]!;
    const a = await get(gameId, tokens[mover]);
    const b = await get(gameId, tokens[1 - mover]);
    const answer = await act(gameId, a.version, pick(rng, a.actions), tokens[mover]);
    expect(answer.status).toBe(200);
    const pending = answer.json as GamePayload;
    if (!pending.pending) continue;
    if (!pending.active.includes(mover) && pending.active.includes(1 - mover) && !a.active.includes(1 - mover)) return { gameId, tokens, mover, a, b, pending };
    expect((await call('POST', `/api/games/${gameId}/publish`, { version: pending.version }, tokens[mover])).status).toBe(200);
  }
  throw new Error('no action that may wait handed the turn over in 200 steps');
}

beforeAll(() => confirmAddresses('ann@window.example', 'bob@window.example', 'cat@window.example'));
// The webhook is delivered for real after each published change: answer it here, so no request
// leaves the test (the outbox rows are what the tests read).
const realFetch = globalThis.fetch;
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input instanceof Request ? input.url : input).startsWith('https://discord.com/')
      ? Promise.resolve(new Response(null, { status: 204 }))
      : realFetch(input, init),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the take-back window', () => {
  it('is 0 when left out, at most 120 seconds, and copied by the payload', async () => {
    const plain = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    expect((await get(plain.json.gameId, plain.json.token)).takeBackSeconds).toBeUndefined();
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', takeBackSeconds: 121 }), 400, 'invalid_body');
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', takeBackSeconds: -1 }), 400, 'invalid_body');
    const { gameId, tokens } = await windowGame(10);
    expect((await get(gameId, tokens[0])).takeBackSeconds).toBe(10);
  });

  it('keeps the action its mover may take back private, and a take-back inside the window leaves nothing anywhere', async () => {
    const { gameId, tokens, seat, mine, play } = await windowGame(60);
    const pages = await Promise.all([...tokens.map((t) => connect(gameId, t)), connect(gameId, null), connect(gameId, null, false)]);
    const before = await Promise.all([null, ...tokens].map((t) => get(gameId, t)));
    await until(() => (pages.slice(0, 4).every((p) => p.frames.length > 0) ? true : undefined), 'the hellos');
    await settle();
    const frameCounts = pages.map((p) => p.frames.length);
    const stored = await traces(gameId);

    const moved = await act(gameId, mine.version, play, tokens[seat]);
    expect(moved.status).toBe(200);
    const pending = moved.json as GamePayload;
    expect(pending.version).toBe(mine.version + 1);
    expect(pending.pending?.until).toBeGreaterThan(Date.now() + 50_000);
    expect(pending.canUndo).toBe(true);
    expect(pending.view).not.toEqual(mine.view);
    // The mover's GET and its own socket show it (with its address, which only the answer to a
    // move leaves out); a retry of the same action answers the same.
    const own = await get(gameId, tokens[seat]);
    expect({ ...own, email: undefined }).toEqual({ ...pending, email: undefined });
    await until(() => (pages[seat]!.frames.length > frameCounts[seat]! ? true : undefined), "the mover's frame");
    expect(pages[seat]!.frames.at(-1)).toEqual({ type: 'state', payload: own });
    expect((await act(gameId, mine.version, play, tokens[seat])).json).toEqual(pending);
    // Nobody else: the same payloads, no frame, and not one row written in D1.
    await settle();
    const during = await Promise.all([null, ...tokens].map((t) => get(gameId, t)));
    for (let i = 0; i < during.length; i++) if (i !== seat + 1) expect(during[i]).toEqual(before[i]);
    pages.forEach((p, i) => {
      if (i !== seat) expect(p.frames.length).toBe(frameCounts[i]);
    });
    expect(await traces(gameId)).toBe(stored);
    for (const list of ['/api/live', '/api/open']) expect(JSON.stringify((await call('GET', list)).json)).not.toContain(`"version":${pending.version}`);
    const myGames = await call('POST', '/api/my-games', { tokens: tokens.map((token) => ({ gameId, token })) });
    expect(JSON.stringify(myGames.json)).not.toContain(`"version":${pending.version}`);

    // The take-back inside the window: the mover is back where it was, under a version of its own
    // (never one it saw before), and still nothing anywhere.
    await expectError(call('POST', `/api/games/${gameId}/undo`, { version: mine.version }, tokens[seat]), 409, 'stale_version');
    const back = await call('POST', `/api/games/${gameId}/undo`, { version: pending.version }, tokens[seat]);
    expect(back.status).toBe(200);
    const renumbered = (p: GamePayload | undefined) => ({ ...p, email: undefined, version: 0, revision: 0 });
    expect(back.json.version).toBe(pending.version + 1);
    expect(renumbered(back.json)).toEqual(renumbered(before[seat + 1]));
    expect(await get(gameId, tokens[seat])).toEqual({ ...before[seat + 1], version: pending.version + 1 });
    expect(await traces(gameId)).toBe(stored);
    // Its alarm publishes only the take-back's number: the row's version (and revision) step on,
    // and nothing else anywhere; a cron run a minute later writes nothing more.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await runDurableObjectAlarm(writer(gameId));
    await call('POST', `/api/dev/scheduled?time=${Date.now()}`);
    vi.useRealTimers();
    await settle();
    const bare = (t: string) =>
      JSON.parse(t).map((rows: Record<string, unknown>[], i: number) => (i === 0 ? rows.map((r) => ({ ...r, version: 0, revision: 0, write_id: 0 })) : rows));
    expect(bare(await traces(gameId))).toEqual(bare(stored));
    const after = await Promise.all([null, ...tokens].map((t) => get(gameId, t)));
    for (const [i, payload] of after.entries()) {
      expect(payload.version).toBe(pending.version + 1);
      expect(renumbered(payload)).toEqual(renumbered(before[i]));
    }
    // Other pages get at most that skipped number, with nothing else in it.
    pages.forEach((p, i) => {
      if (i === seat) return;
      for (const f of p.frames.slice(frameCounts[i])) {
        if (f.type === 'state') expect(renumbered(f.payload)).toEqual(renumbered(i < 3 ? before[i + 1] : before[0]));
        else expect(f.type).toBe('changed');
      }
    });
    for (const p of pages) p.ws.close(1000);
  });

  it('is published by the alarm when the window ends: then everyone sees it, and its mail goes out', async () => {
    const { gameId, tokens, seat, mine, play } = await windowGame(30);
    const spectator = await connect(gameId, null);
    await until(() => spectator.frames[0], 'the hello');
    const pending = (await act(gameId, mine.version, play, tokens[seat])).json as GamePayload;
    // The alarm is the earliest due time: the window's end, not the game's (absent) deadline.
    expect(await runInDurableObject(writer(gameId), (_o, state) => state.storage.getAlarm())).toBe(pending.pending!.until);
    // Fired before its time, it publishes nothing.
    await runDurableObjectAlarm(writer(gameId));
    expect((await get(gameId)).version).toBe(mine.version);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(pending.pending!.until + 1);
    await runDurableObjectAlarm(writer(gameId));
    vi.useRealTimers();
    const published = await get(gameId);
    expect(published.version).toBe(pending.version);
    const mover = await get(gameId, tokens[seat]);
    expect(mover.pending).toBeUndefined();
    expect(mover.view).toEqual(pending.view);
    const frame = await until(
      () => spectator.frames.find((f) => f.type === 'state' && f.payload.version === pending.version),
      'the spectator frame of the published move',
    );
    expect(frame).toEqual({ type: 'state', payload: published });
    const rows = await env.DB.prepare('select seq, seat from actions where game_id = ?').bind(gameId).all();
    expect(rows.results).toEqual([{ seq: 1, seat }]);
    spectator.ws.close(1000);
  });

  it('is published at once by "Send now" (HTTP and socket), and a version that is not the pending one is stale', async () => {
    const { gameId, tokens, seat, mine, play } = await windowGame(60);
    const pending = (await act(gameId, mine.version, play, tokens[seat])).json as GamePayload;
    await expectError(call('POST', `/api/games/${gameId}/publish`, { version: mine.version }, tokens[seat]), 409, 'stale_version');
    await expectError(call('POST', `/api/games/${gameId}/publish`, { version: pending.version }), 401, 'unauthorized');
    const sent = await call('POST', `/api/games/${gameId}/publish`, { version: pending.version }, tokens[seat]);
    expect(sent.status).toBe(200);
    expect(sent.json.pending).toBeUndefined();
    expect(sent.json.version).toBe(pending.version);
    expect((await get(gameId)).version).toBe(pending.version);
    // Sent again (a retry): the same answer, nothing more written.
    expect((await call('POST', `/api/games/${gameId}/publish`, { version: pending.version }, tokens[seat])).json).toEqual(sent.json);
    expect((await get(gameId)).revision).toBe(sent.json.revision);

    // Over the socket.
    const other = await windowGame(60);
    const page = await connect(other.gameId, other.tokens[other.seat]!);
    await until(() => page.frames[0], 'the hello');
    page.ws.send(JSON.stringify({ type: 'act', id: 'a', version: other.mine.version, action: other.play }));
    const acked = await until(() => page.frames.find((f) => f.type === 'ack' && f.id === 'a'), 'the ack');
    expect(acked.type === 'ack' && acked.payload.pending).toBeTruthy();
    page.ws.send(JSON.stringify({ type: 'publish', id: 'p', version: other.mine.version + 1 }));
    const done = await until(() => page.frames.find((f) => f.type === 'ack' && f.id === 'p'), 'the publish ack');
    expect(done.type === 'ack' && done.payload.pending).toBeUndefined();
    expect((await get(other.gameId)).version).toBe(other.mine.version + 1);
    page.ws.close(1000);
  });

  it("publishes a turn of several steps whole with the mover's next action that cannot stay private", async () => {
    const { gameId, tokens, seat, mine, play } = await windowGame(60);
    const frames = await connect(gameId, null);
    await until(() => frames.frames[0], 'the hello');
    const revision = (await get(gameId)).revision;
    const pending = (await act(gameId, mine.version, play, tokens[seat])).json as GamePayload;
    // Discarding draws cards: it reveals something, so it cannot be taken back, nor wait.
    const discard = pending.actions.find((a) => a.type === 'discard')!;
    const done = await act(gameId, pending.version, discard, tokens[seat]);
    expect(done.status).toBe(200);
    expect(done.json.pending).toBeUndefined();
    expect(done.json.version).toBe(mine.version + 2);
    const seen = await get(gameId);
    // One commit: the spectator saw no state in between.
    expect(seen.revision).toBe(revision + 1);
    const rows = await env.DB.prepare('select seq, seat, action from actions where game_id = ? order by seq').bind(gameId).all<{ action: string }>();
    expect(rows.results.map((r) => JSON.parse(r.action).type)).toEqual(['play', 'discard']);
    await until(() => frames.frames.find((f) => f.type === 'state' && f.payload.revision === seen.revision), 'the frame of the whole turn');
    expect(frames.frames.filter((f) => f.type === 'state').map((f) => f.type === 'state' && f.payload.version)).toEqual([mine.version, mine.version + 2]);
    frames.ws.close(1000);
  });

  it("publishes the pending action before another seat's change, which is then refused as stale", async () => {
    const created = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ann', takeBackSeconds: 60 });
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' });
    const gameId = created.json.gameId as string;
    const tokens = [created.json.token as string, joined.json.token as string];
    const a = await get(gameId, tokens[0]);
    const b = await get(gameId, tokens[1]);
    const first = (await act(gameId, a.version, a.actions[0], tokens[0])).json as GamePayload;
    expect(first.pending).toBeDefined();
    expect((await get(gameId, tokens[1])).version).toBe(b.version);
    await expectError(act(gameId, b.version, b.actions[0], tokens[1]), 409, 'stale_version');
    expect((await get(gameId, tokens[1])).version).toBe(first.version);
    expect((await get(gameId, tokens[0])).pending).toBeUndefined();
  });

  it('never hands out a version twice: a take-back inside the window has its own, across a restart of the writer too', async () => {
    const { gameId, tokens, seat, mine, play } = await windowGame(60);
    const others = [null, ...tokens.filter((_, i) => i !== seat)];
    const seen: number[] = [mine.version];
    const otherSeen = new Set<number>();
    const look = async () => {
      for (const t of others) otherSeen.add((await get(gameId, t)).version);
    };
    const step = async (res: Promise<{ status: number; json: GamePayload }>) => {
      const answer = await res;
      expect(answer.status).toBe(200);
      seen.push(answer.json.version);
      expect((await get(gameId, tokens[seat])).version).toBe(answer.json.version);
      await look();
      return answer.json;
    };
    const undo = (version: number) => call('POST', `/api/games/${gameId}/undo`, { version }, tokens[seat]) as Promise<{ status: number; json: GamePayload }>;
    const first = await step(act(gameId, mine.version, play, tokens[seat]));
    const back = await step(undo(first.version));
    const again = await step(act(gameId, back.version, play, tokens[seat]));
    expect(again.pending).toBeDefined();
    // A safe retry of the action just kept answers the same; any older version is stale.
    expect((await act(gameId, back.version, play, tokens[seat])).json).toEqual(again);
    for (const old of [mine.version, first.version]) await expectError(act(gameId, old, play, tokens[seat]), 409, 'stale_version');
    await expectError(undo(back.version), 409, 'stale_version');

    // The writer restarts (its memory gone, its storage kept): the numbers still move on.
    await restartWriter(gameId);
    expect((await get(gameId, tokens[seat])).version).toBe(again.version);
    const back2 = await step(undo(again.version));
    const last = await step(act(gameId, back2.version, play, tokens[seat]));
    const sent = await step(
      call('POST', `/api/games/${gameId}/publish`, { version: last.version }, tokens[seat]) as Promise<{ status: number; json: GamePayload }>,
    );
    expect(sent.pending).toBeUndefined();
    // Every version the mover saw is new; the others saw the one before and the one published only.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen.slice(0, -1)).size).toBe(seen.length - 1);
    expect(sent.version).toBe(last.version);
    expect([...otherSeen]).toEqual([mine.version, last.version]);
    // D1 carries the last number shown; the one action row sits at the version it made.
    const rows = await env.DB.prepare('select seq, seat from actions where game_id = ?').bind(gameId).all();
    expect(rows.results).toEqual([{ seq: last.version, seat }]);
    // After publication: a retry of that action is still the same 200, an older version stale,
    // and the mover's next action takes the next number.
    expect((await act(gameId, back2.version, play, tokens[seat])).status).toBe(200);
    await expectError(act(gameId, again.version, play, tokens[seat]), 409, 'stale_version');
    const discard = sent.actions.find((a) => a.type === 'discard')!;
    const next = await step(act(gameId, sent.version, discard, tokens[seat]));
    expect(next.version).toBe(sent.version + 1);
    const after = await env.DB.prepare('select seq from actions where game_id = ? order by seq').bind(gameId).all();
    expect(after.results).toEqual([{ seq: last.version }, { seq: next.version }]);
  });

  it('keeps a valid record, numbered 1, 2, 3…, for a game whose action rows skip the versions take-backs spent, and compacts it', async () => {
    const { gameId, tokens, seat, mine, play } = await windowGame(60);
    const undo = (version: number) => call('POST', `/api/games/${gameId}/undo`, { version }, tokens[seat]);
    const first = (await act(gameId, mine.version, play, tokens[seat])).json as GamePayload;
    const back = (await undo(first.version)).json as GamePayload;
    const again = (await act(gameId, back.version, play, tokens[seat])).json as GamePayload;
    expect((await call('POST', `/api/games/${gameId}/publish`, { version: again.version }, tokens[seat])).status).toBe(200);
    // The rest of the game without a window (played at once by the helper), to its end.
    await env.DB.prepare('update games set take_back_seconds = 0 where id = ?').bind(gameId).run();
    await holdIn(gameId, undefined);
    const { game } = await playRandomly(gameId, tokens, 'gapped');
    expect(game.status).toBe('finished');
    const seqs = (await env.DB.prepare('select seq from actions where game_id = ? order by seq').bind(gameId).all<{ seq: number }>()).results.map((r) => r.seq);
    expect(seqs[0]).toBe(again.version);
    expect(seqs.at(-1)).toBe(game.version);
    const record = (await call('GET', `/api/games/${gameId}/record`)).json as GameRecord;
    expect(record.actions.map((a) => a.seq)).toEqual(seqs.map((_, i) => i + 1));
    expect(verifyRecord(record).ok).toBe(true);
    // The cron moves it to R2 an hour after its end, and the record reads the same from there.
    const ended = await env.DB.prepare('select finished_at as at from games where id = ?').bind(gameId).first<{ at: number }>();
    expect((await call('POST', `/api/dev/scheduled?time=${ended!.at + 2 * 3_600_000}`)).json.compacted).toBeGreaterThanOrEqual(1);
    expect(await env.DB.prepare('select record_key from games where id = ?').bind(gameId).first('record_key')).toBeTruthy();
    expect((await call('GET', `/api/games/${gameId}/record`)).json).toEqual(record);
  });

  it('is published by POST /api/dev/scheduled?time= once the window has ended by then, and not before', async () => {
    const { gameId, tokens, mover, a, b, pending } = await handingOver();
    const other = tokens[1 - mover]!;
    const stored = await traces(gameId);
    const start = Date.now();
    const turnMails = async () => (await env.DB.prepare("select 1 from email_outbox where game_id = ? and kind = 'turn'").bind(gameId).all()).results.length;
    const mailed = await turnMails();
    // A minute on, the window is still open: nothing published, nothing written.
    const early = await call('POST', `/api/dev/scheduled?time=${start + 60_000}`);
    expect(early.status).toBe(200);
    expect(await get(gameId, other)).toEqual(b);
    expect(await traces(gameId)).toBe(stored);
    expect((await get(gameId, tokens[mover])).pending).toBeDefined();
    // Past its end: published as its alarm would, with its log line and the next player's mail
    // (moved past ONLINE_MS too: a player seen that recently is told by the page, not mailed).
    const late = await call('POST', `/api/dev/scheduled?time=${start + 121_000 + ONLINE_MS}`);
    const seen = await get(gameId, other);
    expect(seen.version).toBe(pending.version);
    expect(seen.active).toEqual(pending.active);
    expect((await get(gameId, tokens[mover])).pending).toBeUndefined();
    expect((await get(gameId)).logStart + (await get(gameId)).log.length).toBeGreaterThan(a.logStart + a.log.length);
    const last = await env.DB.prepare('select seq, seat from actions where game_id = ? order by seq desc limit 1').bind(gameId).first();
    expect(last).toEqual({ seq: pending.version, seat: mover });
    expect(await turnMails()).toBeGreaterThan(mailed);
    // The run says what it did.
    expect([early.json.windows, late.json.windows]).toEqual([0, 1]);
  });

  it('takes the earliest due time for the alarm', () => {
    expect(nextAlarm([null, undefined])).toBeNull();
    expect(nextAlarm([5, null, 3, undefined, 9])).toBe(3);
    expect(nextAlarm([Number.NaN, 7])).toBe(7);
  });
});

describe('hidden information with a window', () => {
  for (const [ruleset, players] of TABLE_SIZES) {
    it(`${ruleset}: no frame of another seat or a spectator ever shows a pending action; every page ends on its GET`, async () => {
      const created = await call('POST', '/api/games', { ruleset, players, name: 'Ann', takeBackSeconds: 60 });
      const tokens = [created.json.token as string];
      for (let s = 1; s < players; s++) tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name: `P${s}` })).json.token);
      const gameId = created.json.gameId as string;
      const open = await Promise.all([...tokens.map((t) => connect(gameId, t)), connect(gameId, null)]);
      const rules = getRuleset(ruleset)!;
      const rng = createRng(`window-${ruleset}`);
      let pendingSeat: number | null = null;
      let pendings = 0;
      let n = 0;
      const ask = async (page: Page, message: Record<string, unknown>) => {
        const id = `m${n++}`;
        page.ws.send(JSON.stringify({ ...message, id }));
        const answer = await until(() => page.frames.find((f) => (f.type === 'ack' || f.type === 'refused') && f.id === id), id);
        expect(answer.type).toBe('ack');
        return answer.type === 'ack' ? answer.payload : null;
      };
      for (let step = 0; step < 25; step++) {
        const game = await get(gameId);
        if (game.status !== 'active') break;
        const seat = pick(rng, game.active);
        const seen = open.map((p) => p.frames.length);
        const actors = new Set([seat, pendingSeat]);
        if (pendingSeat !== null && pendingSeat !== seat) {
          // Another seat acts only on what it can see: the mover sends its turn first.
          await ask(open[pendingSeat]!, { type: 'publish', version: (await get(gameId, tokens[pendingSeat]!)).version });
          pendingSeat = null;
        }
        const mine = await get(gameId, tokens[seat]!);
        if (!mine.actions.length) {
          // The mover's pending turn left it nothing to do: it sends it.
          await ask(open[seat]!, { type: 'publish', version: mine.version });
          pendingSeat = null;
          continue;
        }
        const answer = await ask(open[seat]!, { type: 'act', version: mine.version, action: pick(rng, mine.actions) });
        pendingSeat = answer?.pending ? seat : null;
        if (answer?.pending) {
          pendings++;
          if (pick(rng, [true, false, false])) {
            const back = await ask(open[seat]!, { type: 'undo', version: answer.version });
            if (!back?.pending) pendingSeat = null;
          }
        }
        await settle();
        const stored = await env.DB.prepare('select state, version from games where id = ?').bind(gameId).first<{ state: string; version: number }>();
        for (const [i, page] of open.entries()) {
          const seatOfPage = page.token ? tokens.indexOf(page.token) : null;
          const own = await get(gameId, page.token);
          const last = await until(() => page.frames.filter((f) => f.type === 'state').at(-1), 'a state frame');
          if (last.type === 'state') expect(last.payload).toEqual(own);
          if (actors.has(seatOfPage)) continue;
          // Not a mover of this step: every frame it got is of a committed state, and the last is the engine's view of D1's.
          for (const f of page.frames.slice(seen[i])) if (f.type === 'state') expect(f.payload.pending).toBeUndefined();
          if (last.type === 'state') {
            expect(last.payload.version).toBe(stored!.version);
            expect(last.payload.view).toEqual(JSON.parse(JSON.stringify(rules.view(JSON.parse(stored!.state), seatOfPage))));
          }
        }
      }
      // The fuzz exercised the window at all (the engine allows take-backs in every ruleset's games).
      expect(pendings).toBeGreaterThan(0);
      for (const page of open) page.ws.close(1000);
    });
  }
});
