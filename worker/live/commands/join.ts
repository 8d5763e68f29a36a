/**
 * `POST /api/join/:code` (the route found the game by its code), and a rematch's seat taken by the
 * finished game's writer: a free seat given to a newcomer, whose pages hear of it before the answer.
 */
import { requestConfig } from '../../notify/config';
import { joinGame } from '../../store/games';
import type { Handler } from '../desk';

export const handler: Handler<'join'> = {
  type: 'join',
  publishFirst: false,
  async run(desk, db, { code, body, client, invite, rematchFrom }, { now, url, playerId }) {
    const as = {
      ...(client === undefined ? {} : { client }),
      ...(invite === undefined ? {} : { invite }),
      ...(rematchFrom === undefined ? {} : { rematchFrom }),
      playerId: playerId ?? null,
    };
    const { game, ...joined } = await joinGame(db, requestConfig(desk.env, url), code, body, now, as);
    return { value: joined, hold: { row: game }, frames: { revision: game.revision, after: false }, alarm: game };
  },
};
