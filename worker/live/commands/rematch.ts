/**
 * `POST /api/games/:id/rematch` on this (finished) game (worker/table/table.ts): the handler
 * returns the plan of the rematch's batches (the new game, then its link to this one), which this
 * writer runs; the seat a player takes in an existing rematch is written by that game's own
 * writer (a `join` handed over), which tells its pages; this one tells its own of the link.
 */
import { requestConfig } from '../../store/notify-config';
import { fromValue } from '../../store/refusal';
import { loadGame } from '../../store/games';
import { andThen, done } from '../../store/plan';
import { rematchPlan } from '../../table/table';
import type { Handler } from '../desk';

export const handler: Handler<'rematch'> = {
  type: 'rematch',
  publishFirst: false,
  async run(desk, db, _command, { tokenHash, now, url }) {
    const loaded = await loadGame(db, desk.gameId, tokenHash);
    const planned = await rematchPlan(db, requestConfig(desk.env, url), loaded, now, async (nextId, code, body, at, as) => {
      const command = { type: 'join' as const, code, body, rematchFrom: as.rematchFrom };
      const answer = await desk.elsewhere(nextId, command, { tokenHash: null, now: at, url, playerId: as.playerId });
      if (!answer.ok) throw fromValue(answer.error);
      return answer.value as { seat: number; token: string; outbox: string[] };
    });
    return andThen(planned, ({ linked, revision: _told, ...joined }) =>
      done({ value: joined, ...(linked === undefined ? {} : { hold: null, frames: { revision: linked, after: false } }) }),
    );
  },
};
