/**
 * The public lists: the archive (finished, listed games, newest first), "live
 * now" (listed games in progress) and per-ruleset statistics. Both lists are
 * keyset-paginated on an index (db/schema.ts: games_archive, games_archive_ruleset,
 * games_live, seats_player); no OFFSET. Unlisted games never appear.
 */
import { type SQL, and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteSelect } from 'drizzle-orm/sqlite-core';
import { games, seats } from '@db/schema';
import { getRuleset } from '@engine/index';
import type { ArchivePage, JoinPreview, LivePage, OpenPage, StatsPage } from '@schema/api';
import type { Db } from '../store/db';
import { type Cursor, decodeCursor, pageOf } from '../store/cursor';
import { errors } from '../store/refusal';
import { seatRatings } from '../players/profiles';
import { iso, timeControlOf } from '../store/payload';
import { botsOf } from '@schema/bot-seats';
import { withNames } from './record';

/** Rows strictly after the cursor in (time desc, id desc) order. */
function after(time: SQLiteColumn, cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(time, cursor.key), and(eq(time, cursor.key), lt(games.id, cursor.id)));
}

/**
 * Games in which someone of this name sat: case-insensitive for ASCII letters,
 * the same `lower()` as the seats_player index, so the lookup is an index search.
 */
function withPlayer(db: Db, player: string | undefined): SQL | undefined {
  if (!player) return undefined;
  return inArray(
    games.id,
    db
      .select({ id: seats.gameId })
      .from(seats)
      .where(eq(sql`lower(${seats.name})`, sql`lower(${player})`)),
  );
}

export interface ListQuery {
  ruleset?: string;
  player?: string;
  /** A tournament's games only (#46). */
  tournament?: string;
  cursor?: string;
  limit: number;
}

/**
 * Listed games of one status, newest first by `time`, after the cursor, with the query's filters,
 * one row more than the page (`pageOf`): what the archive and "Live now" ask of their selects
 * (drizzle's dynamic query building, so each keeps its own columns and row type).
 */
function listed<T extends SQLiteSelect>(select: T, db: Db, status: 'finished' | 'active', time: SQLiteColumn, query: ListQuery) {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  return select
    .where(
      and(
        query.ruleset ? eq(games.ruleset, query.ruleset) : undefined,
        eq(games.status, status),
        // A game in play is public only when its host chose "Live now"; a finished one when listed.
        status === 'active' ? eq(games.liveListed, true) : eq(games.listed, true),
        after(time, cursor),
        withPlayer(db, query.player),
        query.tournament ? eq(games.tournamentId, query.tournament) : undefined,
      ),
    )
    .orderBy(desc(time), desc(games.id))
    .limit(query.limit + 1);
}

/** What every entry of both lists shows: the game, its ruleset, its players and how many actions were played. */
const LISTED_COLUMNS = { id: games.id, ruleset: games.ruleset, seats: games.seats, version: games.version };

/** The archive's query, apart so a test can ask SQLite for its plan. */
export function archiveQuery(db: Db, query: ListQuery) {
  const fields = {
    ...LISTED_COLUMNS,
    finishedAt: games.finishedAt,
    result: games.result,
    tournamentId: games.tournamentId,
    tournamentRound: games.tournamentRound,
  };
  return listed(db.select(fields).from(games).$dynamic(), db, 'finished', games.finishedAt, query);
}

export async function archivePage(db: Db, query: ListQuery): Promise<ArchivePage> {
  const { page, next } = pageOf(await archiveQuery(db, query), query.limit, (r) => ({ key: r.finishedAt ?? 0, id: r.id }));
  return {
    games: page.map((r) => ({
      gameId: r.id,
      ruleset: r.ruleset,
      players: r.seats.map((s) => s.name),
      ...botsOf(r.seats),
      finishedAt: iso(r.finishedAt ?? 0),
      result: withNames(r.result ?? { winners: [] }, r.seats),
      actions: r.version,
      ...(r.tournamentId && r.tournamentRound !== null ? { tournament: { id: r.tournamentId, round: r.tournamentRound } } : {}),
    })),
    next,
  };
}

/** "Live now": games in progress whose host chose to show them, the most recently started first. */
export function liveQuery(db: Db, query: ListQuery) {
  const fields = { ...LISTED_COLUMNS, startedAt: games.startedAt, updatedAt: games.updatedAt, active: games.active };
  return listed(db.select(fields).from(games).$dynamic(), db, 'active', games.startedAt, query);
}

/** Public facts only: names, whose turn, how far along. Never the seed, the state or a token hash. */
export async function livePage(db: Db, query: ListQuery): Promise<LivePage> {
  const { page, next } = pageOf(await liveQuery(db, query), query.limit, (r) => ({ key: r.startedAt ?? 0, id: r.id }));
  return {
    games: page.map((r) => {
      const names = r.seats.map((s) => s.name);
      return {
        gameId: r.id,
        ruleset: r.ruleset,
        players: names,
        ...botsOf(r.seats),
        active: r.active.map((s) => names[s] ?? `Seat ${s + 1}`),
        actions: r.version,
        startedAt: iso(r.startedAt ?? 0),
        updatedAt: iso(r.updatedAt),
      };
    }),
    next,
  };
}

