/**
 * `POST /api/games/:id/rematch` on this (finished) game (worker/table/table.ts): its link to the
 * rematch is written in this writer's queue, and the seat a player takes in the rematch by that
 * game's own writer (a `join` handed over), which tells its pages; this one tells its own.
 */
import { requestConfig } from '../../notify/config';
import { fromValue } from '../../refusal';
import { loadGame } from '../../store/games';
import { rematch } from '../../table/table';
import type { Handler } from '../desk';

export const handler: Handler<'rematch'> = {
  type: 'rematch',
  publishFirst: false,
  async run(desk, db, _command, { tokenHash, now, url }) {
    const loaded = await loadGame(db, desk.gameId, tokenHash);
    const {
      linked,
      revision: _told,
      ...joined
    } = await rematch(db, requestConfig(desk.env, url), loaded, now, async (_db, _config, nextId, code, body, at, as) => {
      const command = { type: 'join' as const, code, body, rematchFrom: as.rematchFrom };
      const answer = await desk.elsewhere(nextId, command, { tokenHash: null, now: at, url, playerId: as.playerId });
      if (!answer.ok) throw fromValue(answer.error);
      return answer.value as { seat: number; token: string; outbox: string[] };
    });
    return { value: joined, ...(linked === undefined ? {} : { hold: null, frames: { revision: linked, after: false } }) };
  },
};
