/**
 * The commit that ends a game by forfeit: the late seats lose, every other seat shares the win,
 * and every seat is mailed and pushed the result. One shape for the two writers that end a game
 * this way: a seat's clock running out with onTimeout "forfeit" (worker/cron/scheduled.ts) and a
 * tournament's round ending with the host's rule "forfeit" (worker/tournaments/games.ts).
 */
import type { GameRow } from '@db/schema';
import type { LogEntry } from '@engine/index';
import { emptyQueue, queueEmails, queuePushes } from './notify-queue';
import type { Commit } from './move-store';

/**
 * `late`: the seats that forfeit; `entry`: the log line that says why (its text is also the
 * result's summary); `deadlineHours`: the per-move deadline they missed (0: none, a round's end).
 */
export function forfeitCommit(game: GameRow, late: readonly number[], entry: LogEntry, deadlineHours: number, now: number): Commit {
  const everyone = game.seats.map((s) => s.seat);
  const winners = everyone.filter((s) => !late.includes(s));
  const mail = emptyQueue();
  queueEmails(mail, game, everyone, 'result', {}, now);
  queuePushes(mail, game, everyone, 'result', {}, now);
  return {
    game,
    steps: [],
    set: {
      status: 'finished',
      // The summary's words as data too (`says`), for a reader in another language.
      result: { winners, summary: entry.text, says: { kind: entry.kind, args: entry.args ?? {} }, forfeit: { seats: [...late], deadlineHours } },
      active: [],
      clocks: [],
      nextCheckAt: null,
      finishedAt: now,
      updatedAt: now,
    },
    log: [entry],
    mail,
  };
}
