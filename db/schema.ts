/**
 * D1 tables (drizzle). A game is its seed plus its append-only action log;
 * `games.state` is a cache that a replay must reproduce.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const games = sqliteTable(
  'games',
  {
    id: text('id').primaryKey(),
    ruleset: text('ruleset').notNull(),
    engineVersion: integer('engine_version').notNull(),
    options: text('options', { mode: 'json' }).notNull(),
    /** Secret until the game ends: it would reveal every deck order. */
    seed: text('seed').notNull(),
    players: integer('players').notNull(),
    status: text('status', { enum: ['waiting', 'active', 'finished', 'aborted'] }).notNull(),
    /** Number of accepted actions: +1 per action. */
    version: integer('version').notNull().default(0),
    /** +1 on any change a client could see (joins, actions): the ETag's basis. */
    revision: integer('revision').notNull().default(0),
    joinCode: text('join_code').notNull(),
    listed: integer('listed', { mode: 'boolean' }).notNull().default(true),
    /**
     * Every seat's name, join flag and token hash, so a poll or a move reads one row.
     * Never sent as is: the payload picks the public fields.
     */
    seats: text('seats', { mode: 'json' }).notNull(),
    state: text('state', { mode: 'json' }),
    /** Public log entries, appended with each action. */
    log: text('log', { mode: 'json' }).notNull().default(sql`'[]'`),
    active: text('active', { mode: 'json' }).notNull().default(sql`'[]'`),
    result: text('result', { mode: 'json' }),
    createdAt: integer('created_at').notNull(),
    startedAt: integer('started_at'),
    updatedAt: integer('updated_at').notNull(),
    finishedAt: integer('finished_at'),
  },
  (t) => [
    uniqueIndex('games_join_code').on(t.joinCode),
    index('games_archive').on(t.status, t.listed, t.finishedAt, t.id),
    index('games_archive_ruleset').on(t.ruleset, t.status, t.listed, t.finishedAt, t.id),
  ],
);

export const seats = sqliteTable(
  'seats',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    seat: integer('seat').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    /** SHA-256 of the seat token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    joinedAt: integer('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat] }), uniqueIndex('seats_token_hash').on(t.tokenHash)],
);

/** The append-only log: the primary key makes a racing second writer fail its whole batch. */
export const actions = sqliteTable(
  'actions',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    seq: integer('seq').notNull(),
    seat: integer('seat').notNull(),
    action: text('action', { mode: 'json' }).notNull(),
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);

export type GameRow = typeof games.$inferSelect;
/** One entry of `games.seats`. `tokenHash` is server-only; `bot` marks a seat played by a bot (no token). */
export type SeatInfo = { seat: number; name: string; joined: boolean; tokenHash?: string; bot?: 'random' | 'good' };
