/**
 * The kill test of the take-back window (issue #36: "a pending action survives kill -9"): starts
 * `wrangler dev` on its own port and data, makes an acknowledged move and two acknowledged
 * pending actions, kills wrangler and its workerd with SIGKILL right after the answers, starts it
 * again on the same data, and checks that nothing acknowledged was lost: the move is there, one
 * pending action is still its mover's alone (and published by "Send now"), and the other is
 * published by its object's alarm after the restart; an action taken back inside its window keeps
 * the take-back's own version across the kill, and the next action takes a new one (versions never
 * repeat). `npm run test:kill` (KILL_PORT, default 8814).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');
const WRANGLER = path.join(ROOT, 'node_modules', '.bin', 'wrangler');
const PORT = Number(process.env.KILL_PORT ?? 8814);
const BASE = `http://127.0.0.1:${PORT}`;

type Payload = { version: number; revision: number; active: number[]; actions: { type: string }[]; pending?: { until: number } };

function fail(message: string): never {
  console.error(`kill-window: FAILED: ${message}`);
  process.exit(1);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; json: T }> {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** `wrangler dev` in its own process group, on `persist`; resolves once it serves. */
async function start(persist: string): Promise<ChildProcess> {
  const out = openSync(path.join(persist, 'wrangler.log'), 'a');
  const env = { ...process.env, CI: '1', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_LOG_PATH: path.join(persist, 'wrangler-debug.log') };
  const child = spawn(
    WRANGLER,
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--persist-to',
      persist,
      '--var',
      'RATE_LIMITS:off',
      '--var',
      `APP_ORIGIN:${BASE}`,
      '--log-level',
      'warn',
    ],
    { cwd: ROOT, detached: true, stdio: ['ignore', out, out], env },
  );
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) fail(`wrangler dev exited:\n${readFileSync(path.join(persist, 'wrangler.log'), 'utf8')}`);
    try {
      if ((await fetch(`${BASE}/api/rulesets`)).ok) return child;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  fail('wrangler dev did not answer within 60 s');
}

/** kill -9 of wrangler and the workerd it started: no chance to flush anything. */
async function kill(child: ChildProcess): Promise<void> {
  if (child.pid) process.kill(-child.pid, 'SIGKILL');
  for (let i = 0; i < 50 && child.exitCode === null && child.signalCode === null; i++) await sleep(100);
}

