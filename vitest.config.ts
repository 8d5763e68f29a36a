import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// Two projects: the pure engine runs in Node (fast, many games); the API runs
// inside workerd (Miniflare) against a D1 migrated from db/migrations.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          include: ['test/engine/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                // Whole games from one address at machine speed: limits off, except where
                // test/api/rate-limits.test.ts turns them on per request.
                RATE_LIMITS: 'off',
                TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, 'db/migrations')),
              },
            },
          })),
        ],
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          setupFiles: ['./test/api/apply-migrations.ts'],
          testTimeout: 300_000,
        },
      },
    ],
  },
});
