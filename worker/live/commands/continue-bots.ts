/**
 * Bot turns left over by a request that reached the per-request cap, continued for a read of the
 * game (`GET /api/games/:id`): the plan of their one batch (`botTurnsPlan`), whose change is the
 * game as it now stands and the outbox rows to deliver.
 */
import { botTurnsPlan, loadGame } from '../../store/games';
import { andThen, done } from '../../store/plan';
import type { Handler } from '../desk';

export const handler: Handler<'continue-bots'> = {
  type: 'continue-bots',
  publishFirst: true,
  async run(desk, db, { seen }, { now }) {
    // The row held, unless the reader saw a later one than this writer holds.
    const held = desk.held;
    const game = held && held.row.revision >= seen ? held.row : (await loadGame(db, desk.gameId, null)).game;
    return andThen(await botTurnsPlan(db, game, now), (continued) => {
      if (continued.game.revision === game.revision) return done({ value: continued });
      const after = continued.game;
      return done({ value: continued, hold: { row: after }, frames: { revision: after.revision, after: false }, alarm: after });
    });
  },
};