/** A started 3-seat Stonerush game with this window; the seat to act, its payload and a play it may take back. */
async function game(takeBackSeconds: number) {
  const created = await api<{ gameId: string; token: string; joinCode: string }>('POST', '/api/games', {
    ruleset: 'stonerush',
    players: 3,
    name: 'Ann',
    takeBackSeconds,
  });
  if (created.status !== 201) fail(`create answered ${created.status}`);
  const tokens = [created.json.token];
  for (const name of ['Bob', 'Cat']) tokens.push((await api<{ token: string }>('POST', `/api/join/${created.json.joinCode}`, { name })).json.token);
  const gameId = created.json.gameId;
  const seat = (await api<Payload>('GET', `/api/games/${gameId}`)).json.active[0]!;
  const mine = (await api<Payload>('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json;
  const play = mine.actions.find((a) => a.type === 'play') ?? fail('no play to make');
  return { gameId, tokens, seat, mine, play };
}

/** The seat to act makes its play in a game from `game`. */
function playIn(g: Awaited<ReturnType<typeof game>>) {
  return api<Payload>('POST', `/api/games/${g.gameId}/actions`, { version: g.mine.version, action: g.play }, g.tokens[g.seat]);
}

async function main() {
  const persist = mkdtempSync(path.join(tmpdir(), 'stonehenge-kill-'));
  try {
    execFileSync(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], { cwd: ROOT, stdio: 'ignore' });
    let server = await start(persist);
    // An ordinary move (no window), a pending one kept for two minutes, one whose window ends in 3 s.
    const plain = await game(0);
    const moved = await playIn(plain);
    const long = await game(120);
    const kept = await playIn(long);
    const short = await game(3);
    const soon = await playIn(short);
    // And one taken back inside its window: the take-back's own version must outlive the kill.
    const undone = await game(120);
    const first = await playIn(undone);
    const back = await api<Payload>('POST', `/api/games/${undone.gameId}/undo`, { version: first.json.version }, undone.tokens[undone.seat]);
    await kill(server);
    if (first.status !== 200 || back.status !== 200 || back.json.version !== first.json.version + 1)
      fail(`the take-back answered ${back.status} with version ${back.json.version} after ${first.json.version}`);
    if (moved.status !== 200 || kept.status !== 200 || soon.status !== 200) fail(`the moves answered ${moved.status}, ${kept.status}, ${soon.status}`);
    if (!kept.json.pending || !soon.json.pending) fail('the window games did not keep their actions pending');
    console.log('kill-window: killed wrangler dev (SIGKILL) right after four acknowledged actions and a take-back; starting it again');

    server = await start(persist);
    const after = (await api<Payload>('GET', `/api/games/${plain.gameId}`)).json;
    if (after.version !== moved.json.version) fail(`the acknowledged move was lost: version ${after.version}, answered ${moved.json.version}`);
    const mover = (await api<Payload>('GET', `/api/games/${long.gameId}`, undefined, long.tokens[long.seat])).json;
    if (mover.version !== kept.json.version || !mover.pending)
      fail(`the pending action was lost: the mover sees version ${mover.version}, pending ${JSON.stringify(mover.pending)}`);
    if ((await api<Payload>('GET', `/api/games/${long.gameId}`)).json.version !== long.mine.version) fail('the pending action leaked to a spectator');
    const sent = await api<Payload>('POST', `/api/games/${long.gameId}/publish`, { version: mover.version }, long.tokens[long.seat]);
    if (sent.status !== 200 || (await api<Payload>('GET', `/api/games/${long.gameId}`)).json.version !== kept.json.version)
      fail('"Send now" after the restart did not publish it');
    // The short window's alarm, set before the kill, publishes its action after the restart.
    let published = false;
    for (let i = 0; i < 60 && !published; i++) {
      published = (await api<Payload>('GET', `/api/games/${short.gameId}`)).json.version === soon.json.version;
      if (!published) await sleep(250);
    }
    if (!published) fail("the object's alarm did not publish the pending action after the restart");
    // Versions never repeat across the kill: the mover is at the take-back's number, its next
    // action takes the one after, and that is the number everyone sees once it is sent.
    const resumed = (await api<Payload>('GET', `/api/games/${undone.gameId}`, undefined, undone.tokens[undone.seat])).json;
    if (resumed.version !== back.json.version) fail(`after the restart the mover sees version ${resumed.version}, not the take-back's ${back.json.version}`);
    const again = await api<Payload>(
      'POST',
      `/api/games/${undone.gameId}/actions`,
      { version: resumed.version, action: undone.play },
      undone.tokens[undone.seat],
    );
    if (again.status !== 200 || again.json.version !== back.json.version + 1)
      fail(`the action after the take-back answered ${again.status}, version ${again.json.version}`);
    const out = await api<Payload>('POST', `/api/games/${undone.gameId}/publish`, { version: again.json.version }, undone.tokens[undone.seat]);
    const everyone = (await api<Payload>('GET', `/api/games/${undone.gameId}`)).json.version;
    if (out.status !== 200 || everyone !== again.json.version) fail(`after "Send now" everyone sees version ${everyone}, not ${again.json.version}`);
    await kill(server);
    console.log(
      'kill-window: OK (an acknowledged move, two pending actions and a take-back survived kill -9; one published by Send now, one by its alarm; no version repeated)',
    );
  } finally {
    rmSync(persist, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
