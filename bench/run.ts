/**
 * `npm run bench`: engine, HTTP, D1 cost and size figures, printed as tables with
 * the budgets of docs/performance.md, and written to bench/results.json.
 *
 *   BENCH_PORT=8851        port of the local wrangler dev it starts (must be free)
 *   BENCH_SECONDS=2        seconds of random play per ruleset (more: steadier figures)
 *   BENCH_SKIP_BUILD=1     reuse dist/ instead of running `npm run build`
 *
 * `npm run bench -- --engine-only` measures only the engine (no build, no server, no sizes), prints
 * its table and budgets, and leaves bench/results.json alone: for quick before/after comparisons.
 *
 * Budgets are reported, never enforced: the exit code is non-zero only when a part fails.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RULESETS } from '../engine';
import { type EngineDetail, benchEngine } from './engine';
import { benchGrowth, benchHttp } from './http';
import { startServer } from './server';
import { webInitialSize, workerSize } from './size';
import { progress, round, table } from './stats';

const ROOT = path.join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 8851);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const engineOnly = process.argv.includes('--engine-only');

if (!engineOnly && process.env.BENCH_SKIP_BUILD !== '1') {
  progress('npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

const engine: Record<string, EngineDetail> = {};
for (const ruleset of RULESETS) {
  progress(`engine: ${ruleset.id}`);
  engine[ruleset.id] = benchEngine(ruleset, seconds);
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const engineTable = () =>
  table(
    ['engine (Node)', 'µs/action', 'p50', 'p99', 'games/s', 'replay ms', 'actions/game', 'state KB', 'log KB', 'JSON µs/move'],
    Object.entries(engine).map(([id, e]) => [
      id,
      e.usPerAction,
      e.usPerActionP50,
      e.usPerActionP99,
      e.gamesPerSec,
      e.replayMs,
      e.actionsPerGame,
      e.stateKB,
      e.logKB,
      e.jsonUsPerMove,
    ]),
  );
const engineBudgets = Object.entries(engine).map(([id, e]): [string, number, string, number] => [`engine ${id} µs/action`, e.usPerAction, '≤', 50]);

if (engineOnly) {
  console.log(`\nStonehenge engine benchmark — node ${process.version}, ${os.cpus().length} CPUs, load average ${load()}\n`);
  console.log(engineTable());
  console.log('µs/action: legal actions + play + view of the actor; JSON µs/move: stringify + parse of state and log (Worker side).\n');
  console.log(
    table(
      ['budget', 'measured', 'limit', ''],
      engineBudgets.map(([name, value, op, limit]) => [name, round(value, 2), `${op} ${limit}`, value <= limit ? 'met' : 'MISSED']),
    ),
  );
  process.exit(0);
}

progress('size: wrangler deploy --dry-run, dist/index.html');
const worker = workerSize();
const web = webInitialSize();

progress(`http: wrangler dev on 127.0.0.1:${port}`);
const server = await startServer(port);
let http: Awaited<ReturnType<typeof benchHttp>>;
let growth: Awaited<ReturnType<typeof benchGrowth>>;
try {
  http = await benchHttp(server.base, { sequentialMoves: 60, concurrentGames: 16, concurrentMoves: 30, polls: 400 });
  progress('http: whole Stonerush games, a move at 200 against a move at 10');
  growth = await benchGrowth(server.base, { ruleset: 'stonerush', players: 5, early: 10, late: 200, longGames: 6, maxGames: 30 });
} finally {
  await server.stop();
}

const results = {
  engine: Object.fromEntries(
    Object.entries(engine).map(([id, e]) => [
      id,
      { usPerAction: round(e.usPerAction, 1), gamesPerSec: round(e.gamesPerSec, 1), replayMs: round(e.replayMs, 2) },
    ]),
  ),
  http: {
    moveP50Ms: round(http.sequential.p50),
    moveP99Ms: round(http.sequential.p99),
    pollP50Ms: round(http.polls.p50),
    movesPerSec: round(http.concurrent.movesPerSec, 1),
    floorP50Ms: round(http.floor.p50),
    moveOverFloor: round(http.sequential.p50 / http.floor.p50, 2),
    moveBytesMean: Math.round(http.moveBytes.mean),
    moveBytesMax: http.moveBytes.max,
    workerMsAtMove10: round(growth.early.workerP50),
    workerMsAtMove200: round(growth.late.workerP50),
    move200OverMove10: round(growth.ratio, 2),
  },
  d1: {
    moveQueries: round(http.move.queries),
    moveRowsRead: round(http.move.rowsRead),
    moveRowsWritten: round(http.move.rowsWritten),
    pollRowsRead: round(http.poll.rowsRead),
  },
  size: { workerGzKB: round(worker.gzKB, 1), webInitialJsGzKB: round(web.gzKB, 1) },
};
writeFileSync(path.join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log(`\nStonehenge benchmark — node ${process.version}, ${os.cpus().length} CPUs, load average ${load()}\n`);
console.log(engineTable());
console.log('µs/action: legal actions + play + view of the actor; JSON µs/move: stringify + parse of state and log (Worker side).\n');
console.log(
  table(
    ['http (wrangler dev, local D1)', 'count', 'p50 ms', 'p99 ms', 'per s'],
    [
      ['move, sequential', http.sequential.moves, http.sequential.p50, http.sequential.p99, http.sequential.movesPerSec],
      [`move, ${http.concurrent.games} games at once`, http.concurrent.moves, http.concurrent.p50, http.concurrent.p99, http.concurrent.movesPerSec],
      ['unchanged poll (304)', http.polls.count, http.polls.p50, http.polls.p99, ''],
      ['GET /api/rulesets (no D1: the floor)', http.floor.count, http.floor.p50, http.floor.p99, ''],
      ...Object.entries(http.sequential.byRuleset).map(([id, p50]) => [`  move p50, ${id}`, '', p50, '', '']),
    ],
  ),
);
console.log('per s: accepted moves per second of wall time, including the GET that fetched each legal-action list.\n');
console.log(
  table(
    ['D1 per request (X-D1-Stats)', 'queries', 'rows read', 'rows written'],
    [
      ['move (mean)', http.move.queries, http.move.rowsRead, http.move.rowsWritten],
      ['move (max)', '', http.move.maxRowsRead, http.move.maxRowsWritten],
      [`move answer bytes: mean ${Math.round(http.moveBytes.mean)}, max ${http.moveBytes.max}`, '', '', ''],
      ['unchanged poll (mean)', http.poll.queries, http.poll.rowsRead, http.poll.rowsWritten],
    ],
  ),
);
console.log('');
console.log(
  table(
    [
      `${growth.ruleset}, ${growth.players} players: ${growth.longGames} of ${growth.games} games reached move ${growth.late.to}`,
      'moves',
      'Worker p50 ms',
      'answer bytes (mean)',
    ],
    [
      [`moves ${growth.early.from}–${growth.early.to}`, growth.early.moves, growth.early.workerP50, Math.round(growth.early.bytesMean)],
      [`moves ${growth.late.from}–${growth.late.to}`, growth.late.moves, growth.late.workerP50, Math.round(growth.late.bytesMean)],
    ],
  ),
);
console.log("Worker ms: the Worker's own time for the move (Server-Timing, D1's waits included; not the client or wrangler's proxy).");
console.log('');
console.log(
  table(
    ['size', 'gzip KB', 'raw KB', 'files'],
    [
      ['Worker (wrangler deploy --dry-run)', worker.gzKB, worker.rawKB, worker.files.join(' ')],
      ['web initial JS (dist/index.html)', web.gzKB, web.rawKB, web.files.join(' ')],
      ['web initial CSS', web.cssGzKB, '', ''],
    ],
  ),
);

const budgets: [string, number, string, number][] = [
  ...engineBudgets,
  ['local move p50 ms', http.sequential.p50, '≤', 10],
  // Ratios of the same run cancel the noise of a shared machine (#18).
  ['move p50 / floor p50 (GET /api/rulesets)', http.sequential.p50 / http.floor.p50, '≤', 2],
  ['largest move answer KB', http.moveBytes.max / 1024, '≤', 6],
  [`Worker time, move ${growth.late.from} / move ${growth.early.from} (p50)`, growth.ratio, '≤', 1.2],
  ['unchanged poll p50 ms', http.polls.p50, '≤', 5],
  ['unchanged poll rows read', http.poll.rowsRead, '≤', 1],
  ['move D1 round trips', http.move.queries, '≤', 2],
  ['web initial JS gzip KB', web.gzKB, '≤', 40],
  ['Worker gzip KB', worker.gzKB, '≤', 300],
];
console.log('');
console.log(
  table(
    ['budget', 'measured', 'limit', ''],
    budgets.map(([name, value, op, limit]) => [name, round(value, 2), `${op} ${limit}`, value <= limit ? 'met' : 'MISSED']),
  ),
);
const missed = budgets.filter(([, value, , limit]) => !(value <= limit)).length;
console.log(`\n${budgets.length - missed} of ${budgets.length} budgets met. Wrote bench/results.json.`);
