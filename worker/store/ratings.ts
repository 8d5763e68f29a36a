/**
 * Ratings per ruleset (issue #32) with OpenSkill (Weng–Lin, Plackett–Luce, the library's
 * defaults: mu 25, sigma 25/3). A rated game's ratings change in the same guarded batch that ends
 * it (`ratedEnd`, called by the move store's commitActions): the statements below run only where
 * the game row carries that batch's write id, and the batch's UPDATE of the game also requires
 * each player's rating to be the one read (its `games` count is its version), so two rated games
 * ending at once for the same player never lose an update: the second batch applies nothing, and
 * the move store computes it again from the ratings as they are now. The rulings (ranks, forfeits,
 * bots, resignations, provisional ratings) are in docs/players.md.
 */
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { ordinal, rate, rating as newRating } from 'openskill';
import { type GameRow, ratingHistory, ratings, seats } from '@db/schema';
import type { GameResultInfo } from '@schema/api';
import type { Db } from './db';

/** A rating is provisional until this many rated games in its ruleset. */
export const PROVISIONAL_GAMES = 5;

/** What pages show: the library's ordinal (mu − 3 sigma, 0 for a newcomer) on a friendlier scale; 1000 for a newcomer. */
export function displayRating(r: { mu: number; sigma: number }): number {
  return Math.round(1000 + 40 * ordinal(r));
}

/**
 * Each seat's place (1 = best, ties share a place, the next place skips: 1, 2, 2, 4) from the
 * ruleset's own result: its winners (its tie-breaks already applied) first, then the others by
 * score when the ruleset keeps scores, and any seat that forfeited on time (or resigned, once
 * the time-control branch records `resigned`) last.
 */
export function ranksOf(result: Pick<GameResultInfo, 'winners' | 'scores' | 'forfeit'> & { resigned?: number[] }, seatCount: number): number[] {
  const last = new Set([...(result.forfeit?.seats ?? []), ...(result.resigned ?? [])]);
  const key = (seat: number): [number, number] => {
    if (last.has(seat)) return [2, 0];
    if (result.winners.includes(seat)) return [0, 0];
    return [1, -(result.scores?.[String(seat)] ?? 0)];
  };
  const keys = Array.from({ length: seatCount }, (_, s) => key(s));
  return keys.map(([g, v]) => 1 + keys.filter(([h, w]) => h < g || (h === g && w < v)).length);
}

export interface RatedEnd {
  /** ANDed into the guard of the batch's UPDATE of the game: every rating is still the one read. */
  guard: SQL;
  statements: (guard: SQL) => BatchItem<'sqlite'>[];
}

/**
 * The rating writes of a rated game that this commit ends: reads the seats' players and their
 * ratings (one batch), rates the table with the ruleset's ranks, and returns the guarded writes.
 * Null for a game that is not rated, or when no seat has a player any more.
 */
export async function ratedEnd(
  db: Db,
  game: Pick<GameRow, 'id' | 'ruleset' | 'rated' | 'players'>,
  result: GameResultInfo | null,
  now: number,
): Promise<RatedEnd | null> {
  if (!game.rated || !result) return null;
  const seatRows = await db.select({ seat: seats.seat, playerId: seats.playerId }).from(seats).where(eq(seats.gameId, game.id));
  const held = seatRows.filter((s): s is { seat: number; playerId: string } => s.playerId !== null).sort((a, b) => a.seat - b.seat);
  // One seat per account (issue #43, item 5): an account holding two seats of the game (claimed
  // before that rule) gets no rating from it, and its seats count as newcomers. So an ending never
  // writes two history rows for one account and fails: no game is left unable to finish.
  const holders = held.filter((h) => held.filter((o) => o.playerId === h.playerId).length === 1);
  if (!holders.length) return null;
  const current = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.ruleset, game.ruleset), inArray(ratings.playerId, [...new Set(holders.map((h) => h.playerId))])));
  const ranks = ranksOf(result, game.players);
  // Every seat takes part, so a seat whose account was deleted mid-game still counts as the
  // newcomer it now is; only seats with a player are written.
  const before = Array.from({ length: game.players }, (_, seat) => {
    const playerId = holders.find((h) => h.seat === seat)?.playerId;
    const row = playerId ? current.find((r) => r.playerId === playerId) : undefined;
    return { playerId, games: row?.games ?? 0, rating: row ? { mu: row.mu, sigma: row.sigma } : newRating() };
  });
  const after = rate(
    before.map((b) => [b.rating]),
    { rank: ranks },
  );
  const guards: SQL[] = [];
  const rows: { playerId: string; rank: number; mu: number; sigma: number; rating: number; games: number }[] = [];
  before.forEach((b, seat) => {
    const r = after[seat]?.[0];
    if (!b.playerId || !r) return;
    guards.push(sql`coalesce((select games from ratings where player_id = ${b.playerId} and ruleset = ${game.ruleset}), 0) = ${b.games}`);
    rows.push({ playerId: b.playerId, rank: ranks[seat] as number, mu: r.mu, sigma: r.sigma, rating: displayRating(r), games: b.games + 1 });
  });
  return {
    guard: sql.join(guards, sql` and `),
    statements: (guard) =>
      rows.flatMap((row) => [
        db
          .insert(ratings)
          .select(sql`select ${row.playerId}, ${game.ruleset}, ${row.mu}, ${row.sigma}, ${row.rating}, ${row.games}, ${now} where ${guard}`)
          .onConflictDoUpdate({
            target: [ratings.playerId, ratings.ruleset],
            set: {
              mu: sql`excluded.mu`,
              sigma: sql`excluded.sigma`,
              rating: sql`excluded.rating`,
              games: sql`excluded.games`,
              updatedAt: sql`excluded.updated_at`,
            },
          }),
        db
          .insert(ratingHistory)
          .select(sql`select ${row.playerId}, ${game.id}, ${game.ruleset}, ${row.rank}, ${row.mu}, ${row.sigma}, ${row.rating}, ${now} where ${guard}`),
      ]),
  };
}
