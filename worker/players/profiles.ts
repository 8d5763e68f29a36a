/**
 * Public faces of players (issue #32): the profile at /p/<handle> and the leaderboard of a
 * ruleset. They show the chosen name and handle, never an address or an internal id.
 */
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { getRuleset } from '@engine/index';
import { type PlayerRow, games, players, ratingHistory, ratings, seats, tournamentPlayers, tournaments } from '@db/schema';
import type { Db } from '../store/db';
import { decodeCursor, pageOf } from '../store/cursor';
import { errors } from '../store/refusal';
import { iso } from '../store/payload';
import { botsOf } from '@schema/bot-seats';
import { profileErrors } from './accounts';
import { PROVISIONAL_GAMES } from '../store/ratings';

/** Points of the profile's chart per ruleset: the newest ones. */
const HISTORY_POINTS = 50;
const RECENT_GAMES = 10;
/** Tournaments a profile lists: the newest the player entered (issue #58). */
const PROFILE_TOURNAMENTS = 20;

export async function profileOf(db: Db, handle: string) {
  const player = await db.query.players.findFirst({ where: eq(players.handle, handle.toLowerCase()) });
  if (!player) throw profileErrors.unknownPlayer();
  return publicProfile(db, player);
}

export async function publicProfile(db: Db, player: PlayerRow) {
  const timedOut = sql<number>`exists (select 1 from json_each(${games.result}, '$.forfeit.seats') where value = ${seats.seat})`;
  const won = sql<number>`exists (select 1 from json_each(${games.result}, '$.winners') where value = ${seats.seat})`;
  const [ratingRows, historyRows, finishedRows, recentRows, tournamentRows] = await db.batch([
    db.select().from(ratings).where(eq(ratings.playerId, player.id)),
    db
      .select({ ruleset: ratingHistory.ruleset, rating: ratingHistory.rating, at: ratingHistory.at, gameId: ratingHistory.gameId })
      .from(ratingHistory)
      .where(eq(ratingHistory.playerId, player.id))
      .orderBy(desc(ratingHistory.at))
      .limit(HISTORY_POINTS * 4),
    db
      .select({ ruleset: games.ruleset, finished: sql<number>`count(*)`, timedOut: sql<number>`sum(${timedOut})`, won: sql<number>`sum(${won})` })
      .from(seats)
      .innerJoin(games, eq(games.id, seats.gameId))
      .where(and(eq(seats.playerId, player.id), eq(games.status, 'finished')))
      .groupBy(games.ruleset),
    db
      .select({
        game: { id: games.id, ruleset: games.ruleset, finishedAt: games.finishedAt, seats: games.seats, result: games.result, rated: games.rated },
        seat: seats.seat,
      })
      .from(seats)
      .innerJoin(games, eq(games.id, seats.gameId))
      .where(and(eq(seats.playerId, player.id), eq(games.status, 'finished'), eq(games.listed, true)))
      .orderBy(desc(games.finishedAt))
      .limit(RECENT_GAMES),
    // The tournaments the player entered (none cancelled), newest first.
    db
      .select({ t: tournaments, withdrawn: tournamentPlayers.withdrawnAt })
      .from(tournamentPlayers)
      .innerJoin(tournaments, eq(tournaments.id, tournamentPlayers.tournamentId))
      .where(and(eq(tournamentPlayers.playerId, player.id), sql`${tournaments.status} != 'cancelled'`))
      .orderBy(desc(tournaments.createdAt), desc(tournaments.id))
      .limit(PROFILE_TOURNAMENTS),
  ]);
  const ratingsOut: Record<string, { rating: number; games: number; provisional: boolean; history: { at: string; rating: number }[] }> = {};
  for (const r of ratingRows) {
    const history = historyRows
      .filter((h) => h.ruleset === r.ruleset)
      .slice(0, HISTORY_POINTS)
      .reverse()
      .map((h) => ({ at: iso(h.at), rating: h.rating }));
    ratingsOut[r.ruleset] = { rating: r.rating, games: r.games, provisional: r.games < PROVISIONAL_GAMES, history };
  }
  const finished: Record<string, number> = {};
  const wins: Record<string, number> = {};
  let total = 0;
  let lateTotal = 0;
  for (const f of finishedRows) {
    finished[f.ruleset] = Number(f.finished);
    wins[f.ruleset] = Number(f.won ?? 0);
    total += Number(f.finished);
    lateTotal += Number(f.timedOut ?? 0);
  }
  return {
    handle: player.handle,
    name: player.name,
    since: iso(player.createdAt),
    ratings: ratingsOut,
    finished,
    /** Of the finished games, how many this player won (a shared win counts), by ruleset (#45 item 8). */
    wins,
    /** Finished games, and how many of them this player lost on time (a forfeit). Stand-ins the table chose (bots) do not count. */
    reliability: { finished: total, timedOut: lateTotal },
    /** The tournaments the player entered (issue #58), newest first. */
    tournaments: tournamentRows.map(({ t, withdrawn }) => ({
      id: t.id,
      name: t.settings.name,
      ruleset: t.ruleset,
      format: t.format,
      status: t.status,
      withdrawn: withdrawn !== null,
    })),
    recent: recentRows.map(({ game, seat }) => ({
      gameId: game.id,
      ruleset: game.ruleset,
      title: getRuleset(game.ruleset)?.title ?? game.ruleset,
      finishedAt: game.finishedAt === null ? null : iso(game.finishedAt),
      players: game.seats.map((s) => s.name),
      ...botsOf(game.seats),
      seat,
      won: game.result?.winners.includes(seat) ?? false,
      rated: game.rated,
      // The result as the profile says it (#45 item 8): who won, this seat's score, and how it ended for it.
      winners: (game.result?.winners ?? []).map((w) => game.seats[w]?.name ?? ''),
      ...(typeof game.result?.scores?.[String(seat)] === 'number' ? { score: game.result.scores[String(seat)] } : {}),
      ...(game.result?.resigned?.includes(seat) ? { resigned: true as const } : {}),
      ...(game.result?.forfeit?.seats.includes(seat) ? { timedOut: true as const } : {}),
    })),
  };
}

