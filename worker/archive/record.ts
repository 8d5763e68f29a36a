/**
 * A finished game's `stonehenge-record/1` (docs/record-format.md), built from its row and action log.
 * The record numbers its actions 1, 2, …: a version a take-back inside the window spent has no row.
 */
import type { GameRow } from '@db/schema';
import type { GameRecord } from '@schema/api';
import { nameSeats } from '@schema/names';
import { iso } from '../store/payload';
import { botsOf } from '@schema/bot-seats';

export type ActionRow = { seq: number; seat: number; action: unknown; at: number };

export function buildRecord(game: GameRow, rows: readonly ActionRow[]): GameRecord {
  return {
    format: 'stonehenge-record/1',
    gameId: game.id,
    ruleset: game.ruleset,
    engineVersion: game.engineVersion,
    options: game.options,
    seed: game.seed,
    players: game.seats.map((s) => ({ seat: s.seat, name: s.name, ...(s.formerly?.length ? { formerly: [...s.formerly] } : {}) })),
    ...botsOf(game.seats),
    actions: rows.map((r, i) => ({ seq: i + 1, seat: r.seat, action: r.action as GameRecord['actions'][number]['action'], at: iso(r.at) })),
    result: withNames(game.result ?? { winners: [] }, game.seats),
    createdAt: iso(game.createdAt),
    finishedAt: iso(game.finishedAt ?? game.updatedAt),
    // A game of a tournament names it and its round (#46).
    ...(game.tournamentId && game.tournamentRound !== null ? { tournament: { id: game.tournamentId, round: game.tournamentRound } } : {}),
  };
}

/** A stored result whose summary names seats as `{seat:N}`, with the players' names in it. */
export function withNames<R extends { summary?: string }>(result: R, players: readonly { name: string }[]): R {
  return result.summary ? { ...result, summary: nameSeats(result.summary, players) } : result;
}
