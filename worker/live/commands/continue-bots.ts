/**
 * Bot turns left over by a request that reached the per-request cap, continued for a read of the
 * game (`GET /api/games/:id`): the game as it now stands and the outbox rows to deliver.
 */
import { loadGame, playBotTurns } from '../../store/games';
import type { Handler } from '../desk';

export const handler: Handler<'continue-bots'> = {
  type: 'continue-bots',
  publishFirst: true,
  async run(desk, db, { seen }, { now }) {
    // The row held, unless the reader saw a later one than this writer holds.
    const held = desk.held;
    const game = held && held.row.revision >= seen ? held.row : (await loadGame(db, desk.gameId, null)).game;
    const continued = await playBotTurns(db, game, now);
    if (continued.game.revision === game.revision) return { value: continued };
    const after = continued.game;
    return { value: continued, hold: { row: after }, frames: { revision: after.revision, after: false }, alarm: after };
  },
};
