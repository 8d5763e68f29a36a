/**
 * A local server for the benchmark: wrangler's dev server on its own port on 127.0.0.1
 * (bench/worker-process.ts, which says why it is not `wrangler dev` itself, unless
 * BENCH_SERVER=wrangler-dev), a fresh D1 in a temp dir with the migrations applied,
 * D1_STATS=on so every API response carries its D1 cost, and RATE_LIMITS=off (the bench
 * creates games far faster than a person). Stopped by process group.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WRANGLER = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'wrangler');
const TSX = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx');
const WORKER_PROCESS = path.join(import.meta.dirname, 'worker-process.ts');

/** `BENCH_SERVER=wrangler-dev`: serve with `wrangler dev` itself, inspector and all (the stack #18's own figures came from). */
export const WRANGLER_DEV = process.env.BENCH_SERVER === 'wrangler-dev';
if (process.env.BENCH_SERVER && !WRANGLER_DEV) throw new Error(`BENCH_SERVER=${process.env.BENCH_SERVER}: the one other server is wrangler-dev`);
/** The server's name in the bench's tables and in results.json. */
export const SERVER = WRANGLER_DEV ? 'wrangler dev' : 'wrangler dev server, no inspector';

export interface LocalServer {
  base: string;
  /** The temp dir wrangler persists to (its local D1 and R2 live under `v3/`). */
  persist: string;
  /** Stops wrangler and deletes the temp dir, unless `keep` (to start it again on the same data). */
  stop(opts?: { keep?: boolean }): Promise<void>;
}

export interface ServerOptions {
  /** The tree to serve (default: this one); bench/baseline.ts makes a built worktree of an older commit. */
  root?: string;
  /** Reuse this persist dir (a stopped server's, kept) instead of a new temp dir. */
  persist?: string;
}

export async function startServer(port: number, opts: ServerOptions = {}): Promise<LocalServer> {
  const root = opts.root ?? path.join(import.meta.dirname, '..');
  const base = `http://127.0.0.1:${port}`;
  if (await answers(base)) throw new Error(`something already listens on ${base}: set BENCH_PORT to a free port`);
  const persist = opts.persist ?? mkdtempSync(path.join(tmpdir(), 'stonehenge-bench-'));
  const logFile = path.join(persist, 'wrangler.log');
  // No lookup of Request.cf (this machine is offline; the bench needs none). wrangler's debug log
  // goes to the persist dir, deleted with it (by default it piles up under ~/.config).
  const env = { ...process.env, CI: '1', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_LOG_PATH: path.join(persist, 'wrangler-debug.log') };
  execFileSync(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], { cwd: root, stdio: 'ignore', env });
  const out = openSync(logFile, 'a');
  const [command, args] = WRANGLER_DEV
    ? [
        WRANGLER,
        [
          'dev',
          '--ip',
          '127.0.0.1',
          '--port',
          String(port),
          '--persist-to',
          persist,
          '--var',
          'D1_STATS:on',
          '--var',
          'RATE_LIMITS:off',
          '--log-level',
          'warn',
        ],
      ]
    : [TSX, [WORKER_PROCESS, '--root', root, '--port', String(port), '--persist', persist]];
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    // Its own process group, so stopping it also stops the workerd it starts.
    detached: true,
    stdio: ['ignore', out, out],
    env,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async (stopOpts?: { keep?: boolean }) => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    if (!stopOpts?.keep) rmSync(persist, { recursive: true, force: true });
  };
  process.once('exit', () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  for (let i = 0; i < 240; i++) {
    if (exited) {
      const log = readFileSync(logFile, 'utf8');
      await stop();
      throw new Error(`the bench's server exited before serving:\n${log}`);
    }
    if (await answers(base)) return { base, persist, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`the bench's server did not answer on ${base} within 60 s`);
}

async function answers(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/rulesets`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