/**
 * Per-ruleset figures over the archive, by SQL aggregates in one round trip: games and
 * total length per (ruleset, player count), wins per seat from the stored result's winner
 * list, how many games took each length, how many ended with each score spread (best minus
 * worst), and how often each option value was played. No game row leaves the database.
 */
export async function archiveStats(db: Db): Promise<StatsPage> {
  const archived = and(eq(games.status, 'finished'), eq(games.listed, true));
  const [totals, wins, lengths, spreads, options, firsts] = await db.batch([
    db
      .select({
        ruleset: games.ruleset,
        players: games.players,
        games: sql<number>`count(*)`,
        actions: sql<number>`sum(${games.version})`,
      })
      .from(games)
      .where(archived)
      .groupBy(games.ruleset, games.players),
    // One row per winner of each archived game (json_each over result.winners), counted per seat.
    db
      .select({
        ruleset: sql<string>`g.ruleset`,
        players: sql<number>`g.players`,
        seat: sql<number>`cast(w.value as integer)`,
        wins: sql<number>`count(*)`,
      })
      .from(sql`${games} as g, json_each(g.result, '$.winners') as w`)
      .where(sql`g.status = 'finished' and g.listed = 1`)
      .groupBy(sql`g.ruleset, g.players, w.value`),
    db
      .select({ ruleset: games.ruleset, players: games.players, length: games.version, games: sql<number>`count(*)` })
      .from(games)
      .where(archived)
      .groupBy(games.ruleset, games.players, games.version),
    // One row per archived game with scores (its spread), then counted per spread.
    db
      .select({ ruleset: sql<string>`ruleset`, players: sql<number>`players`, spread: sql<number>`spread`, games: sql<number>`count(*)` })
      .from(
        sql`(select g.ruleset as ruleset, g.players as players, max(cast(s.value as real)) - min(cast(s.value as real)) as spread
             from ${games} as g, json_each(g.result, '$.scores') as s
             where g.status = 'finished' and g.listed = 1 and s.type in ('integer', 'real')
             group by g.id)`,
      )
      .groupBy(sql`ruleset, players, spread`),
    db
      .select({
        ruleset: sql<string>`g.ruleset`,
        option: sql<string>`o.key`,
        value: sql<string>`case when o.type in ('true', 'false') then o.type else cast(o.value as text) end`,
        games: sql<number>`count(*)`,
      })
      .from(sql`${games} as g, json_each(g.options) as o`)
      .where(sql`g.status = 'finished' and g.listed = 1`)
      .groupBy(sql`g.ruleset, o.key, 3`),
    // The first move's seat (kept since migration 0019) against the winners.
    db
      .select({
        ruleset: games.ruleset,
        players: games.players,
        games: sql<number>`count(*)`,
        wins: sql<number>`sum(exists (select 1 from json_each(${games.result}, '$.winners') as w where cast(w.value as integer) = ${games.firstSeat}))`,
      })
      .from(games)
      .where(and(archived, sql`${games.firstSeat} is not null`))
      .groupBy(games.ruleset, games.players),
  ]);
  const byRuleset = new Map<string, StatsPage['rulesets'][number]>();
  for (const t of totals.sort((a, b) => a.players - b.players)) {
    let entry = byRuleset.get(t.ruleset);
    if (!entry) {
      const played = options.filter((o) => o.ruleset === t.ruleset).map(({ option, value, games }) => ({ option, value, games }));
      played.sort((a, b) => a.option.localeCompare(b.option) || b.games - a.games || a.value.localeCompare(b.value));
      entry = { ruleset: t.ruleset, title: getRuleset(t.ruleset)?.title ?? t.ruleset, games: 0, averageLength: 0, byPlayers: [], options: played };
      byRuleset.set(t.ruleset, entry);
    }
    const seatsWins = Array.from({ length: t.players }, (_, seat) => {
      const won = wins.find((w) => w.ruleset === t.ruleset && w.players === t.players && w.seat === seat)?.wins ?? 0;
      return { seat, wins: won, winRate: won / t.games };
    });
    const here = <T extends { ruleset: string; players: number }>(r: T) => r.ruleset === t.ruleset && r.players === t.players;
    entry.byPlayers.push({
      players: t.players,
      games: t.games,
      averageLength: t.actions / t.games,
      seats: seatsWins,
      lengths: lengths
        .filter(here)
        .map(({ length, games }) => ({ length, games }))
        .sort((a, b) => a.length - b.length),
      scoreSpreads: spreads
        .filter(here)
        .map(({ spread, games }) => ({ spread, games }))
        .sort((a, b) => a.spread - b.spread),
      firstPlayer: (({ games, wins }) => ({ games, wins }))(firsts.find(here) ?? { games: 0, wins: 0 }),
    });
    entry.averageLength = (entry.averageLength * entry.games + t.actions) / (entry.games + t.games);
    entry.games += t.games;
  }
  return { rulesets: [...byRuleset.values()].sort((a, b) => b.games - a.games || a.ruleset.localeCompare(b.ruleset)) };
}