/** A ruleset's players by rating, best first, keyset-paginated on (rating, player) in the index's order. */
export async function leaderboard(db: Db, ruleset: string, query: { cursor?: string | undefined; limit: number }) {
  if (!getRuleset(ruleset)) throw errors.unknownRuleset(ruleset);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select({ id: ratings.playerId, rating: ratings.rating, games: ratings.games, handle: players.handle, name: players.name })
    .from(ratings)
    .innerJoin(players, eq(players.id, ratings.playerId))
    .where(
      and(
        eq(ratings.ruleset, ruleset),
        cursor ? or(lt(ratings.rating, cursor.key), and(eq(ratings.rating, cursor.key), lt(ratings.playerId, cursor.id))) : undefined,
      ),
    )
    .orderBy(desc(ratings.rating), desc(ratings.playerId))
    .limit(query.limit + 1);
  const { page, next } = pageOf(rows, query.limit, (r) => ({ key: r.rating, id: r.id }));
  return {
    players: page.map((r) => ({ handle: r.handle, name: r.name, rating: r.rating, games: r.games, provisional: r.games < PROVISIONAL_GAMES })),
    next,
  };
}

/** Ratings of the players holding a game's seats, by seat (for the game page, the join page and the open list). */
export async function seatRatings(
  db: Db,
  gameIds: readonly string[],
): Promise<Map<string, Record<number, { handle: string; rating: number; provisional: boolean }>>> {
  const out = new Map<string, Record<number, { handle: string; rating: number; provisional: boolean }>>();
  if (!gameIds.length) return out;
  const rows = await db
    .select({ gameId: seats.gameId, seat: seats.seat, handle: players.handle, rating: ratings.rating, games: ratings.games })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .innerJoin(players, eq(players.id, seats.playerId))
    .leftJoin(ratings, and(eq(ratings.playerId, seats.playerId), eq(ratings.ruleset, games.ruleset)))
    .where(sql`${seats.gameId} in (select value from json_each(${JSON.stringify(gameIds)}))`);
  for (const r of rows) {
    const byGame = out.get(r.gameId) ?? {};
    byGame[r.seat] = { handle: r.handle, rating: r.rating ?? 1000, provisional: (r.games ?? 0) < PROVISIONAL_GAMES };
    out.set(r.gameId, byGame);
  }
  return out;
}
