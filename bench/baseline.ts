/**
 * Today's code, for the budgets of #18 measured against it in the same run: a `git worktree` of
 * the commit before #18 (or any revision) under the temp dir, reused by later runs, with this
 * tree's node_modules symlinked in and its own `npm run build`. bench/server.ts then serves it on
 * its own port with its own temp D1 (migrations of that commit), like the tree under test.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ConcurrencyRound, concurrentGames, floorRound } from './http';
import { progress, quantile } from './stats';

const ROOT = path.join(import.meta.dirname, '..');

/**
 * The parent of #18's first commit (`git log --reverse --grep='#18'`: ae30e08, the log out of the
 * game row): the last commit before the issue's storage and transport work began. It serves the
 * same HTTP contract for the bench's loop (create, join, the seat's GET, the POST).
 */
export const BEFORE_18 = 'f411573';

const git = (args: string[], cwd = ROOT) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The root of a built worktree of `rev`, made (or reused) under the temp dir. */
export function prepareBaseline(rev: string): { root: string; commit: string } {
  const commit = git(['rev-parse', '--verify', `${rev}^{commit}`]);
  const root = path.join(tmpdir(), `stonehenge-bench-base-${commit.slice(0, 12)}`);
  let ready = false;
  try {
    ready = existsSync(path.join(root, '.git')) && git(['rev-parse', 'HEAD'], root) === commit;
  } catch {
    ready = false;
  }
  if (!ready) {
    progress(`baseline: git worktree of ${commit.slice(0, 12)} at ${root}`);
    rmSync(root, { recursive: true, force: true });
    git(['worktree', 'prune']);
    git(['worktree', 'add', '--detach', root, commit]);
  }
  const modules = path.join(root, 'node_modules');
  if (!existsSync(modules)) symlinkSync(realpathSync(path.join(ROOT, 'node_modules')), modules, 'dir');
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    progress(`baseline: npm run build in ${root}`);
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return { root, commit };
}

export interface VersusBaseline {
  commit: string;
  games: number;
  players: number;
  rounds: { ours: ConcurrencyRound[]; base: ConcurrencyRound[]; floor: ConcurrencyRound[] };
  /** Moves over seconds of all rounds of each. */
  ours: { movesPerSec: number; p50: number };
  base: { movesPerSec: number; p50: number };
  /** ours / base moves per second. */
  ratio: number;
  /** The same loops with two `GET /api/rulesets` a move on this tree's server (floorRound): the stack's own ceiling. */
  floor: { movesPerSec: number; p50: number };
  /** floor / base moves per second: the highest ratio any server could reach on this machine. */
  ceilingRatio: number;
}

/**
 * `games` Stonerush games at once on each server, played alternately (ours, base, ours, base …,
 * `rounds` of `moves` moves a game on each): the same games go on from round to round, so the
 * rounds cover the early and the later moves of a game, and both servers see the same machine
 * load on average.
 */
export async function versusBaseline(
  ours: string,
  base: string,
  commit: string,
  opts: { games: number; moves: number; players: number; rounds: number },
): Promise<VersusBaseline> {
  // Warm both (the first requests compile the Worker and open the D1 file).
  for (const server of [ours, base]) await (await concurrentGames(server, { games: 2, players: opts.players, seed: 'bench-warm' })).round(5);
  const tables = {
    ours: await concurrentGames(ours, { ...opts, seed: 'bench-concurrency' }),
    base: await concurrentGames(base, { ...opts, seed: 'bench-concurrency' }),
  };
  const rounds: VersusBaseline['rounds'] = { ours: [], base: [], floor: [] };
  for (let r = 0; r < opts.rounds; r++) {
    for (const name of ['ours', 'base'] as const) {
      progress(`http: ${opts.games} games at once, round ${r + 1} of ${opts.rounds}, ${name === 'ours' ? 'this tree' : commit.slice(0, 7)}`);
      rounds[name].push(await tables[name].round(opts.moves));
    }
    progress(`http: ${opts.games} loops of two GET /api/rulesets, round ${r + 1} of ${opts.rounds}`);
    rounds.floor.push(await floorRound(ours, opts.games, opts.moves));
  }
  const total = (list: ConcurrencyRound[]) => ({
    movesPerSec: list.reduce((n, r) => n + r.moves, 0) / list.reduce((n, r) => n + r.seconds, 0),
    p50: quantile(
      list.map((r) => r.p50),
      0.5,
    ),
  });
  const o = total(rounds.ours);
  const b = total(rounds.base);
  const f = total(rounds.floor);
  return {
    commit,
    games: opts.games,
    players: opts.players,
    rounds,
    ours: o,
    base: b,
    ratio: o.movesPerSec / b.movesPerSec,
    floor: f,
    ceilingRatio: f.movesPerSec / b.movesPerSec,
  };
}
