/**
 * `npm run bench`: engine, HTTP, D1 cost and size figures, printed as tables with
 * the budgets of docs/performance.md, and written to bench/results.json.
 *
 *   BENCH_PORT=8851        port of the local server it starts (must be free)
 *   BENCH_BASE_PORT=8853   port of the baseline's server (must be free)
 *   BENCH_SERVER=wrangler-dev  serve with `wrangler dev` itself (default: wrangler's dev server
 *                          without its DevTools inspector, bench/worker-process.ts says why)
 *   BENCH_SECONDS=2        seconds of random play per ruleset (more: steadier figures)
 *   BENCH_SKIP_BUILD=1     reuse dist/ instead of running `npm run build`
 *   BENCH_ROUNDS=3         rounds of the 16 games at once, on each server alternately
 *   BENCH_D1_GAMES=1000    finished games in the D1 bytes-per-game measurement
 *
 * `npm run bench -- --review-only` runs only the post-game review part (bench/review.ts): a typical
 * game of each ruleset reviewed quick and deep on one thread; the full run prints it too.
 *   FIRST_SCREEN_LOADS=3   cold loads of each page in the first-screen measurement (bench/first-screen.ts)
 *   FIRST_SCREEN_ONLY=a,b  only these rulesets' game pages in it (the home page and Stonerush's always)
 *
 * `--baseline <rev>` names the commit the 16-games run is measured against (default: the commit
 * before #18, bench/baseline.ts), made a built git worktree under the temp dir and served on
 * BENCH_BASE_PORT; `--no-baseline` leaves that comparison out.
 *
 * `npm run bench -- --side-by-side` runs only the side-by-side part (bench/side-by-side.ts): ten
 * Stonerush games at once over our sockets against boardgame.io 0.50's FlatFile store and socket.io
 * client (installed on demand into a temp dir; skipped with one line when it cannot be), twice:
 * playing our engine (bench/bgio/game.ts, equal work, budget ≥ 2×) and playing its own Stonerush
 * (bench/bgio/native.ts, random moves among its `legalMoves`, budget ≥ 1×); then the HTTP move's
 * p50 against the floor, and a page's bytes per opponent's move. It prints its tables only (the
 * whole run writes the figures to results.json's `sideBySide`).
 *   BENCH_SOCKET_SECONDS=10  seconds of each of the three socket runs
 *   BENCH_BGIO_PORT=8855     port of boardgame.io's server (both of its runs, one after the other)
 *
 * `npm run bench -- --tournament-only` runs only the tournament pairing part (bench/tournament.ts)
 * and its budget (Swiss round 4 of 1,000 players at tables of four < 50 ms of CPU).
 *
 * `npm run bench -- --engine-only` measures only the engine (no build, no server, no sizes), and the
 * mail reply reader on hostile HTML (bench/mail-reply.ts), prints their tables and budgets, and leaves bench/results.json alone: for quick before/after comparisons.
 *
 * Budgets are reported, never enforced: the exit code is non-zero only when a part fails.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RULESETS } from '@engine/index';
import { BEFORE_18, type VersusBaseline, prepareBaseline, versusBaseline } from './baseline';
import { benchD1PerGame, requireSqlite } from './d1size';
import { type EngineDetail, benchEngine } from './engine';
import { FIRST_LOAD_KB_BUDGET, FIRST_SCREEN_BUDGET, type FirstScreen, benchFirstScreen, repeatLine } from './first-screen';
import { benchGrowth, benchHttp, benchLive } from './http';
import { SERVER, startServer } from './server';
import { benchTournament } from './tournament';
import { benchReplyReading } from './mail-reply';
import { webInitialSize, workerSize } from './size';
import { QUICK_BUDGET_SECONDS, benchReview, reviewReport } from './review';
import { progress, round, table } from './stats';
import { type Throughput, benchBgio, benchOurSockets, installBgio } from './side-by-side';

const ROOT = path.join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 8851);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const engineOnly = process.argv.includes('--engine-only');
const basePort = Number(process.env.BENCH_BASE_PORT ?? 8853);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const d1Games = Number(process.env.BENCH_D1_GAMES ?? 1000);
const baselineAt = process.argv.indexOf('--baseline');
const baselineRev = process.argv.includes('--no-baseline') ? null : baselineAt >= 0 ? process.argv[baselineAt + 1] : BEFORE_18;
if (baselineRev === undefined || baselineRev?.startsWith('--')) throw new Error('--baseline needs a revision');

const sideOnly = process.argv.includes('--side-by-side');
const reviewOnly = process.argv.includes('--review-only');
const socketSeconds = Number(process.env.BENCH_SOCKET_SECONDS ?? 10);
const bgioPort = Number(process.env.BENCH_BGIO_PORT ?? 8855);

type SideBySide = {
  ours: Throughput & { bytesPerOpponentMove: number };
  bgio: Throughput | null;
  native: Throughput | null;
  skipped: string | null;
};

/**
 * The side-by-side run, one after the other on the same machine: ours over sockets, then
 * boardgame.io playing our engine (equal work), then boardgame.io playing its own Stonerush (native).
 */
