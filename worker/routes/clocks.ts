/**
 * The clocks a seat can act on (issue #31; contract "Time controls and absent players"):
 * `POST|DELETE /api/games/:id/away` (every clock of the seat's address stops until a date when the
 * request is signed in with that address, else the seat's own; DELETE: back early), `POST /api/games/:id/time` (give another seat time) and
 * `POST /api/games/:id/time-control` (propose, accept or decline a new time control).
 */
import { Hono } from 'hono';
import { awayBody, giveTimeBody, timeControlChangeBody } from '@schema/api';
import type { AppContext, AppEnv, Env } from '../store/env';
import { jsonBody } from '../http/body';
import { errors } from '../store/refusal';
import { limit } from '../http/rate-limit';
import { type SeatTokenVars, type SeatedVars, seat, token } from '../http/seat';
import type { SeatAnswer } from '../live/object';
import type { CommandOf } from '../live/housekeeping';
import { openCommand, seatCommand } from '../live/writer';
import { ownerOfSeat, setAway } from '../store/away';
import { currentPlayer } from '../players/session';

/** Tells each game's writer its row changed under it (new revision, new next check), after the response. */
export function wakeWriters(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>, written: readonly { id: string; revision: number }[]): void {
  if (!env.LIVE) return;
  for (const g of written) {
    ctx.waitUntil(
      openCommand<null>(env, g.id, { type: 'time-changed', revision: g.revision }).then(
        (answer) => {
          if (!answer.ok && answer.error.fault) console.error(`away: game ${g.id}: ${answer.error.message}`);
        },
        (err: unknown) => console.error(`away: game ${g.id}`, err),
      ),
    );
  }
}

async function away(c: AppContext<SeatedVars>, until: number | null) {
  const { seat: mine, game } = c.get('loaded');
  // A tournament whose host allows no time away (docs/tournaments.md): this game's clocks run on.
  if (until !== null && game.timeRules.noAway) throw errors.awayNotAllowed();
  const db = c.get('db');
  // Across games only for the address's owner, signed in (#43 item 3); a seat token alone is its seat.
  const owner = await ownerOfSeat(db, c.get('gameId'), mine, await currentPlayer(c));
  const done = await setAway(db, owner, until, Date.now());
  wakeWriters(c.env, c.executionCtx, done.games);
  return c.json({ awayUntil: done.until, games: done.games.length });
}

async function timeAsk(c: AppContext<SeatTokenVars>, command: CommandOf<'give-time' | 'time-control'>) {
  const answer = await seatCommand<SeatAnswer>(c, command);
  c.header('ETag', answer.etag);
  return c.json(answer.payload);
}

export const clocksApi = new Hono<AppEnv>()
  .post('/games/:id/away', seat, jsonBody(awayBody), async (c) => away(c, c.req.valid('json').until))

  .delete('/games/:id/away', seat, async (c) => away(c, null))

  .post('/games/:id/time', token(true), limit('actions', 'seat'), jsonBody(giveTimeBody), async (c) => {
    const body = c.req.valid('json');
    return timeAsk(c, { type: 'give-time', ...body });
  })

  .post('/games/:id/time-control', token(true), limit('actions', 'seat'), jsonBody(timeControlChangeBody), async (c) => {
    const body = c.req.valid('json');
    return timeAsk(c, { type: 'time-control', change: body });
  });
