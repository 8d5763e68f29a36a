/** `POST /api/games/:id/claim`: someone new takes a seat the table gave away (worker/table/absent.ts). */
import { requestConfig } from '../../notify/config';
import { loadGame } from '../../store/games';
import { claimSeat } from '../../table/absent';
import type { Handler } from '../desk';

export const handler: Handler<'claim'> = {
  type: 'claim',
  publishFirst: true,
  async run(desk, db, { body }, { now, url, playerId }) {
    const game = (await loadGame(db, desk.gameId, null)).game;
    const { game: after, ...claimed } = await claimSeat(db, game, requestConfig(desk.env, url).secret, body, now, playerId ?? null);
    return { value: claimed, hold: { row: after }, frames: { revision: after.revision, after: false }, alarm: after };
  },
};
