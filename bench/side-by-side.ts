/**
 * Side by side in one run (issue #36 item 5): ten Stonerush games at once, every move over our
 * live sockets (`hello`, `act` → `ack`, every other seat's `state` frame), against boardgame.io
 * 0.50's FlatFile store and its socket.io client, twice: playing the same engine (bench/bgio/game.ts,
 * the equal-work row) and playing boardgame.io's own lighter Stonerush (bench/bgio/native.ts).
 * boardgame.io is installed on demand from bench/bgio/package.json into a temp dir, never by the
 * app's `npm ci`; when it cannot be, its half is skipped with one line saying why.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRng, pick } from '@engine/core/prng';
import { type SeatView, bgioStonerush } from './bgio/game';
import { type NativeView, legalMoves, nativeStonerush } from './bgio/native';
import { percentiles } from './stats';

/** Where boardgame.io is installed (BENCH_BGIO_DIR: another place, e.g. to check the skip). */
const BGIO_DIR = process.env.BENCH_BGIO_DIR ?? path.join(tmpdir(), 'stonehenge-bench-bgio');
const TSX = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx');

/** A side's figures: `games` played at once since `start` (performance.now()), one latency a move. */
function throughput(games: number, latencies: number[], start: number): Throughput {
  const seconds = (performance.now() - start) / 1000;
  return { games, moves: latencies.length, seconds, movesPerSec: latencies.length / seconds, ...percentiles(latencies) };
}

export interface Throughput {
  games: number;
  moves: number;
  seconds: number;
  movesPerSec: number;
  /** ms from sending a move to its mover seeing the new state. */
  p50: number;
  p99: number;
}

/** boardgame.io 0.50.2 in the temp dir (installed once), or why it could not be. */
export function installBgio(): { dir: string } | { skip: string } {
  try {
    if (!existsSync(path.join(BGIO_DIR, 'node_modules', 'boardgame.io', 'package.json'))) {
      mkdirSync(BGIO_DIR, { recursive: true });
      copyFileSync(path.join(import.meta.dirname, 'bgio', 'package.json'), path.join(BGIO_DIR, 'package.json'));
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], {
        cwd: BGIO_DIR,
        stdio: 'ignore',
        timeout: 300_000,
      });
    }
    return { dir: BGIO_DIR };
  } catch (err) {
    return {
      skip: `boardgame.io 0.50.2 could not be installed into ${BGIO_DIR} (${(err as Error).message.split('\n')[0]}): its side of the comparison is skipped`,
    };
  }
}

async function webSocketClass(): Promise<typeof WebSocket> {
  const global = (globalThis as { WebSocket?: typeof WebSocket }).WebSocket;
  if (global) return global;
  return (await import('undici')).WebSocket as unknown as typeof WebSocket;
}

async function post<T>(base: string, url: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Payload = { version: number; status: string; active: number[]; actions: unknown[] };
type Frame = { type: string; id?: string; payload?: Payload };

/** Our side: `games` Stonerush games of 3 seats at once, each seat on its own socket, for `seconds`. */
export async function benchOurSockets(base: string, opts: { games: number; seconds: number }): Promise<Throughput & { bytesPerOpponentMove: number }> {
  const WS = await webSocketClass();
  const latencies: number[] = [];
  const opponentFrames: number[] = [];
  const deadline = performance.now() + opts.seconds * 1000;
  const start = performance.now();
  const one = async (g: number) => {
    for (let n = 0; performance.now() < deadline; n++) {
      const created = await post<{ gameId: string; token: string; joinCode: string }>(base, '/api/games', { ruleset: 'stonerush', players: 3, name: 'A' });
      const tokens = [created.token];
      for (const name of ['B', 'C']) tokens.push((await post<{ token: string }>(base, `/api/join/${created.joinCode}`, { name })).token);
      const latest: (Payload | null)[] = [null, null, null];
      const waiters = new Map<string, (payload: Payload) => void>();
      let wake: (() => void) | null = null;
      let mover = -1;
      const sockets = await Promise.all(
        tokens.map(
          (token, seat) =>
            new Promise<WebSocket>((resolve, reject) => {
              const ws = new WS(`${base.replace(/^http/, 'ws')}/api/games/${created.gameId}/updates`);
              ws.addEventListener('message', (event) => {
                const text = String(event.data);
                const frame = JSON.parse(text) as Frame;
                if (frame.type === 'state' && frame.payload) {
                  if (seat !== mover && mover >= 0) opponentFrames.push(Buffer.byteLength(text));
                  if (!latest[seat] || frame.payload.version >= latest[seat]!.version) latest[seat] = frame.payload;
                } else if (frame.type === 'ack' && frame.payload && frame.id) {
                  latest[seat] = frame.payload;
                  waiters.get(frame.id)?.(frame.payload);
                }
                wake?.();
              });
              ws.addEventListener('open', () => {
                ws.send(JSON.stringify({ type: 'hello', token }));
                resolve(ws);
              });
              ws.addEventListener('error', () => reject(new Error('a bench socket failed')), { once: true });
            }),
        ),
      );
      const rng = createRng(`bench-sockets:${g}:${n}`);
      const settled = async (version: number) => {
        for (let i = 0; i < 500 && !latest.every((p) => p && p.version >= version); i++) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 20);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      };
      await settled(0);
      for (let m = 0; performance.now() < deadline; m++) {
        const seen = latest[0];
        if (seen?.status !== 'active') break;
        mover = seen.active[0] ?? 0;
        const mine = latest[mover];
        if (!mine?.actions.length) break;
        const id = `m${m}`;
        const sent = performance.now();
        const acked = new Promise<Payload>((resolve) => waiters.set(id, resolve));
        sockets[mover]!.send(JSON.stringify({ type: 'act', id, version: mine.version, action: pick(rng, mine.actions) }));
        const payload = await acked;
        latencies.push(performance.now() - sent);
        await settled(payload.version);
      }
      for (const ws of sockets) ws.close();
    }
  };
  await Promise.all(Array.from({ length: opts.games }, (_, g) => one(g)));
  return {
    ...throughput(opts.games, latencies, start),
    bytesPerOpponentMove: opponentFrames.length ? opponentFrames.reduce((a, b) => a + b, 0) / opponentFrames.length : 0,
  };
}

