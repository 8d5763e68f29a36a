/**
 * The payload of the asking seat while its actions wait inside the take-back window
 * (`GET /api/games/:id` asks it of a window game's seat, as does a reply by mail), or null: no
 * action of that seat is pending, and D1's row is what it sees. A read: nothing changes.
 */
import type { Handler } from '../desk';

export const handler: Handler<'pending-view'> = {
  type: 'pending-view',
  publishFirst: false,
  async run(desk, db, _command, { tokenHash }) {
    const pending = await desk.window.load();
    if (!pending || pending.tokenHash !== tokenHash) return { value: null };
    const loaded = await desk.seatOf(db, tokenHash);
    return { value: desk.window.view(loaded.game, loaded.log, pending) };
  },
};
