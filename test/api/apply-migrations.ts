import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts from a freshly migrated local D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
