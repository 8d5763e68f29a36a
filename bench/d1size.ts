/**
 * D1 bytes per finished game (#18's budget): the live pages of the local D1 file, per table with
 * its indexes, from SQLite's dbstat on a VACUUMed copy (the `sqlite3` command-line tool reads the
 * file the local server keeps under its persist dir), before and after the cron has compacted the
 * finished games into R2 (worker/archive/compact.ts).
 *
 * 1,000 random games over HTTP would take the better part of an hour here, so `benchD1PerGame`
 * plays a few games of each ruleset to the end over HTTP (the templates), stops the server, copies
 * their rows (games, seats, actions, log_entries; new ids, join codes and token hashes) in the
 * file until there are `games` finished games, starts the server again on the same data and runs
 * the cron (`POST /api/dev/scheduled`, two hours later) until it has compacted every one of them:
 * the rows are the real code's, the compaction is the real code path.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { RULESETS } from '@engine/index';
import { playToEnd } from './http';
import { startServer } from './server';
import { progress } from './stats';

/** Every file under `dir`, recursively. */
export function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** The local D1 file under a wrangler persist dir. */
export function d1File(persist: string): string {
  const db = files(path.join(persist, 'v3', 'd1')).find((f) => f.endsWith('.sqlite') && !f.includes('metadata'));
  if (!db) throw new Error('no local D1 file under the persist dir');
  return db;
}

/** Stops with a clear message when the `sqlite3` tool the D1 figures read with is not installed. */
export function requireSqlite(): void {
  try {
    execFileSync('sqlite3', ['--version'], { stdio: 'ignore' });
  } catch {
    console.error('The D1 size figures read the local database with the sqlite3 tool, which is not installed: apt-get install -y sqlite3');
    process.exit(1);
  }
}

function sqlite(db: string, sql: string): string {
  return execFileSync('sqlite3', ['-separator', '\t', db, sql], { encoding: 'utf8', maxBuffer: 64 << 20 });
}

/**
 * Bytes of live pages per table (indexes counted with their table), from dbstat on a VACUUMed
 * copy of the D1 file; `whole file` is the copy's size, `file as is` the size of the file itself
 * (its free pages included: SQLite reuses them, it does not shrink the file), and `rows: <table>`
 * row counts.
 */
