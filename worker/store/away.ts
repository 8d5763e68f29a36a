/**
 * Away (issue #31, item 4): a player stops every clock of every seat of their address (signed in
 * with it, issue #43; otherwise that seat alone) until a date, at most 30 days ahead and 30 away days in
 * any 365. One code path for `POST|DELETE /api/games/:id/away` and the `/me` setting `awayUntil`:
 * the spans are kept per owner in `away_spans`, and each game's copy (time_rules.away, which the
 * clocks read) and its next check are written in the same D1 batch, guarded per game like a
 * commit; the caller then tells those games' writers to read their row again.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type AwaySpan, type GameRow, awaySpans, games } from '@db/schema';
import { Refusal } from './refusal';
import { DAY_MS } from './clocks';
import type { Db } from './db';
import { newOutboxId } from './ids';
import { checkAfter } from './time-control';

export const AWAY_MAX_AHEAD_MS = 30 * DAY_MS;
export const AWAY_MAX_DAYS_MS = 30 * DAY_MS;
export const AWAY_WINDOW_MS = 365 * DAY_MS;

/** Whose absence it is, and which seats it stops: `owner` keys the limit. */
export interface AwayOwner {
  owner: string;
  /** Every seat of the owner in a game that is waiting or in play. */
  seats: { gameId: string; seat: number }[];
}

/**
 * Whose absence a seat's away is (issue #43 item 3). An address on a seat is a claim, not a proof:
 * only the address's owner acts across its games, and here that is a session signed in with the
 * seat's address (or with the account that claimed the seat). A seat token alone, whoever holds it,
 * is that one seat.
 */
export async function ownerOfSeat(db: Db, gameId: string, seat: number, player: { id: string; email: string } | null): Promise<AwayOwner> {
  const rows = await db.all<{ email: string | null; player_id: string | null }>(
    sql`select lower(s.email) as email, s.player_id from seats s where s.game_id = ${gameId} and s.seat = ${seat}`,
  );
  const row = rows[0];
  const address = player?.email.toLowerCase();
  if (player && address && row && (row.player_id === player.id || row.email === address)) return ownerOfAddress(db, address, player.id);
  return { owner: `seat:${gameId}:${seat}`, seats: [{ gameId, seat }] };
}

/**
 * Every seat, in games not over, proven for a (lower-case) address and every seat of the player
 * signed in with it: the caller holds the proof. A seat that only claims the address is not the
 * owner's (#43): its game is a stranger's.
 */
export async function ownerOfAddress(db: Db, address: string, playerId: string | null): Promise<AwayOwner> {
  const seats = await db.all<{ gameId: string; seat: number }>(
    sql`select s.game_id as gameId, s.seat as seat from seats s join games g on g.id = s.game_id
      where g.status in ('waiting', 'active') and ((lower(s.email) = ${address} and s.email_proven_at is not null) or s.player_id = ${playerId}) limit 500`,
  );
  return { owner: address, seats };
}

/** Until when `owner` is away as of `now`, if they are. */
export async function awayNow(db: Db, owner: string, now: number): Promise<number | null> {
  const rows = await db
    .select()
    .from(awaySpans)
    .where(and(eq(awaySpans.owner, owner), gt(awaySpans.untilAt, now)));
  const current = rows.find((r) => r.fromAt <= now);
  return current ? current.untilAt : null;
}

/**
 * Starts (`until` > now) or ends (`until` null) the absence of `owner` as of `now`. A new
 * absence replaces one still running. Answers the games whose rows it wrote, with their new
 * revisions, for their writers to hear of it.
 */
