/**
 * The cron's compaction of this finished game into R2, or the restating of an old compacted one
 * (worker/archive/compact.ts): the plan of its one D1 batch (the R2 object it switches the row to
 * is written and confirmed while the plan is made: the batch's guard names its key). The row held
 * is dropped once the batch moved its rows. Whether it did.
 */
import { compactPlan, restatePlan } from '../../archive/compact';
import { andThen, done } from '../../store/plan';
import type { Handler } from '../desk';

export const handler: Handler<'compact'> = {
  type: 'compact',
  publishFirst: false,
  async run(desk, db, { kind }) {
    const records = desk.env.RECORDS;
    const plan = kind === 'compact' ? await compactPlan(db, records, desk.gameId) : await restatePlan(db, records, desk.gameId);
    return andThen(plan, (moved) => done({ value: moved, ...(moved ? { hold: null } : {}) }));
  },
};
