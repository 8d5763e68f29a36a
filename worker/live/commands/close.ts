/**
 * The cron closing this game (worker/scheduled.ts): a waiting game nobody finished joining
 * (`stale`, `expired`) or a game nobody played in for 7 days (`unstarted`), re-checked on the row
 * as it is now. The window is published first, as before any change: a game with an action in it
 * has been played, and is not cancelled. Whether it closed the game.
 */
import { closeCommit } from '../../scheduled';
import { type CommitResult, commitActions } from '../../store/move-store';
import { cancelCommit, dueForCancel } from '../../table/resign';
import type { Handler } from '../desk';

export const handler: Handler<'close'> = {
  type: 'close',
  publishFirst: true,
  async run(desk, db, { kind }, { now }) {
    const game = (await desk.fresh(db)).row;
    let done: CommitResult | null = null;
    if (kind === 'unstarted') done = dueForCancel(game, now) ? await cancelCommit(db, game, now, 'unstarted') : null;
    else {
      const commit = closeCommit(game, kind, now);
      done = commit ? await commitActions(db, commit) : null;
    }
    if (!done?.ok) return { value: false, hold: null };
    const after = done.game;
    return { value: true, hold: { row: after, ...(done.tail ? { tail: done.tail } : {}) }, frames: { revision: after.revision, after: false }, alarm: after };
  },
};
