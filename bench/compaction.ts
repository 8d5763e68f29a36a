/**
 * `npm run bench:compaction`: what compacting finished games into R2 (#18 item 4,
 * worker/archive/compact.ts) saves in D1. Starts its own local server (bench/server.ts, port
 * COMPACT_PORT, default 8852, a temp D1 and R2), plays COMPACT_GAMES random games of every
 * ruleset to the end over HTTP (default 3 each), then measures the local D1 file with SQLite's
 * dbstat (a VACUUMed copy, so only live pages count) before and after the cron has compacted every
 * finished game (`POST /api/dev/scheduled` an hour and more later), and the R2 objects written.
 * Prints bytes per finished game by table; docs/performance.md has the figures and the costs.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { RULESETS } from '@engine/index';
import { createRng, pick } from '@engine/core/prng';
import type { GamePayload } from '@schema/api';
import { d1Bytes, files, requireSqlite } from './d1size';
import { parseD1Stats } from './http';
import { startServer } from './server';
import { progress, table } from './stats';

const port = Number(process.env.COMPACT_PORT ?? 8852);
const perRuleset = Number(process.env.COMPACT_GAMES ?? 3);

async function call<T>(base: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { code: string; message: string } };
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${json.error?.code}: ${json.error?.message}`);
  return json;
}

async function playOne(base: string, rulesetId: string, players: number, seed: string) {
  const created = await call<{ gameId: string; token: string; joinCode: string }>(base, 'POST', '/api/games', { ruleset: rulesetId, players, name: 'Ann' });
  const tokens = [created.token];
  for (let seat = 1; seat < players; seat++) {
    tokens.push((await call<{ token: string }>(base, 'POST', `/api/join/${created.joinCode}`, { name: `Player ${seat + 1}` })).token);
  }
  const rng = createRng(seed);
  for (let moves = 0; ; moves++) {
    const game = await call<GamePayload>(base, 'GET', `/api/games/${created.gameId}`);
    if (game.status === 'finished') return moves;
    if (moves > 5000) throw new Error(`${rulesetId} game did not end`);
    const seat = pick(rng, game.active);
    const mine = await call<GamePayload>(base, 'GET', `/api/games/${created.gameId}`, undefined, tokens[seat]);
    await call(base, 'POST', `/api/games/${created.gameId}/actions`, { version: mine.version, action: pick(rng, mine.actions) }, tokens[seat]);
  }
}

requireSqlite();
const server = await startServer(port);
try {
  const empty = d1Bytes(server.persist);
  let games = 0;
  let actions = 0;
  for (const ruleset of RULESETS) {
    const players = [ruleset.minPlayers, ruleset.maxPlayers, 4, 3].find(
      (n) => n >= ruleset.minPlayers && n <= ruleset.maxPlayers && !ruleset.checkSetup(n, ruleset.optionsSchema.parse({})),
    );
    if (!players) throw new Error(`${ruleset.id}: no player count plays with the default options`);
    for (let i = 0; i < perRuleset; i++) {
      progress(`playing ${ruleset.id} game ${i + 1} of ${perRuleset} (${players} players)`);
      actions += await playOne(server.base, ruleset.id, players, `compaction-${ruleset.id}-${i}`);
      games++;
    }
  }
  const before = d1Bytes(server.persist);
  // The D1 cost of the cron runs (X-D1-Stats: the server runs with D1_STATS=on), less that of a run with nothing to compact.
  const cron = async (time: number) => {
    const res = await fetch(`${server.base}/api/dev/scheduled?time=${time}`, { method: 'POST' });
    const report = (await res.json()) as { compacted: number };
    const cost = parseD1Stats(res.headers.get('x-d1-stats'));
    if (!res.ok || !cost) throw new Error(`dev/scheduled answered ${res.status}`);
    return { compacted: report.compacted, cost };
  };
  const idle = (await cron(Date.now())).cost;
  let compacted = 0;
  const cost = { queries: 0, rowsRead: 0, rowsWritten: 0 };
  for (let run = 0; run < 100; run++) {
    const ran = await cron(Date.now() + 2 * 3_600_000);
    cost.queries += ran.cost.queries - idle.queries;
    cost.rowsRead += ran.cost.rowsRead - idle.rowsRead;
    cost.rowsWritten += ran.cost.rowsWritten - idle.rowsWritten;
    if (!ran.compacted) break;
    compacted += ran.compacted;
  }
  if (compacted !== games) throw new Error(`${compacted} games compacted of ${games}`);
  const after = d1Bytes(server.persist);
  const objects = files(path.join(server.persist, 'v3', 'r2')).filter((f) => f.includes(`${path.sep}blobs${path.sep}`));
  const r2 = objects.reduce((n, f) => n + statSync(f).size, 0);
  const r2gz = objects.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
  const per = (b: Record<string, number>, name: string) => ((b[name] ?? 0) - (empty[name] ?? 0)) / games;
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((n) => per(before, n) || per(after, n));
  console.log(`\n${games} finished games (${perRuleset} per ruleset), ${(actions / games).toFixed(0)} actions each on average; ${objects.length} R2 objects\n`);
  console.log(
    table(
      ['D1 bytes per finished game (live pages, VACUUMed copy)', 'before', 'after compaction'],
      names.map((n) => [n, Math.round(per(before, n)), Math.round(per(after, n))]),
    ),
  );
  console.log(
    `\nD1 cost of compacting one game (cron runs less an idle run): ${(cost.queries / games).toFixed(1)} queries, ${Math.round(cost.rowsRead / games)} rows read, ${Math.round(cost.rowsWritten / games)} rows written`,
  );
  console.log(`R2 per game: ${Math.round(r2 / games)} B (gzip ${Math.round(r2gz / games)} B, not stored gzipped)`);
} finally {
  await server.stop();
}
