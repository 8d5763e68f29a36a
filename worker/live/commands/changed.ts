/**
 * Another writer committed a change to this game (a rematch's offer on its old game, a table a
 * tournament settled, a writer outside the object): the pages are told, and a row held from
 * before that change is dropped (the next command reads it again). Housekeeping: no client sends it.
 */
import type { Handler } from '../desk';

export const handler: Handler<'changed'> = {
  type: 'changed',
  publishFirst: false,
  async run(desk, _db, { revision }) {
    const stale = desk.held !== undefined && desk.held.row.revision < revision;
    return { value: null, ...(stale ? { hold: null } : {}), frames: { revision, after: false } };
  },
};
