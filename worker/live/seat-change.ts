/**
 * The change of a seat's move, take-back or table command once its batch committed: the row and
 * tail to hold, the seat's answer (its payload and ETag), and, when the row moved, the alarm and
 * every page's frame after the answer. `seatPlan` is the same for a batch not yet written: the
 * plan the handler returns, whose change the writer gets once it has run it.
 */
import type { Db } from '../store/db';
import { type LoadedGame, type Played, rulesetOf } from '../store/games';
import { type Commit, commitPlan, readLog } from '../store/move-store';
import { Refusal } from '../store/refusal';
import { buildPayload, etagFor } from '../store/payload';
import { type Plan, done, andThen } from '../store/plan';
import type { Change, Outcome, SeatAnswer } from './desk';

export async function seatChange(db: Db, loaded: LoadedGame, played: Played): Promise<Change<SeatAnswer>> {
  const { game, outbox, tail, addresses } = played;
  const log = tail ?? (await readLog(db, game));
  const moved = game.revision !== loaded.game.revision;
  return {
    value: { payload: buildPayload(rulesetOf(game), game, loaded.seat, log), etag: etagFor(game, loaded.seat), outbox },
    hold: { row: game, ...(game.recordKey ? {} : { tail: log }) },
    ...(moved ? { alarm: game, frames: { revision: game.revision, ...(addresses ? { addresses } : {}), after: true } } : {}),
  };
}

/** A seat's change once `plan` (its one batch) is written: the plan, and the change its results make. */
export function seatPlan(db: Db, loaded: LoadedGame, plan: Plan<Played>): Promise<Outcome<SeatAnswer>> {
  return andThen(plan, async (played) => done(await seatChange(db, loaded, played)));
}

/**
 * A bare change of the row (`set`, with its log lines) for a seat (a clock's time given or its
 * control changed): the plan of its one batch, and the seat's change once it is written.
 */
export async function rowChange(db: Db, loaded: LoadedGame, made: { set: Commit['set']; log?: Commit['log'] }): Promise<Outcome<SeatAnswer>> {
  const game = loaded.game;
  const plan = await commitPlan(db, { game, steps: [], set: made.set, ...(made.log ? { log: made.log } : {}), readTail: true });
  return andThen(plan, async (written) => {
    if (!written.ok) throw new Refusal('stale_version', 'The game changed meanwhile; look again and retry.');
    return done(await seatChange(db, loaded, { game: written.game, outbox: written.outbox, ...(written.tail ? { tail: written.tail } : {}) }));
  });
}
