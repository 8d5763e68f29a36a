/**
 * `POST /api/games/:id/claim`: someone new takes a seat the table gave away (worker/table/absent.ts).
 * The handler returns the plan of the claim's one guarded batch; the writer runs it, and the
 * pages hear of the new seat before the answer goes.
 */
import { requestConfig } from '../../store/notify-config';
import { loadGame } from '../../store/games';
import { andThen, done } from '../../store/plan';
import { claimPlan } from '../../table/absent';
import type { Handler } from '../desk';

export const handler: Handler<'claim'> = {
  type: 'claim',
  publishFirst: true,
  async run(desk, db, { body }, { now, url, playerId }) {
    const game = (await loadGame(db, desk.gameId, null)).game;
    const plan = await claimPlan(db, game, requestConfig(desk.env, url).secret, body, now, playerId ?? null);
    return andThen(plan, ({ game: after, ...claimed }) =>
      done({ value: claimed, hold: { row: after }, frames: { revision: after.revision, after: false }, alarm: after }),
    );
  },
};
