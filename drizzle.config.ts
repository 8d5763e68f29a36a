import { defineConfig } from 'drizzle-kit';

// Migrations land where wrangler applies them (wrangler.toml: migrations_dir).
export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema.ts',
  out: './db/migrations',
});