/** An open game nobody finishes joining is closed after this time (the cron; mails say so). */
export const OPEN_GAME_TTL_MS = 7 * 24 * 3_600_000;

/** The open games query (waiting, open, newest first), apart so a test can ask SQLite for its plan. */
/** The open list's filters (issue #32): rated or casual, the time control, the host's rating in the ruleset. */
export interface OpenFilters {
  rated?: boolean | undefined;
  /** `none`: games without a turn deadline; a number: a deadline of at most that many hours. */
  deadline?: 'none' | number | undefined;
  minRating?: number | undefined;
  maxRating?: number | undefined;
}

function openFilters(f: OpenFilters): SQL | undefined {
  // A host with no rating in the ruleset yet counts as a newcomer (1000); a host who is not signed in has none.
  const hostRating = sql`(select coalesce(r.rating, 1000) from seats s left join ratings r on r.player_id = s.player_id and r.ruleset = ${games.ruleset}
    where s.game_id = ${games.id} and s.seat = 0 and s.player_id is not null)`;
  return and(
    f.rated === undefined ? undefined : eq(games.rated, f.rated),
    // A bank game counts by its starting time; "none" is a game with no clock at all.
    f.deadline === undefined
      ? undefined
      : f.deadline === 'none'
        ? sql`${games.deadlineHours} is null and json_extract(${games.timeRules}, '$.bank') is null`
        : sql`coalesce(${games.deadlineHours}, json_extract(${games.timeRules}, '$.bank.initialHours')) <= ${f.deadline}`,
    f.minRating === undefined ? undefined : sql`${hostRating} >= ${f.minRating}`,
    f.maxRating === undefined ? undefined : sql`${hostRating} <= ${f.maxRating}`,
  );
}

export function openQuery(db: Db, query: Omit<ListQuery, 'player'> & OpenFilters) {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  return db
    .select({
      id: games.id,
      ruleset: games.ruleset,
      options: games.options,
      seats: games.seats,
      players: games.players,
      createdAt: games.createdAt,
      joinCode: games.joinCode,
      rated: games.rated,
      deadlineHours: games.deadlineHours,
    })
    .from(games)
    .where(
      and(
        query.ruleset ? eq(games.ruleset, query.ruleset) : undefined,
        eq(games.status, 'waiting'),
        eq(games.open, true),
        after(games.createdAt, cursor),
        openFilters(query),
      ),
    )
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(query.limit + 1);
}

/** "Open games": anyone may take a seat; joining is the usual join by the game's code. */
export async function openPage(db: Db, query: Omit<ListQuery, 'player'> & OpenFilters): Promise<OpenPage> {
  const { page, next } = pageOf(await openQuery(db, query), query.limit, (r) => ({ key: r.createdAt, id: r.id }));
  const rated = await seatRatings(
    db,
    page.map((r) => r.id),
  );
  return {
    games: page.map((r) => ({
      gameId: r.id,
      ruleset: r.ruleset,
      title: getRuleset(r.ruleset)?.title ?? r.ruleset,
      options: r.options,
      host: r.seats[0]?.name ?? 'Seat 1',
      players: r.players,
      seatsLeft: r.seats.filter((s) => !s.joined).length,
      createdAt: iso(r.createdAt),
      expiresAt: iso(r.createdAt + OPEN_GAME_TTL_MS),
      joinCode: r.joinCode,
      rated: r.rated,
      deadlineHours: r.deadlineHours ?? null,
      ratings: rated.get(r.id) ?? {},
    })),
    next,
  };
}

/**
 * What an invite link leads to, before anyone types a name: the ruleset, who is seated, the
 * seats left, the options and the deadline policy. The join code is the invitation itself, so
 * whoever holds it may see this much (as much as a spectator sees of the game).
 */
export async function joinPreview(db: Db, joinCode: string): Promise<JoinPreview> {
  const game = await db.query.games.findFirst({ where: eq(games.joinCode, joinCode) });
  if (!game) throw errors.unknownJoinCode();
  return {
    gameId: game.id,
    ruleset: game.ruleset,
    title: getRuleset(game.ruleset)?.title ?? game.ruleset,
    status: game.status,
    options: game.options,
    host: game.seats[0]?.name ?? 'Seat 1',
    players: game.seats.map((s) => ({ seat: s.seat, name: s.joined ? s.name : null, joined: s.joined, ...(s.bot ? { bot: s.bot } : {}) })),
    seatsLeft: game.status === 'waiting' ? game.seats.filter((s) => !s.joined).length : 0,
    deadlineHours: game.deadlineHours ?? null,
    onTimeout: game.onTimeout,
    timeControl: timeControlOf(game),
    weekendsOff: game.timeRules.weekendsOff === true,
    open: game.open,
    createdAt: iso(game.createdAt),
    rated: game.rated,
    ratings: (await seatRatings(db, [game.id])).get(game.id) ?? {},
  };
}
