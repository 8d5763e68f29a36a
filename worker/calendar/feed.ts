/**
 * The deadline calendar (issue #48; docs/notifications.md, "Your deadlines in a calendar"): a
 * private iCal feed per signed-in player (every game of theirs) and per seat (its one game), with
 * one VEVENT per game in which that player or seat must act before a deadline, and one per
 * running tournament round it has a table in, ending when the round ends. Calendar apps poll it;
 * it is computed at each fetch, so it follows the moves.
 *
 * The URL's id is signed (HMAC-SHA256 under a key derived from SEAT_SECRET, first 160 bits in
 * lower-case base32): `p.<playerId>.<gen>.<sig>` or `s.<gameId>.<seat>.<link>.<gen>.<sig>`. `gen`
 * is a player's row in `calendar_feeds` (`p:<playerId>`; no row: 0), a seat's `games.seats[].calendar`
 * (absent: 0; the seat command `calendar-link` raises it through the game's writer, so the seat's
 * payload carries its URL): "new link" raises it and the old URL answers 404. A seat's `link` is
 * its seat link's generation (`games.seats[].gen`), so a seat given to someone new takes its feed with it.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type GameRow, calendarFeeds, games, seats, tournamentRounds, tournamentTables, tournaments } from '@db/schema';
import { messagesFor } from '@web/i18n/worker-catalog';
import { type Locale, asLocale } from '@web/i18n/locales';
import type { NotifyConfig } from '../store/notify-config';
import { gameName } from '../notify/mail';
import { deadlineOf, timingOf } from '../store/clocks';
import type { Db } from '../store/db';
import { roundEndsOf } from '../tournaments/tournaments';
import type { IcsEvent } from './ics';
import { type FeedOwner, ownerKey } from '../store/calendar-url';

export { calendarUrl, readFeedId, seatCalendarUrl } from '../store/calendar-url';
import { seatCalendarUrl } from '../store/calendar-url';

/** A player's feed generation (0 until a new link is made). */
export async function feedGen(db: Db, owner: { kind: 'player'; playerId: string }): Promise<number> {
  const row = await db.query.calendarFeeds.findFirst({ where: eq(calendarFeeds.owner, ownerKey(owner)) });
  return row?.gen ?? 0;
}

/** "New link" of a player's feed: its next generation, returned; the old URL answers 404 from now on. */
export async function renewFeed(db: Db, owner: { kind: 'player'; playerId: string }, now: number): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ owner: ownerKey(owner), gen: 1, updatedAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.owner, set: { gen: sql`${calendarFeeds.gen} + 1`, updatedAt: now } })
    .returning({ gen: calendarFeeds.gen });
  return row?.gen ?? 1;
}

/**
 * What the seat's notification settings carry from the game's row, the seat by its token's hash:
 * its calendar's URL (none for a seat from before derived seat links) and its time zone.
 */
export async function seatRowSettings(
  db: Db,
  config: Pick<NotifyConfig, 'secret' | 'origin'>,
  gameId: string,
  tokenHash: string,
): Promise<{ calendarUrl?: string; timeZone?: string }> {
  const [row, game] = await Promise.all([
    db.query.seats.findFirst({ where: and(eq(seats.gameId, gameId), eq(seats.tokenHash, tokenHash)), columns: { seat: true } }),
    db.query.games.findFirst({ where: eq(games.id, gameId), columns: { id: true, seats: true } }),
  ]);
  if (!row || !game) return {};
  const url = await seatCalendarUrl(config, game, row.seat);
  const zone = game.seats[row.seat]?.tz;
  return { ...(url ? { calendarUrl: url } : {}), ...(zone ? { timeZone: zone } : {}) };
}

/** How long before its deadline a move's event starts: a block the calendar shows, ending at the deadline. */
export const EVENT_MS = 30 * 60_000;

type RoundEnd = { tournamentId: string; name: string; round: number; endsAt: number };

