/** The cron's one-off repair of this game (`repairPlan`, worker/store/move-store.ts), the window published first: the plan of its one batch. */
import { type RepairOutcome, repairPlan } from '../../store/move-store';
import { andThen, done } from '../../store/plan';
import type { Handler, Outcome } from '../desk';

export const handler: Handler<'repair'> = {
  type: 'repair',
  publishFirst: true,
  async run(desk, db, _command, { now }) {
    return andThen(await repairPlan(db, desk.gameId, now), async (outcome): Promise<Outcome<RepairOutcome>> => {
      if (outcome !== 'repaired') return done({ value: outcome, hold: null });
      // The repair may have rebuilt the whole log: the row and its tail are read again.
      const held = await desk.fresh(db);
      return done({ value: outcome, hold: held, frames: { revision: held.row.revision, after: false }, alarm: held.row });
    });
  },
};
