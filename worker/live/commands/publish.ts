/**
 * "Send now" (`POST /api/games/:id/publish`, a socket's `publish`): the seat's actions inside the
 * take-back window are committed at once (the publication's plan, run by the writer). With none
 * pending (the window already ended) it answers the seat's payload when `version` is the game's,
 * as a retry would be.
 */
import { errors } from '../../store/refusal';
import type { Db } from '../../store/db';
import { loadGame, rulesetOf } from '../../store/games';
import { buildPayload, etagFor } from '../../store/payload';
import { done, andThen } from '../../store/plan';
import type { Change, Desk, Handler, Outcome, SeatAnswer } from '../desk';

export const handler: Handler<'publish'> = {
  type: 'publish',
  publishFirst: false,
  async run(desk, db, { version }, { tokenHash, now }) {
    const pending = await desk.window.load();
    const { seat } = await desk.seatOf(db, tokenHash);
    if (seat === null) throw errors.unauthorized();
    if (!pending || pending.tokenHash !== tokenHash) return done(await current(desk, db, version, seat));
    if (version !== pending.shown) throw errors.staleVersion(pending.shown);
    return andThen(await desk.window.publish(db, now), async (change): Promise<Outcome<SeatAnswer>> => {
      const published = change.value;
      if (!published) return done({ before: change, next: async () => done(await current(desk, db, version, seat)) });
      const { game, tail } = published;
      return done({ ...change, value: { payload: buildPayload(rulesetOf(game), game, seat, tail), etag: etagFor(game, seat), outbox: [] } });
    });
  },
};

/** Nothing pending: the seat's payload, when `version` is the game's. */
async function current(desk: Desk, db: Db, version: number, seat: number): Promise<Change<SeatAnswer>> {
  const held = desk.held?.row.id === desk.gameId && desk.held.tail ? desk.held : { row: (await loadGame(db, desk.gameId, null, {})).game };
  const game = held.row;
  if (version !== game.version) throw errors.staleVersion(game.version);
  return { value: { payload: desk.payloadOf(held, seat), etag: etagFor(game, seat), outbox: [] } };
}
