import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts from a freshly migrated local D1. The API project shares one workerd
// (and so one D1) between the files it runs one after another (`isolate: false` in
// vitest.config.ts, which saves loading the Worker's modules per file), so the setup first drops
// what the previous file left: its tables, indexes and triggers (faults.test.ts injects faults
// with triggers), and the list of applied migrations.
const left = await env.DB.prepare(
  "select type, name from sqlite_master where type in ('table', 'trigger', 'view') and name not like 'sqlite_%' and name not like '_cf_%'",
).all<{ type: string; name: string }>();
if (left.results.length) {
  await env.DB.batch([env.DB.prepare('PRAGMA defer_foreign_keys = on'), ...left.results.map((o) => env.DB.prepare(`drop ${o.type} if exists "${o.name}"`))]);
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
