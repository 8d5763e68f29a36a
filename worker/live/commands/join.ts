/**
 * `POST /api/join/:code` (the route found the game by its code), and a rematch's seat taken by the
 * finished game's writer: a free seat given to a newcomer, whose pages hear of it before the answer.
 * The handler returns the plan of the join's one guarded batch (worker/store/games.ts `joinPlan`);
 * the writer runs it.
 */
import { requestConfig } from '../../store/notify-config';
import { joinPlan } from '../../store/games';
import { andThen, done } from '../../store/plan';
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
    return andThen(await joinPlan(db, requestConfig(desk.env, url), code, body, now, as), ({ game, ...joined }) =>
      done({ value: joined, hold: { row: game }, frames: { revision: game.revision, after: false }, alarm: game }),
    );
  },
};