export async function setAway(
  db: Db,
  who: AwayOwner,
  until: number | null,
  now: number,
): Promise<{ until: number | null; games: { id: string; revision: number }[] }> {
  if (until !== null) {
    if (until <= now) throw new Refusal('away_in_past', 'That date has already passed: choose a day after today (or come back with "I\'m back").');
    if (until > now + AWAY_MAX_AHEAD_MS) throw new Refusal('away_too_far', 'You can be away at most 30 days ahead.');
  }
  const spans = await db
    .select()
    .from(awaySpans)
    .where(and(eq(awaySpans.owner, who.owner), gt(awaySpans.untilAt, now - AWAY_WINDOW_MS)));
  // What was used: every span, the current one cut at now.
  const used = spans.map((s) => ({ from: s.fromAt, until: Math.min(s.untilAt, Math.max(s.fromAt, now)) })).filter((s) => s.until > s.from);
  if (until !== null) {
    const wanted = until - now;
    const windowStart = until - AWAY_WINDOW_MS;
    const inWindow = used.reduce((sum, s) => sum + Math.max(0, s.until - Math.max(s.from, windowStart)), 0);
    if (inWindow + wanted > AWAY_MAX_DAYS_MS) {
      const frees = Math.max(now, freesUp(used, inWindow + wanted - AWAY_MAX_DAYS_MS, wanted, now));
      throw new Refusal(
        'away_limit',
        `You can be away at most 30 days in any year. An absence this long fits again from ${new Date(frees).toISOString().slice(0, 10)}; a shorter one may fit now.`,
        { freesAt: frees },
      );
    }
  }
  const statements: BatchItem<'sqlite'>[] = [
    // The running absence ends now (a new one replaces it; "I'm back" ends it).
    db
      .update(awaySpans)
      .set({ untilAt: now })
      .where(and(eq(awaySpans.owner, who.owner), gt(awaySpans.untilAt, now), sql`${awaySpans.fromAt} <= ${now}`)),
    // An absence planned to start later (none is made today, but a clock never trusts that).
    db.delete(awaySpans).where(and(eq(awaySpans.owner, who.owner), sql`${awaySpans.fromAt} > ${now}`)),
  ];
  if (until !== null) statements.push(db.insert(awaySpans).values({ id: newOutboxId(), owner: who.owner, fromAt: now, untilAt: until }));
  const written: { id: string; revision: number }[] = [];
  let pending = [...new Set(who.seats.map((s) => s.gameId))];
  // A game another writer changed meanwhile is read again and written again (three tries).
  for (let attempt = 0; attempt < 3 && (pending.length || statements.length); attempt++) {
    const rows = pending.length
      ? await db
          .select()
          .from(games)
          .where(sql`${games.id} in (select value from json_each(${JSON.stringify(pending)}))`)
      : [];
    const updates = rows
      // A tournament's game that allows no time away keeps its clocks running (docs/tournaments.md).
      .filter((g) => (g.status === 'waiting' || g.status === 'active') && !g.timeRules.noAway)
      .map((g) => ({
        game: g,
        write: gameUpdate(
          db,
          g,
          who.seats.filter((s) => s.gameId === g.id).map((s) => s.seat),
          until,
          now,
        ),
      }));
    const results = await db.batch([...(statements.splice(0) as [BatchItem<'sqlite'>]), ...updates.map((u) => u.write.query)] as [
      BatchItem<'sqlite'>,
      ...BatchItem<'sqlite'>[],
    ]);
    const offset = results.length - updates.length;
    pending = [];
    updates.forEach((u, i) => {
      const changed = (results[offset + i] as { meta?: { changes?: number } }).meta?.changes ?? 0;
      if (changed) written.push({ id: u.game.id, revision: u.game.revision + 1 });
      else pending.push(u.game.id);
    });
  }
  return { until, games: written };
}

/** A game's row with the seats' absence set as of `now`: its time rules, its next check and a new revision, guarded like a commit. */
function gameUpdate(db: Db, game: GameRow, seatsAway: readonly number[], until: number | null, now: number) {
  const oldest = Math.min(now, ...game.clocks.map((c) => c.since));
  const away = { ...(game.timeRules.away ?? {}) };
  for (const seat of seatsAway) {
    const spans: AwaySpan[] = (away[String(seat)] ?? [])
      .map((s) => (s.until > now && s.from <= now ? { from: s.from, until: now } : s))
      .filter((s) => s.from <= now && s.until > oldest && s.until > s.from);
    if (until !== null) spans.push({ from: now, until });
    if (spans.length) away[String(seat)] = spans;
    else delete away[String(seat)];
  }
  const rules = { ...game.timeRules, away };
  const nextCheckAt = game.status === 'active' ? checkAfter(game, game.clocks, rules, now) : game.nextCheckAt;
  const query = db
    .update(games)
    .set({ timeRules: rules, nextCheckAt, revision: game.revision + 1, writeId: newOutboxId() })
    .where(
      and(
        eq(games.id, game.id),
        eq(games.revision, game.revision),
        eq(games.status, game.status),
        game.writeId === null ? sql`${games.writeId} is null` : eq(games.writeId, game.writeId),
      ),
    );
  return { query };
}

/**
 * When an absence of `wanted` ms fits the limit again: the spans leave the 365-day window in
 * order, and `over` ms of them must have left.
 */
function freesUp(used: readonly AwaySpan[], over: number, wanted: number, now: number): number {
  let need = over;
  for (const s of [...used].sort((a, b) => a.from - b.from)) {
    const length = s.until - s.from;
    // The window ending at (start + wanted) has dropped this span's first `need` ms.
    if (length >= need) return s.from + need + AWAY_WINDOW_MS - wanted;
    need -= length;
  }
  return now + AWAY_WINDOW_MS;
}