/** The running, unfinished tournament round a game is a table of, if any (the seat's feed). */
async function roundEndOfGame(db: Db, gameId: string): Promise<RoundEnd[]> {
  const rows = await db
    .select({ t: tournaments, round: tournamentRounds.round, endsAt: tournamentRounds.endsAt })
    .from(tournamentTables)
    .innerJoin(tournamentRounds, and(eq(tournamentRounds.tournamentId, tournamentTables.tournamentId), eq(tournamentRounds.round, tournamentTables.round)))
    .innerJoin(tournaments, eq(tournaments.id, tournamentTables.tournamentId))
    .where(and(eq(tournamentTables.gameId, gameId), eq(tournaments.status, 'running'), isNull(tournamentRounds.endedAt)));
  return rows.map((r) => ({ tournamentId: r.t.id, name: r.t.settings.name, round: r.round, endsAt: r.endsAt }));
}

/** The events of a feed, or null when the id is no longer valid (a new link made, the seat given away, the game gone). */
export async function feedEvents(db: Db, config: Pick<NotifyConfig, 'origin'>, owner: FeedOwner): Promise<{ events: IcsEvent[]; locale: Locale } | null> {
  let held: { game: GameRow; seat: number; language: string | null }[];
  let rounds: RoundEnd[];
  let language: string | null = null;
  if (owner.kind === 'player') {
    const [feed, player, rows, ends] = await Promise.all([
      feedGen(db, owner),
      db.query.players.findFirst({ where: (p, { eq }) => eq(p.id, owner.playerId), columns: { settings: true } }),
      db.select({ gameId: seats.gameId, seat: seats.seat, language: seats.language }).from(seats).where(eq(seats.playerId, owner.playerId)),
      roundEndsOf(db, owner.playerId),
    ]);
    if (!player || feed !== owner.gen) return null;
    language = player.settings.language ?? null;
    const ids = [...new Set(rows.map((r) => r.gameId))];
    const gameRows = ids.length
      ? await db
          .select()
          .from(games)
          .where(and(inArray(games.id, ids), eq(games.status, 'active')))
      : [];
    const byId = new Map(gameRows.map((g) => [g.id, g]));
    held = rows.flatMap((r) => {
      const game = byId.get(r.gameId);
      return game ? [{ game, seat: r.seat, language: r.language }] : [];
    });
    rounds = ends;
  } else {
    const [game, row] = await Promise.all([
      db.query.games.findFirst({ where: eq(games.id, owner.gameId) }),
      db.query.seats.findFirst({ where: and(eq(seats.gameId, owner.gameId), eq(seats.seat, owner.seat)), columns: { language: true } }),
    ]);
    const info = game?.seats[owner.seat];
    if (!game || !row || info?.gen !== owner.link || (info.calendar ?? 0) !== owner.gen) return null;
    held = game.status === 'active' ? [{ game, seat: owner.seat, language: row.language }] : [];
    rounds = game.status === 'active' ? await roundEndOfGame(db, game.id) : [];
  }
  const locale = asLocale(language ?? held.find((h) => h.language)?.language) ?? 'en';
  const m = messagesFor(locale);
  const host = new URL(config.origin).hostname;
  const events: IcsEvent[] = [];
  for (const { game, seat } of held) {
    const clock = game.active.includes(seat) ? game.clocks.find((c) => c.seat === seat) : undefined;
    const deadline = clock ? deadlineOf(clock, timingOf(game)) : null;
    if (deadline === null) continue;
    events.push({
      // One event per game and seat: each turn's deadline moves it (a calendar updates it by its UID).
      uid: `deadline-${game.id}-${seat}@${host}`,
      sequence: game.version,
      start: deadline - EVENT_MS,
      end: deadline,
      summary: m.mailReply.calendarSummary(gameName(game, seat, m.mail)),
      description: m.mailReply.calendarDescription(m.mail.utc(deadline)),
      url: `${config.origin}/g/${game.id}`,
    });
  }
  const seen = new Set<string>();
  for (const r of rounds) {
    const uid = `round-${r.tournamentId}-${r.round}@${host}`;
    if (seen.has(uid)) continue;
    seen.add(uid);
    events.push({
      uid,
      sequence: r.round,
      start: r.endsAt - EVENT_MS,
      end: r.endsAt,
      summary: m.mailReply.calendarRoundSummary(r.name, r.round),
      description: m.mailReply.calendarRoundDescription(m.mail.utc(r.endsAt)),
      url: `${config.origin}/t/${r.tournamentId}`,
    });
  }
  events.sort((a, b) => a.end - b.end || a.uid.localeCompare(b.uid));
  return { events, locale };
}
