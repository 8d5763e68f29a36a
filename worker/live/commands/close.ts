/**
 * The cron closing this game (worker/cron/scheduled.ts): a waiting game nobody finished joining
 * (`stale`, `expired`) or a game nobody played in for 7 days (`unstarted`), re-checked on the row
 * as it is now. The window is published first, as before any change: a game with an action in it
 * has been played, and is not cancelled. Returns the plan of the closing commit (the writer runs
 * it); its value: whether it closed the game.
 */
import { closeCommit } from '../../cron/scheduled';
import { commitPlan } from '../../store/move-store';
import { andThen, done } from '../../store/plan';
import { cancelPlan, dueForCancel } from '../../table/resign';
import type { Handler, Outcome } from '../desk';

export const handler: Handler<'close'> = {
  type: 'close',
  publishFirst: true,
  async run(desk, db, { kind }, { now }) {
    const game = (await desk.fresh(db)).row;
    const commit = kind === 'unstarted' ? null : closeCommit(game, kind, now);
    const plan =
      kind === 'unstarted' ? (dueForCancel(game, now) ? await cancelPlan(db, game, now, 'unstarted') : null) : commit ? await commitPlan(db, commit) : null;
    if (!plan) return { value: false, hold: null };
    return andThen(plan, (closed): Outcome<boolean> => {
      if (!closed.ok) return done({ value: false, hold: null });
      const after = closed.game;
      return done({
        value: true,
        hold: { row: after, ...(closed.tail ? { tail: closed.tail } : {}) },
        frames: { revision: after.revision, after: false },
        alarm: after,
      });
    });
  },
};
