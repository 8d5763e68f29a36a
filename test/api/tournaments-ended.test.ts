/**
 * A tournament moves on the moment a table's game ends by the game's own timed work, with no
 * tournament pass of the cron (#46 item 2; worker/live/ended.ts `onGameEnded`,
 * worker/tournament-hook.ts): a seat whose clock ran out is finished by the bot (the host's
 * `settle: "bot"`) and that bot move ends the game, or it forfeits (`settle: "forfeit"`). The
 * games' timed work runs by their writers (`runScheduled` with the writers and without the
 * tournaments' config, so only the writers' hook can start the next round), and once more through
 * `POST /api/dev/scheduled?time=` as a deployment's cron would.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GameRow } from '@db/schema';
import type { GamePayload } from '@schema/api';
import { runScheduled } from '@worker/cron/scheduled';
import { clockWriter } from '@worker/live/writer';
import { rulesetOf } from '@worker/store/move-store';
import { runBots } from '@worker/store/bots';
import { createDb } from '@worker/store/db';
import { call } from './client';
import { until } from './sockets';
import { createTournament, detail, joinAndStart, people, person, roundsInD1, runCron, statusInD1 } from './tournament-helpers';

const H = 3_600_000;

const get = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

async function _rowOf(gameId: string): Promise<GameRow> {
  const row = await createDb(env.DB).query.games.findFirst({ where: (g, { eq }) => eq(g.id, gameId) });
  expect(row).toBeDefined();
  return row as GameRow;
}

/** The games' timed work as of `time`, each by its writer, and nothing of the tournaments (no config). */
async function writersAt(time: number) {
  return runScheduled(createDb(env.DB), null, time, () => {}, null, clockWriter(env));
}

/**
 * Whether the bot, finishing `seat`'s turn as it does for a seat whose clock ran out
 * (worker/cron/scheduled.ts, `lateSeatRun`: the good bot, one action at a time, while the seat is to act),
 * would end the game from the stored row.
 */
function _botWouldEnd(game: GameRow, seat: number): boolean {
  const ruleset = rulesetOf(game);
  let state = game.state;
  for (let n = 0; n < 24; n++) {
    const status = ruleset.status(state);
    if (status.finished) return true;
    if (!status.active.includes(seat)) return false;
    const one = runBots(ruleset, game.seed, new Map([[seat, 'good' as const]]), state, game.version + n, 1);
    if (!one.steps.length) return false;
    state = one.state;
  }
  return ruleset.status(state).finished;
}

const twoPlayerCup = (settle: 'bot' | 'forfeit', name: string) => ({
  ruleset: 'raiding-stonehenge',
  options: { twoThreePlayers: true },
  tableSize: 2,
  format: 'swiss',
  rounds: 2,
  minPlayers: 2,
  maxPlayers: 2,
  name,
  timeControl: { kind: 'per-move', hours: 24 },
  roundHours: 24 * 30,
  settle,
});

describe('a tournament game ended by its timed work moves the tournament on at once', () => {
  it('a forfeit of a timed-out seat ends the game: the next round starts as of it, and the cron’s forfeit ends the last round at once', async () => {
    const host = await person('fftendhost');
    const field = await people('fftend', 4);
    const id = await createTournament(host, { ...twoPlayerCup('forfeit', 'Forfeit cup'), minPlayers: 4, maxPlayers: 4 });
    const t = await joinAndStart(host, id, field);
    const tables = t.rounds[0]!.tables;
    expect(tables).toHaveLength(2);
    // Nobody moves. Each table's first deadline passes; each game's writer forfeits the seat to act.
    const games = await Promise.all(tables.map((x) => get(x.gameId)));
    const deadlines = games.map((g) => g.clocks?.find((c) => c.seat === g.active[0])?.deadline as number);
    const at = Math.max(...deadlines) + 60_000;
    const report = await writersAt(at);
    expect(report.forfeits).toBe(2);
    for (const x of tables) expect((await get(x.gameId)).status).toBe('finished');
    // Round 2 starts as of those forfeits, though the round's end is 30 days away and no tournament pass ran.
    const rounds = await until(async () => ((await roundsInD1(id)).length === 2 ? roundsInD1(id) : undefined), 'round 2 to start');
    expect(rounds[1]).toMatchObject({ round: 2, startedAt: at });
    expect(rounds[0]!.endsAt).toBeGreaterThan(at + 20 * 24 * H);
    const after = await detail(id);
    expect(after.round).toBe(2);
    const timedOut = tables.map((x, i) => x.seats[games[i]!.active[0]!]!);
    expect(
      after.players
        .filter((p) => p.withdrawn)
        .map((p) => p.handle)
        .sort(),
    ).toEqual([...timedOut].sort());

    // Round 2 (the two who did not time out): its seat to act lets its deadline pass too, and the
    // cron (`POST /api/dev/scheduled?time=`) forfeits it: the tournament is finished by that run.
    const last = after.rounds[1]!.tables;
    expect(last).toHaveLength(1);
    const final = await get(last[0]!.gameId);
    const end = (final.clocks?.find((c) => c.seat === final.active[0])?.deadline as number) + 60_000;
    await runCron(end);
    expect((await get(last[0]!.gameId)).status).toBe('finished');
    expect(await statusInD1(id)).toBe('finished');
    const done = await detail(id);
    expect(done.standings).toHaveLength(4);
    expect(done.rounds[1]!.tables[0]!.result?.settled).toBe('played');
  });
});