async function sideBySide(base: string): Promise<SideBySide> {
  progress(`side by side: 10 Stonerush games at once over our sockets (${socketSeconds} s)`);
  const ours = await benchOurSockets(base, { games: 10, seconds: socketSeconds });
  const installed = installBgio();
  if ('skip' in installed) return { ours, bgio: null, native: null, skipped: installed.skip };
  progress(`side by side: the same over boardgame.io 0.50 (FlatFile, socket.io) on 127.0.0.1:${bgioPort}`);
  try {
    const bgio = await benchBgio(installed.dir, bgioPort, { games: 10, seconds: socketSeconds });
    progress(`side by side: boardgame.io's own Stonerush (bench/bgio/native.ts) on 127.0.0.1:${bgioPort}`);
    const native = await benchBgio(installed.dir, bgioPort, { games: 10, seconds: socketSeconds, native: true });
    return { ours, bgio, native, skipped: null };
  } catch (err) {
    return {
      ours,
      bgio: null,
      native: null,
      skipped: `boardgame.io did not run (${(err as Error).message.split('\n')[0]}): its side of the comparison is skipped`,
    };
  }
}

function sideBySideTable(side: SideBySide, httpP50: number, floorP50: number): string {
  const row = (label: string, t: Throughput | null) =>
    t ? [label, t.moves, round(t.movesPerSec, 1), round(t.p50), round(t.p99)] : [label, 'skipped', '', '', ''];
  const rows: (string | number)[][] = [
    row('ours: moves over the live socket (act → ack)', side.ours),
    row('boardgame.io 0.50 FlatFile + socket.io, our engine', side.bgio),
    row('boardgame.io 0.50 FlatFile + socket.io, its own Stonerush', side.native),
  ];
  const lines = [table(['10 Stonerush games at once, 3 seats each', 'moves', 'moves/s', 'p50 ms', 'p99 ms'], rows)];
  if (side.skipped) lines.push(side.skipped);
  lines.push(
    `HTTP move p50 ${round(httpP50)} ms against the floor (GET /api/rulesets) ${round(floorP50)} ms; a page's bytes per opponent's move: ${Math.round(side.ours.bytesPerOpponentMove)} B (one state frame, no GET).`,
  );
  return lines.join('\n');
}

function sideBySideBudgets(side: SideBySide, httpP50: number, floorP50: number): [string, number, string, number][] {
  const rows: [string, number, string, number][] = [];
  // #49: at least twice boardgame.io's FlatFile store on the equal-work bench (our engine in both)…
  if (side.bgio) rows.push(['socket moves/s at 10 games / boardgame.io FlatFile', side.ours.movesPerSec / side.bgio.movesPerSec, '≥', 2]);
  // …and at least level with boardgame.io playing its own, lighter Stonerush.
  if (side.native)
    rows.push(['socket moves/s at 10 games / boardgame.io FlatFile, its own Stonerush', side.ours.movesPerSec / side.native.movesPerSec, '≥', 1]);
  rows.push(['HTTP move p50 / floor p50', httpP50 / floorP50, '≤', 2]);
  return rows;
}

