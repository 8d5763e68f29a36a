/**
 * "Send now" (`POST /api/games/:id/publish`, a socket's `publish`): the seat's actions inside the
 * take-back window are committed at once. With none pending (the window already ended) it answers
 * the seat's payload when `version` is the game's, as a retry would be.
 */
import { errors } from '../../refusal';
import { loadGame, rulesetOf } from '../../store/games';
import { buildPayload, etagFor } from '../../store/payload';
import type { Handler } from '../desk';

export const handler: Handler<'publish'> = {
  type: 'publish',
  publishFirst: false,
  async run(desk, db, { version }, { tokenHash, now }) {
    const pending = await desk.window.load();
    const loaded = await desk.seatOf(db, tokenHash);
    if (loaded.seat === null) throw errors.unauthorized();
    if (pending && pending.tokenHash === tokenHash) {
      if (version !== pending.shown) throw errors.staleVersion(pending.shown);
      const published = await desk.window.publish(db, now);
      if (published) {
        const { game, tail } = published;
        return { value: { payload: buildPayload(rulesetOf(game), game, loaded.seat, tail), etag: etagFor(game, loaded.seat), outbox: [] } };
      }
    }
    const held = desk.held?.row.id === desk.gameId && desk.held.tail ? desk.held : { row: (await loadGame(db, desk.gameId, null, {})).game };
    const game = held.row;
    if (version !== game.version) throw errors.staleVersion(game.version);
    return { value: { payload: desk.payloadOf(held, loaded.seat), etag: etagFor(game, loaded.seat), outbox: [] } };
  },
};
