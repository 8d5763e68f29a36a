/**
 * The cron's compaction of this finished game into R2, or the restating of an old compacted one
 * (worker/archive/compact.ts): the row held is dropped, its rows having moved. Whether it did.
 */
import { compactGame, restateGame } from '../../archive/compact';
import type { Handler } from '../desk';

export const handler: Handler<'compact'> = {
  type: 'compact',
  publishFirst: false,
  async run(desk, db, { kind }) {
    const records = desk.env.RECORDS;
    const done = kind === 'compact' ? await compactGame(db, records, desk.gameId) : await restateGame(db, records, desk.gameId);
    return { value: done, ...(done ? { hold: null } : {}) };
  },
};