export function d1Bytes(persist: string): Record<string, number> {
  const db = d1File(persist);
  const copy = path.join(persist, 'measure.sqlite');
  rmSync(copy, { force: true });
  // .backup takes a consistent copy while wrangler holds the file (WAL included).
  execFileSync('sqlite3', [db, `.backup '${copy}'`]);
  const asIs = statSync(copy).size;
  execFileSync('sqlite3', [copy, 'VACUUM']);
  const out = sqlite(
    copy,
    'select coalesce(m.tbl_name, s.name), sum(s.pgsize) from dbstat s left join sqlite_master m on m.name = s.name group by 1 order by 2 desc',
  );
  const bytes: Record<string, number> = { 'whole file': statSync(copy).size, 'file as is': asIs };
  const counts = sqlite(copy, 'select (select count(*) from games), (select count(*) from actions), (select count(*) from log_entries)');
  const [gameRows, actionRows, logRows] = counts.trim().split('\t').map(Number);
  bytes['rows: games'] = gameRows ?? 0;
  bytes['rows: actions'] = actionRows ?? 0;
  bytes['rows: log_entries'] = logRows ?? 0;
  for (const line of out.trim().split('\n')) {
    const [name, size] = line.split('\t');
    if (name) bytes[name] = Number(size);
  }
  rmSync(copy, { force: true });
  return bytes;
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // worker/store/ids.ts
const randomId = (length: number) => [...randomBytes(length)].map((b) => ALPHABET[b & 31]).join('');

/** Copies the finished games' rows until the file holds `target` finished games; returns how many were copied. */
function copyFinishedGames(db: string, target: number): number {
  const templates = sqlite(db, "select id from games where status = 'finished' order by id").trim().split('\n').filter(Boolean);
  if (!templates.length) throw new Error('no finished game to copy');
  const copies = target - templates.length;
  if (copies <= 0) return 0;
  const columns = (table: string) =>
    sqlite(db, `select name from pragma_table_info('${table}') order by cid`)
      .trim()
      .split('\n')
      .map((c) => `"${c}"`);
  const select = (table: string, replace: Record<string, string>) => {
    const cols = columns(table);
    return `insert into ${table} (${cols.join(', ')}) select ${cols.map((c) => replace[c] ?? `t.${c}`).join(', ')} from ${table} t join bench_copy m on t."${table === 'games' ? 'id' : 'game_id'}" = m.old;`;
  };
  const values = Array.from({ length: copies }, (_, i) => `('${templates[i % templates.length]}', '${randomId(12)}', '${randomId(10)}', ${i})`);
  const sql = [
    'begin;',
    'create table bench_copy (old text not null, new text not null, join_code text not null, n integer not null);',
    ...Array.from({ length: Math.ceil(values.length / 200) }, (_, i) => `insert into bench_copy values ${values.slice(i * 200, i * 200 + 200).join(', ')};`),
    select('games', { '"id"': 'm.new', '"join_code"': 'm.join_code' }),
    select('seats', { '"game_id"': 'm.new', '"token_hash"': "t.token_hash || '-' || m.n" }),
    select('actions', { '"game_id"': 'm.new' }),
    select('log_entries', { '"game_id"': 'm.new' }),
    'drop table bench_copy;',
    'commit;',
  ].join('\n');
  execFileSync('sqlite3', [db], { input: sql, stdio: ['pipe', 'ignore', 'inherit'] });
  return copies;
}

export interface D1PerGame {
  games: number;
  /** Games played to the end over HTTP; the rest are copies of their rows. */
  played: number;
  actionsPerGame: number;
  /** Bytes per finished game, less the empty database, by table (with its indexes), `whole file` and `file as is`. */
  before: Record<string, number>;
  after: Record<string, number>;
  /** Cron runs it took, and the games they compacted. */
  cronRuns: number;
  compacted: number;
}

export async function benchD1PerGame(port: number, opts: { games: number; perRuleset: number }): Promise<D1PerGame> {
  let server = await startServer(port);
  let stopped = false;
  try {
    const empty = d1Bytes(server.persist);
    let played = 0;
    let actions = 0;
    for (const ruleset of RULESETS) {
      const defaults = ruleset.optionsSchema.parse({});
      const players = [ruleset.minPlayers, ruleset.maxPlayers, 4, 3].find(
        (n) => n >= ruleset.minPlayers && n <= ruleset.maxPlayers && !ruleset.checkSetup(n, defaults),
      );
      if (!players) throw new Error(`${ruleset.id}: no player count plays with the default options`);
      for (let i = 0; i < opts.perRuleset; i++) {
        progress(`d1: playing ${ruleset.id} game ${i + 1} of ${opts.perRuleset} to the end (${players} players)`);
        actions += await playToEnd(server.base, ruleset.id, players, `bench-d1:${ruleset.id}:${i}`);
        played++;
      }
    }
    await server.stop({ keep: true });
    stopped = true;
    const copied = copyFinishedGames(d1File(server.persist), opts.games);
    const games = played + copied;
    progress(`d1: ${copied} copies of the ${played} games' rows; ${games} finished games`);
    const before = d1Bytes(server.persist);
    server = await startServer(port, { persist: server.persist });
    stopped = false;
    let compacted = 0;
    let cronRuns = 0;
    for (; cronRuns < games; cronRuns++) {
      const res = await fetch(`${server.base}/api/dev/scheduled?time=${Date.now() + 2 * 3_600_000}`, { method: 'POST' });
      const report = (await res.json()) as { compacted?: number };
      if (!res.ok) throw new Error(`dev/scheduled answered ${res.status}`);
      if (!report.compacted) break;
      compacted += report.compacted;
      if (cronRuns % 10 === 0) progress(`d1: the cron has compacted ${compacted} of ${games}`);
    }
    if (compacted !== games) throw new Error(`${compacted} games compacted of ${games}`);
    const after = d1Bytes(server.persist);
    const per = (b: Record<string, number>) =>
      Object.fromEntries(Object.entries(b).map(([name, value]) => [name, name.startsWith('rows: ') ? value : (value - (empty[name] ?? 0)) / games]));
    return { games, played, actionsPerGame: actions / played, before: per(before), after: per(after), cronRuns, compacted };
  } finally {
    if (!stopped) await server.stop();
    else rmSync(server.persist, { recursive: true, force: true });
  }
}
