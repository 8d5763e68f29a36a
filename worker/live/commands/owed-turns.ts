/**
 * Seats of this game whose address was proven just now (#57: its invitation link opened, a sign-in
 * with the seat's link, a settings change signed in with the address), while the seat is to act:
 * the mail of a turn is queued only for a proven seat, so the turn under way never had one. It is
 * queued now, once (`queueOwedTurn`: not when a mail of this turn went already, whoever queued it),
 * as any turn mail (not for a seat muted or on the digest; held in quiet hours and while its page
 * is open; in the seat's language). Through the writer, so it reads the active seats as committed,
 * in turn with the moves; a seat with actions pending in its take-back window is playing its turn
 * on its page and is not mailed. Answers the outbox ids, for the asker to deliver. Housekeeping:
 * the address pages, a sign-in and a seat's settings send it (../writer.ts tellOwedTurns).
 */
import { emptyQueue, queueOwedTurn, runAll } from '../../store/notify-queue';
import { done } from '../../store/plan';
import type { Handler } from '../desk';

export const handler: Handler<'owed-turns'> = {
  type: 'owed-turns',
  publishFirst: false,
  async run(desk, db, { seats }, { now }) {
    const pending = await desk.window.load();
    const { row: game } = await desk.fresh(db);
    const mail = emptyQueue();
    if (game.status === 'active') {
      for (const seat of new Set(seats)) {
        const clock = game.clocks.find((c) => c.seat === seat);
        if (!clock || !game.active.includes(seat) || pending?.seat === seat) continue;
        queueOwedTurn(mail, game, seat, clock.since, now);
      }
    }
    const [first, ...rest] = runAll(db, mail);
    if (!first) return { value: [] as string[] };
    return { commit: [first, ...rest], settle: async () => done({ value: mail.ids }) };
  },
};