/**
 * boardgame.io's side: its server (FlatFile store) in a child process, `games` matches of 3 socket.io
 * clients, for `seconds`. `native` false: bench/bgio/game.ts, our engine inside boardgame.io (the
 * equal-work row); true: bench/bgio/native.ts, Stonerush in boardgame.io's own idiom, each client
 * choosing a random move among `legalMoves` of its own view.
 */
export async function benchBgio(dir: string, port: number, opts: { games: number; seconds: number; native?: boolean }): Promise<Throughput> {
  const data = mkdtempSync(path.join(tmpdir(), 'stonehenge-bench-bgio-data-'));
  const child: ChildProcess = spawn(TSX, [path.join(import.meta.dirname, 'bgio', 'server.ts'), dir, String(port), data], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/games`)).ok) break;
      } catch {
        // not yet
      }
      if (i > 240 || child.exitCode !== null) throw new Error('the boardgame.io server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    const need = createRequire(path.join(dir, 'package.json'));
    const { Client } = need('boardgame.io/client');
    const { SocketIO } = need('boardgame.io/multiplayer');
    const { INVALID_MOVE } = need('boardgame.io/core');
    type State = { G: unknown; ctx: Parameters<typeof legalMoves>[1]; _stateID: number } | null;
    type BgioClient = { start(): void; stop(): void; subscribe(f: (s: State) => void): void; moves: Record<string, (...args: unknown[]) => void> };
    // What differs between the two games: whose move it is, and the move a seat picks from its own state.
    const side = opts.native
      ? {
          game: nativeStonerush(INVALID_MOVE),
          over: (s: NonNullable<State>) => Boolean(s.ctx.gameover),
          mover: (s: NonNullable<State>) => Number(s.ctx.currentPlayer),
          choose: (s: NonNullable<State>, seat: number) => legalMoves(s.G as NativeView, s.ctx, String(seat)),
        }
      : {
          game: bgioStonerush(INVALID_MOVE),
          over: (s: NonNullable<State>) => (s.G as SeatView).finished,
          mover: (s: NonNullable<State>) => (s.G as SeatView).active[0] ?? 0,
          choose: (s: NonNullable<State>) => (s.G as SeatView).actions.map((action) => ({ move: 'act', args: [action] as unknown[] })),
        };
    const latencies: number[] = [];
    const deadline = performance.now() + opts.seconds * 1000;
    const start = performance.now();
    const one = async (g: number) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const { matchID } = await post<{ matchID: string }>(base, `/games/${side.game.name}/create`, {
          numPlayers: 3,
          setupData: { seed: `bench-bgio:${g}:${n}` },
        });
        const clients: BgioClient[] = [];
        const latest: State[] = [null, null, null];
        let wake: (() => void) | null = null;
        for (let seat = 0; seat < 3; seat++) {
          const joined = await post<{ playerCredentials: string }>(base, `/games/${side.game.name}/${matchID}/join`, {
            playerID: String(seat),
            playerName: `P${seat}`,
          });
          const client = Client({
            game: side.game,
            numPlayers: 3,
            matchID,
            playerID: String(seat),
            credentials: joined.playerCredentials,
            multiplayer: SocketIO({ server: base }),
            debug: false,
          }) as BgioClient;
          client.subscribe((state: State) => {
            if (state) latest[seat] = state;
            wake?.();
          });
          client.start();
          clients.push(client);
        }
        const until = async (ok: () => boolean) => {
          for (let i = 0; i < 500 && !ok(); i++) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, 20);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
          }
        };
        await until(() => latest.every((s) => s !== null));
        const rng = createRng(`bench-sockets:${g}:${n}`);
        while (performance.now() < deadline) {
          const seen = latest[0];
          if (!seen || side.over(seen)) break;
          const mover = side.mover(seen);
          const mine = latest[mover];
          const choices = mine ? side.choose(mine, mover) : [];
          if (!mine || !choices.length) break;
          const before = mine._stateID;
          const chosen = pick(rng, choices);
          const sent = performance.now();
          clients[mover]!.moves[chosen.move]!(...chosen.args);
          await until(() => (latest[mover]?._stateID ?? 0) > before);
          if ((latest[mover]?._stateID ?? 0) <= before) break;
          latencies.push(performance.now() - sent);
          const id = latest[mover]!._stateID;
          await until(() => latest.every((s) => (s?._stateID ?? 0) >= id));
        }
        for (const c of clients) c.stop();
      }
    };
    await Promise.all(Array.from({ length: opts.games }, (_, g) => one(g)));
    return throughput(opts.games, latencies, start);
  } finally {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(data, { recursive: true, force: true });
  }
}