if (sideOnly) {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    progress('npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const server = await startServer(port);
  let side: SideBySide;
  let httpDetail: Awaited<ReturnType<typeof benchHttp>>;
  try {
    progress('http: the move p50 and the floor');
    httpDetail = await benchHttp(server.base, { sequentialMoves: 60, concurrentGames: 4, concurrentMoves: 10, polls: 100 });
    side = await sideBySide(server.base);
  } finally {
    await server.stop();
  }
  console.log(
    `\nStonehenge side by side — node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(sideBySideTable(side, httpDetail.sequential.p50, httpDetail.floor.p50));
  const budgetRows = sideBySideBudgets(side, httpDetail.sequential.p50, httpDetail.floor.p50);
  console.log('');
  console.log(
    table(
      ['budget', 'measured', 'limit', ''],
      budgetRows.map(([name, value, op, limit]) => [
        name,
        round(value, 2),
        `${op} ${limit}`,
        (op === '≥' ? value >= limit : value <= limit) ? 'met' : 'MISSED',
      ]),
    ),
  );
  process.exit(0);
}

/** The post-game review's cost (bench/review.ts), one thread, as the replay page's worker runs it. */
function reviewPart(): { text: string; quickWorst: { ruleset: string; seconds: number } } {
  progress('post-game review: a typical game of each ruleset, quick and deep');
  const report = reviewReport(benchReview());
  console.log(
    `\nPost-game review — node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (others share this machine)\n`,
  );
  console.log(report.text);
  console.log(
    `\nquick review of the longest (${report.quickWorst.ruleset}): ${report.quickWorst.seconds} s, budget < ${QUICK_BUDGET_SECONDS} s: ${report.quickWorst.seconds < QUICK_BUDGET_SECONDS ? 'met' : 'MISSED'}`,
  );
  return report;
}

if (reviewOnly) {
  reviewPart();
  process.exit(0);
}

if (process.argv.includes('--tournament-only')) {
  progress('tournament: pairing 1,000 players at tables of four');
  const t = benchTournament();
  console.log(
    `\nStonehenge tournament pairing — node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    table(
      ['tournament pairing, 1,000 players, tables of 4', 'CPU ms'],
      [
        ['Swiss round 1', round(t.swissFirstMs, 2)],
        ['Swiss round 4 (three rounds of results, no repeats)', round(t.swissFourthMs, 2)],
        ['round robin, the whole plan', round(t.roundRobinMs, 2)],
      ],
    ),
  );
  const met = t.swissFourthMs < 50;
  console.log(`\nbudget: Swiss pairing of 1,000 players at tables of 4, round 4, ${round(t.swissFourthMs, 2)} ms < 50 ms: ${met ? 'met' : 'MISSED'}`);
  process.exit(0);
}

if (!engineOnly) requireSqlite();
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
const meets = (value: number, op: string, limit: number) => (op === '≥' ? value >= limit : op === '<' ? value < limit : value <= limit);
progress('tournament: pairing 1,000 players at tables of four');
const tournament = benchTournament();
const tournamentTable = () =>
  table(
    ['tournament pairing, 1,000 players, tables of 4', 'CPU ms'],
    [
      ['Swiss round 1', round(tournament.swissFirstMs, 2)],
      ['Swiss round 4 (three rounds of results, no repeats)', round(tournament.swissFourthMs, 2)],
      ['round robin, the whole plan', round(tournament.roundRobinMs, 2)],
    ],
  );
progress('mail reply: the deciding line of hostile HTML, 32 to 250 KB');
const replyReading = benchReplyReading();
const replyTable = () =>
  table(
    ['mail reply read, HTML of `<div` never closed (#56)', ...replyReading.map((r) => `${r.kb} KB`)],
    [['CPU ms', ...replyReading.map((r) => round(r.ms, 2))]],
  );
const engineBudgets: [string, number, string, number][] = [
  ...Object.entries(engine).map(([id, e]): [string, number, string, number] => [`engine ${id} µs/action`, e.usPerAction, '≤', 50]),
  ['Swiss pairing of 1,000 players at tables of 4, round 4, ms', tournament.swissFourthMs, '<', 50],
];

if (engineOnly) {
  console.log(`\nStonehenge engine benchmark — node ${process.version}, ${os.cpus().length} CPUs, load average ${load()}\n`);
  console.log(engineTable());
  console.log('µs/action: legal actions + play + view of the actor; JSON µs/move: stringify + parse of state and log (Worker side).\n');
  console.log(`${tournamentTable()}\n`);
  console.log(`${replyTable()}\n`);
  console.log(
    table(
      ['budget', 'measured', 'limit', ''],
      engineBudgets.map(([name, value, op, limit]) => [name, round(value, 2), `${op} ${limit}`, meets(value, op, limit) ? 'met' : 'MISSED']),
    ),
  );
  process.exit(0);
}

progress('size: wrangler deploy --dry-run, dist/index.html');
const worker = workerSize();
const web = webInitialSize();

const baseline = baselineRev ? prepareBaseline(baselineRev) : null;
progress(`http: ${SERVER} on 127.0.0.1:${port}${baseline ? `, and ${baseline.commit.slice(0, 7)}'s on 127.0.0.1:${basePort}` : ''}`);
const [server, baseServer] = await Promise.all([startServer(port), baseline ? startServer(basePort, { root: baseline.root }) : null]);
let http: Awaited<ReturnType<typeof benchHttp>>;
let growth: Awaited<ReturnType<typeof benchGrowth>>;
let live: Awaited<ReturnType<typeof benchLive>>;
let versus: VersusBaseline | null = null;
let firstScreen: FirstScreen;
let side: SideBySide;
try {
  http = await benchHttp(server.base, { sequentialMoves: 60, concurrentGames: 16, concurrentMoves: 30, polls: 400 });
  progress('http: whole Stonerush games, a move at 200 against a move at 10');
  growth = await benchGrowth(server.base, { ruleset: 'stonerush', players: 5, early: 10, late: 200, longGames: 6, maxGames: 30 });
  progress("http: a move's 200 to the changed frame on a spectator's WebSocket");
  live = await benchLive(server.base, { moves: 100, players: 3 });
  firstScreen = await benchFirstScreen(server.base);
  side = await sideBySide(server.base);
  if (baseServer && baseline) versus = await versusBaseline(server.base, baseServer.base, baseline.commit, { games: 16, moves: 40, players: 3, rounds });
} finally {
  await Promise.all([server.stop(), baseServer?.stop()]);
}

progress(`d1: bytes per finished game over ${d1Games} games (${SERVER} on 127.0.0.1:${port})`);
const d1 = await benchD1PerGame(port, { games: d1Games, perRuleset: 2 });

const results = {
  server: SERVER,
  engine: Object.fromEntries(
    Object.entries(engine).map(([id, e]) => [
      id,
      { usPerAction: round(e.usPerAction, 1), gamesPerSec: round(e.gamesPerSec, 1), replayMs: round(e.replayMs, 2) },
    ]),
  ),
  tournament: {
    swissFirstMs: round(tournament.swissFirstMs, 2),
    swissFourthMs: round(tournament.swissFourthMs, 2),
    roundRobinMs: round(tournament.roundRobinMs, 1),
  },
  mailReplyReadMs: Object.fromEntries(replyReading.map((r) => [`${r.kb}KB`, round(r.ms, 2)])),
  http: {
    moveP50Ms: round(http.sequential.p50),
    moveP99Ms: round(http.sequential.p99),
    pollP50Ms: round(http.polls.p50),
    movesPerSec: round(http.concurrent.movesPerSec, 1),
    floorP50Ms: round(http.floor.p50),
    moveOverFloor: round(http.sequential.p50 / http.floor.p50, 2),
    moveBytesMean: Math.round(http.moveBytes.mean),
    moveBytesMax: http.moveBytes.max,
    moveBytesMaxGzip: http.moveBytes.gzMax,
    moveBytesMaxByRuleset: http.moveBytes.maxByRuleset,
    longestGameMoves: growth.longest.moves,
    longestGameLastAnswerBytes: growth.longest.lastBytes,
    longestGameLastAnswerGzipBytes: growth.longest.lastGzBytes,
    workerMsAtMove10: round(growth.early.workerP50),
    workerMsAtMove200: round(growth.late.workerP50),
    move200OverMove10: round(growth.ratio, 2),
    liveChangedP50Ms: round(live.p50),
    liveChangedP99Ms: round(live.p99),
    liveChangedSincePostSentP50Ms: round(live.sinceSentP50),
    liveMissed: live.missed,
  },
  concurrency: versus && {
    baseline: versus.commit,
    games: versus.games,
    rounds: versus.rounds.ours.length,
    requestsPerMove: 2,
    movesPerSec: round(versus.ours.movesPerSec, 1),
    baselineMovesPerSec: round(versus.base.movesPerSec, 1),
    postP50Ms: round(versus.ours.p50),
    baselinePostP50Ms: round(versus.base.p50),
    ratio: round(versus.ratio, 2),
    floorMovesPerSec: round(versus.floor.movesPerSec, 1),
    ceilingRatio: round(versus.ceilingRatio, 2),
  },
  d1: {
    moveQueries: round(http.move.queries),
    moveRowsRead: round(http.move.rowsRead),
    moveRowsWritten: round(http.move.rowsWritten),
    pollRowsRead: round(http.poll.rowsRead),
    finishedGames: d1.games,
    bytesPerFinishedGame: Math.round(d1.after['whole file']!),
    bytesPerFinishedGameBeforeCompaction: Math.round(d1.before['whole file']!),
  },
  size: { workerGzKB: round(worker.gzKB, 1), webInitialJsGzKB: round(web.gzKB, 1) },
  sideBySide: {
    games: 10,
    socketMovesPerSec: round(side.ours.movesPerSec, 1),
    socketMoveP50Ms: round(side.ours.p50),
    bgioFlatFileMovesPerSec: side.bgio ? round(side.bgio.movesPerSec, 1) : null,
    bgioMoveP50Ms: side.bgio ? round(side.bgio.p50) : null,
    bgioNativeMovesPerSec: side.native ? round(side.native.movesPerSec, 1) : null,
    bgioNativeMoveP50Ms: side.native ? round(side.native.p50) : null,
    bgioNativeMoveP99Ms: side.native ? round(side.native.p99) : null,
    bytesPerOpponentMove: Math.round(side.ours.bytesPerOpponentMove),
  },
  firstScreen: {
    rows: firstScreen.rows.map(({ loads: _, ...row }) => row),
    worstGameOverHome: firstScreen.worstGameRatio,
    heaviestGameKb: firstScreen.worstGameKb,
    repeatVisit: firstScreen.repeat,
  },
};
writeFileSync(path.join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log(`\nStonehenge benchmark — node ${process.version}, ${os.cpus().length} CPUs, load average ${load()}\n`);
console.log(engineTable());
console.log(`\n${tournamentTable()}`);
console.log('µs/action: legal actions + play + view of the actor; JSON µs/move: stringify + parse of state and log (Worker side).\n');
console.log(`${replyTable()}\n`);
console.log(
  table(
    [`http (${SERVER}, local D1)`, 'count', 'p50 ms', 'p99 ms', 'per s'],
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
      [`move answer bytes: mean ${Math.round(http.moveBytes.mean)}, max ${http.moveBytes.max} (gzip as sent: ${http.moveBytes.gzMax})`, '', '', ''],
      [
        `largest answer by ruleset: ${Object.entries(http.moveBytes.maxByRuleset)
          .map(([id, b]) => `${id} ${b}`)
          .join(', ')}`,
        '',
        '',
        '',
      ],
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
console.log(
  `The longest game: ${growth.longest.moves} moves; its last move's answer ${growth.longest.lastBytes} B (${growth.longest.lastGzBytes} B gzip as sent).`,
);
console.log("Worker ms: the Worker's own time for the move (Server-Timing, D1's waits included; not the client or wrangler's proxy).");
console.log('');
console.log(
  table(
    [`a move's 200 → "changed" on a spectator's WebSocket (Stonerush, ${live.moves} moves)`, 'p50 ms', 'p99 ms'],
    [
      ["from the POST's status and headers", live.p50, live.p99],
      ['from sending the POST', live.sinceSentP50, ''],
      ["the POST's own round trip", live.postP50, ''],
    ],
  ),
);
console.log('');
console.log(
  table(
    ['first screen (390×844, 1.6 Mbps, 150 ms RTT, 4× CPU, cold cache; median of 3)', 'ready ms', 'panel ms', 'LCP ms', 'KB', 'requests'],
    firstScreen.rows.map((r) => [r.page, r.readyMs, r.panelMs, r.lcpMs, r.kb, r.requests]),
  ),
);
console.log(
  'ready: home, its ruleset cards; a game (3 seats where allowed), a visible, enabled control in [data-decision]; rules, the heading. panel: [data-decision] itself visible (the measure before #49). KB: over the wire.',
);
console.log(repeatLine(firstScreen.repeat));
console.log(`Negative: the frame came before the POST's answer.${live.missed ? ` ${live.missed} frames did not come within 5 s.` : ''}`);
if (versus) {
  console.log('');
  console.log(
    table(
      [`${versus.games} Stonerush games at once (${versus.players} players), GET + POST a move`, 'moves/s', 'POST p50 ms', 'rounds (moves/s)'],
      [
        ['this tree', versus.ours.movesPerSec, versus.ours.p50, versus.rounds.ours.map((r) => r.movesPerSec.toFixed(1)).join(' ')],
        [
          `${versus.commit.slice(0, 7)} (before #18)`,
          versus.base.movesPerSec,
          versus.base.p50,
          versus.rounds.base.map((r) => r.movesPerSec.toFixed(1)).join(' '),
        ],
        [
          'two GET /api/rulesets a move (no D1: the ceiling)',
          versus.floor.movesPerSec,
          versus.floor.p50,
          versus.rounds.floor.map((r) => r.movesPerSec.toFixed(1)).join(' '),
        ],
      ],
    ),
  );
  console.log(
    `Rounds alternate (this tree, the baseline, then the ceiling on this tree's server), ${versus.rounds.ours[0]?.moves ?? 0} moves each; the same games go on from round to round.`,
  );
  console.log(
    `The ceiling is ${versus.ceilingRatio.toFixed(2)}x the baseline: the most any server could reach against it on this machine (budget 2.5; this tree ${versus.ratio.toFixed(2)}x).`,
  );
}
console.log('');
const d1Rows = Object.keys(d1.before).filter((n) => !n.startsWith('rows: ') && (d1.before[n] || d1.after[n]));
console.log(
  table(
    [`D1 bytes per finished game (${d1.games} games, ${d1.played} played over HTTP)`, 'before compaction', 'after'],
    d1Rows.map((n) => [n, Math.round(d1.before[n] ?? 0), Math.round(d1.after[n] ?? 0)]),
  ),
);
console.log(
  `Live pages of a VACUUMed copy less the empty database (a table with its indexes); "file as is" keeps the freed pages, which SQLite reuses. ${d1.played} games played to the end (${Math.round(d1.actionsPerGame)} actions each on average), their rows copied to ${d1.games}, all compacted by the cron.`,
);
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

console.log('');
console.log(sideBySideTable(side, http.sequential.p50, http.floor.p50));

const review = reviewPart();
const budgets: [string, number, string, number][] = [
  ...engineBudgets,
  ...sideBySideBudgets(side, http.sequential.p50, http.floor.p50).filter(([name]) => !name.startsWith('HTTP')),
  ['local move p50 ms', http.sequential.p50, '≤', 10],
  // Ratios of the same run cancel the noise of a shared machine (#18).
  ['move p50 / floor p50 (GET /api/rulesets)', http.sequential.p50 / http.floor.p50, '≤', 2],
  // #18's budget: the answer at the last move of the longest random game (its workload, Stonerush)…
  [`answer at the last move of the longest ${growth.ruleset} game KB`, growth.longest.lastBytes / 1024, '≤', 6],
  // …and the stricter reading: any move of any ruleset (the JSON, not the gzip it travels as).
  ['largest move answer KB, any ruleset', http.moveBytes.max / 1024, '≤', 6],
  [`Worker time, move ${growth.late.from} / move ${growth.early.from} (p50)`, growth.ratio, '≤', 1.2],
  ...(versus ? [[`16 games at once, moves/s / ${versus.commit.slice(0, 7)}'s`, versus.ratio, '≥', 2.5] as [string, number, string, number]] : []),
  ["move's 200 → WebSocket changed, p50 ms", live.p50, '≤', 50],
  ['D1 bytes per finished game (after compaction)', d1.after['whole file']!, '≤', 2048],
  ['unchanged poll p50 ms', http.polls.p50, '≤', 5],
  ['unchanged poll rows read', http.poll.rowsRead, '≤', 1],
  ['move D1 round trips', http.move.queries, '≤', 2],
  ['web initial JS gzip KB', web.gzKB, '≤', 40],
  ['Worker gzip KB', worker.gzKB, '≤', 300],
  // #34: the slowest game page's decision against the home page's ready time, in the same run.
  ['first screen: slowest game decision / home ready', firstScreen.worstGameRatio, '≤', FIRST_SCREEN_BUDGET],
  // #34 item 3: the heaviest game page's first load (until the network is idle), KB over the wire.
  ['first screen: heaviest game page KB', firstScreen.worstGameKb, '<', FIRST_LOAD_KB_BUDGET],
  // #47: the quick post-game review of a typical game of the longest ruleset, one thread.
  [`quick review, ${review.quickWorst.ruleset} s`, review.quickWorst.seconds, '<', QUICK_BUDGET_SECONDS],
];
console.log('');
console.log(
  table(
    ['budget', 'measured', 'limit', ''],
    budgets.map(([name, value, op, limit]) => [name, round(value, 2), `${op} ${limit}`, meets(value, op, limit) ? 'met' : 'MISSED']),
  ),
);
const missed = budgets.filter(([, value, op, limit]) => !meets(value, op, limit)).length;
console.log(`\n${budgets.length - missed} of ${budgets.length} budgets met. Wrote bench/results.json.`);
