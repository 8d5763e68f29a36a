/**
 * The Cron Trigger's work, as of `now` (the event's scheduledTime, so local dev
 * can run it for any moment through /cdn-cgi/handler/scheduled?time=...):
 * abort stale waiting games, send reminders, apply deadlines, deliver the outbox.
 */
import { and, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { type GameRow, type SeatClock, type SeatInfo, games, rateLimits } from '../../db/schema';
import type { LogEntry } from '../../engine';
import { dueAt, nextCheckAt } from './clocks';
import type { NotifyConfig } from './config';
import type { Db } from './db';
import { timingOf } from './games';
import { emptyQueue, queueEmails, runAll } from './notify';
import { type DeliveryReport, deliver } from './outbox';

/** A game nobody finished joining within this time is aborted, freeing its invite link. */
export const WAITING_GAME_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Games handled per run: the rest wait for the next run (every 15 minutes). */
const GAMES_PER_RUN = 50;

export interface ScheduledReport {
  aborted: number;
  reminders: number;
  forfeits: number;
  delivery?: DeliveryReport;
}

export async function runScheduled(db: Db, config: NotifyConfig | null, now: number): Promise<ScheduledReport> {
  const result = await db
    .update(games)
    .set({ status: 'aborted', updatedAt: now, revision: sql`${games.revision} + 1` })
    .where(and(eq(games.status, 'waiting'), lt(games.updatedAt, now - WAITING_GAME_TTL_MS)));
  const report: ScheduledReport = { aborted: result.meta.changes, reminders: 0, forfeits: 0 };
  // Rate-limit windows are an hour long; older counters only take space.
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 2 * 3_600_000));
  const due = await db
    .select()
    .from(games)
    .where(and(eq(games.status, 'active'), isNotNull(games.nextCheckAt), lte(games.nextCheckAt, now)))
    .orderBy(games.nextCheckAt)
    .limit(GAMES_PER_RUN);
  for (const game of due) {
    const done = await checkClocks(db, game, now);
    report.reminders += done.reminders;
    report.forfeits += done.forfeit ? 1 : 0;
  }
  if (config) report.delivery = await deliver(db, config, now, { limit: 50 });
  return report;
}

/**
 * One game's reminders or forfeit, in one batch guarded by the revision read: if a move
 * landed meanwhile, nothing is written and the next run looks again with the new clocks.
 */
async function checkClocks(db: Db, game: GameRow, now: number): Promise<{ reminders: number; forfeit: boolean }> {
  const timing = timingOf(game);
  const due = dueAt(game.clocks as SeatClock[], timing, now);
  const guardRevision = game.revision + 1;
  const q = emptyQueue();
  q.guard = sql`exists (select 1 from games where id = ${game.id} and revision = ${guardRevision})`;
  const where = and(eq(games.id, game.id), eq(games.revision, game.revision), eq(games.status, 'active'));
  const seats = game.seats as SeatInfo[];
  if (due.late.length) {
    const hours = timing.deadlineHours ?? 0;
    const late = due.late;
    const lateNames = late.map((s) => `{seat:${s}}`).join(' and ');
    const summary = `${lateNames} did not act within the ${hours}-hour deadline and ${late.length > 1 ? 'forfeit' : 'forfeits'}.`;
    const winners = seats.map((s) => s.seat).filter((s) => !late.includes(s));
    const entry: LogEntry = { kind: 'forfeit', text: summary, ...(late.length === 1 ? { seat: late[0] } : {}) };
    queueEmails(q, game, seats.map((s) => s.seat), 'result', {}, now);
    const [updated] = await db.batch([
      db
        .update(games)
        .set({
          status: 'finished',
          result: { winners, summary, forfeit: { seats: late, deadlineHours: hours } },
          active: [],
          clocks: [],
          nextCheckAt: null,
          finishedAt: now,
          updatedAt: now,
          log: [...(game.log as LogEntry[]), entry],
          revision: guardRevision,
        })
        .where(where),
      ...runAll(db, q),
    ]);
    return { reminders: 0, forfeit: updated.meta.changes === 1 };
  }
  for (const r of due.reminders) queueEmails(q, game, [r.seat], 'reminder', { stage: r.stage, deadline: r.deadline }, now);
  const [updated] = await db.batch([
    db
      .update(games)
      .set({ clocks: due.clocks, nextCheckAt: nextCheckAt(due.clocks, timing), revision: guardRevision })
      .where(where),
    ...runAll(db, q),
  ]);
  return { reminders: updated.meta.changes === 1 ? due.reminders.length : 0, forfeit: false };
}
