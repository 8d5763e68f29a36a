import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { ALIASES } from './scripts/aliases';
import { writeBuildInfo } from './scripts/build-info';

// The build's commit and newest migration (scripts/build-info.ts, not in git), as of this run: a
// test run without `npm run build` after a new migration or a rebase still checks this tree's.
writeBuildInfo(import.meta.dirname);

/** The path aliases (scripts/aliases.ts), for every project. */
const resolve = { alias: Object.fromEntries(Object.entries(ALIASES).map(([alias, dir]) => [alias, path.resolve(import.meta.dirname, dir)])) };

// Four projects in two loops (README "Tests"). `npm test` runs `engine` and `api`, the fast loop
// you run while working; `npm run test:slow` runs `engine-slow` and `api-slow`, the long
// generative, golden and whole-game checks. The pure engine runs in Node; the API runs inside
// workerd (Miniflare) against a D1 migrated from db/migrations.

/** Engine tests whose full sweep is long: the fast loop plays a few games of each (test/engine/tier.ts). */
const ENGINE_SWEEPS = ['test/engine/perf-equivalence.test.ts', 'test/engine/*-fuzz.test.ts', 'test/engine/take-back.test.ts'];

/**
 * Engine and web checks of 20 s or more each that the fast loop leaves to the slow one (issue #61
 * item 7: `npm test` in two minutes): the three that type-check a scratch copy of the tree with
 * tsc (a new command, ruleset or notification kind is its files and nothing else), and the text
 * mode's whole-game tables of every ruleset.
 */
const ENGINE_SLOW_ONLY = [
  'test/engine/new-command.test.ts',
  'test/engine/new-ruleset.test.ts',
  'test/engine/new-notify-kind.test.ts',
  'test/web/text-mode.test.ts',
];

/**
 * API files that play many whole games over HTTP, race crons, flood or sweep at random: 10 s to
 * 2 min each on a loaded 2-core machine. The rest of test/api (a few seconds each) is the fast loop's.
 */
const API_SLOW = [
  // Five to thirteen seconds each, moved so that \`npm test\` stays near two minutes (#61 item 7).
  'test/api/live.test.ts',
  'test/api/log-tail.test.ts',
  'test/api/one-writer.test.ts',
  'test/api/secrecy-rules.test.ts',
  'test/api/told-in-time.test.ts',
  'test/api/tournament-bots.test.ts',
  'test/api/tournaments-live.test.ts',
  'test/api/flood.test.ts',
  'test/api/players.test.ts',
  'test/api/rematch-races.test.ts',
  'test/api/take-back-window.test.ts',
  'test/api/tournaments-rules.test.ts',
  'test/api/absent-game.test.ts',
  'test/api/absent-vote.test.ts',
  'test/api/resign-cancel.test.ts',
  'test/api/api-fuzz.test.ts',
  'test/api/archive.test.ts',
  'test/api/bots.test.ts',
  'test/api/compact.test.ts',
  'test/api/cron-races.test.ts',
  'test/api/every-ruleset.test.ts',
  'test/api/game-flow.test.ts',
  'test/api/mail-games.test.ts',
  'test/api/notifications.test.ts',
  'test/api/proof-rated.test.ts',
  'test/api/replay-proven.test.ts',
  'test/api/table.test.ts',
  'test/api/tournaments-whole.test.ts',
  'test/api/undo.test.ts',
];

/**
 * openskill 5.0.1 ships `//# sourceMappingURL=index.js.map` without the map: vite would print an
 * ENOENT stack for it on every run. Its modules are loaded without that comment.
 */
const noMissingSourceMaps = {
  name: 'no-missing-source-maps',
  load(id: string) {
    if (!/\/node_modules\/openskill\/dist\/[\w.-]+\.js$/.test(id)) return null;
    return { code: readFileSync(id, 'utf8').replace(/\/\/# sourceMappingURL=\S+\s*$/, ''), map: null };
  },
};

/**
 * One line of workerd's own is left out of the test output: "NOSENTRY SQLite alarm overdue, running
 * despite AlarmManager mismatch", which workerd prints (and the pool passes on, as it does every
 * runtime log but a few it leaves out itself) when a loaded machine runs a Durable Object's alarm a
 * few milliseconds after its time. The alarm still runs, and the tests that wait on alarms check
 * what it did; the line says only that the machine was busy. Everything else, errors included,
 * still shows.
 */
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) =>
    typeof chunk === 'string' && chunk.includes('NOSENTRY SQLite alarm overdue') ? true : write(chunk, ...rest)) as typeof stream.write;
}

function apiProject(name: string, include: string[], exclude: string[]) {
  return {
    resolve,
    plugins: [
      noMissingSourceMaps,
      cloudflareTest(async () => ({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            // Whole games from one address at machine speed: limits off, except where
            // test/api/rate-limits.test.ts turns them on per request.
            RATE_LIMITS: 'off',
            // No log line per request (worker/http/request-log.ts): the tests make thousands.
            // test/api/health.test.ts turns it on per request to read the line.
            REQUEST_LOG: 'off',
            TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, 'db/migrations')),
            // How many years ahead of the real clock the clock tests' December lies
            // (test/api/clock-helpers.ts); `npm run test:slow` runs them again with 9.
            TEST_YEARS_AHEAD: process.env.TEST_YEARS_AHEAD ?? '1',
          },
        },
      })),
    ],
    test: {
      name,
      include,
      exclude,
      setupFiles: ['./test/api/apply-migrations.ts'],
      // One workerd per pool worker, reused by the files it runs one after another: loading the
      // Worker's modules into a fresh workerd cost about 3 s per file. The setup file wipes and
      // migrates D1 again for each file, so files still start from an empty database.
      isolate: false,
      testTimeout: 300_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'engine',
          // Also the web app's pure modules (test/web): plain Node, the same fast loop.
          include: ['test/engine/**/*.test.ts', 'test/web/**/*.test.ts'],
          exclude: ENGINE_SLOW_ONLY,
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'engine-slow',
          include: [...ENGINE_SWEEPS, ...ENGINE_SLOW_ONLY, 'test/slow/**/*.test.ts'],
          environment: 'node',
          env: { TEST_TIER: 'slow' },
          testTimeout: 600_000,
        },
      },
      apiProject('api', ['test/api/**/*.test.ts'], API_SLOW),
      apiProject('api-slow', API_SLOW, []),
    ],
  },
});
