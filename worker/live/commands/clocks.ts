/**
 * The game's clocks as of `now`: its reminders, a forfeit, a stand-in's or a bot's moves, due at
 * its `next_check_at`. Asked by the object's alarm (set to that time after every change) and by
 * the cron, which hands each overdue game to its writer, so `POST /api/dev/scheduled?time=` moves
 * time for every game. Returns the plan of the one batch that writes what is due
 * (worker/cron/scheduled.ts `clocksPlan`), which the writer runs.
 */
import { type ClockReport, clocksPlan } from '../../cron/scheduled';
import { loadGame } from '../../store/games';
import { dueForCancel } from '../../table/resign';
import type { GameRow } from '@db/schema';
import type { Db } from '../../store/db';
import { done, andThen } from '../../store/plan';
import type { Handler, Outcome } from '../desk';

export const handler: Handler<'clocks'> = {
  type: 'clocks',
  publishFirst: false,
  async run(desk, db, { seen }, { now }) {
    // The row held, unless the caller (the cron) read a later one (the guard is the second line).
    const held = desk.held;
    const game = held && held.row.revision >= seen ? held.row : (await loadGame(db, desk.gameId, null)).game;
    // A window that ended, or a clock due while an action waits in it: the action is published
    // first, so no deadline or bot acts on a state that hides it.
    const pending = await desk.window.load();
    if (pending && (pending.until <= now || (game.nextCheckAt !== null && game.nextCheckAt <= now) || dueForCancel(game, now))) {
      return andThen(await desk.window.publish(db, now), (change) =>
        done({ before: change, next: async () => tick(db, change.value?.game ?? (await loadGame(db, desk.gameId, null)).game, now) }),
      );
    }
    return tick(db, game, now);
  },
};

/** The clock check's report without the row it wrote: every field of it, so none can be left out (the 7-day cancel once was). */
type Ticked = Omit<ClockReport, 'game'>;

/** The clocks' work on `game`: the plan of its batch, and the change its results make. */
async function tick(db: Db, game: GameRow, now: number): Promise<Outcome<Ticked>> {
  return andThen(await clocksPlan(db, game, now), (report) => {
    const { game: _written, ...value } = report;
    if (!report.game) return done({ value, alarm: game });
    return done({ value, hold: { row: report.game }, frames: { revision: report.game.revision, after: false }, alarm: report.game });
  });
}
