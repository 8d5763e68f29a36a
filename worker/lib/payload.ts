/**
 * Builds the contract's game payload from a stored game row. Which seat's view
 * is shown is decided by the caller; the ruleset's `view` strips the secrets.
 */
import type { GameRow, SeatInfo } from '../../db/schema';
import { deadlineOf } from './clocks';
import type { AnyRuleset, LogEntry } from '../../engine';
import type { GamePayload, LogLine, PlayerInfo } from '../../schema/api';
import { nameSeats } from '../../schema/names';

export const iso = (ms: number) => new Date(ms).toISOString();

export { nameSeats };

export function formatLog(entries: readonly LogEntry[], seats: readonly SeatInfo[]): LogLine[] {
  return entries.map((e, i) => ({ ...e, seq: i + 1, text: nameSeats(e.text, seats) }));
}

export function buildPayload(ruleset: AnyRuleset, game: GameRow, seat: number | null): GamePayload {
  const seats = game.seats;
  const players: PlayerInfo[] = seats.map((s) => ({ seat: s.seat, name: s.name, joined: s.joined, ...(s.bot ? { bot: s.bot } : {}) }));
  const state = game.state;
  const started = state !== null && game.status !== 'waiting';
  const result = game.result;
  const payload: GamePayload = {
    gameId: game.id,
    ruleset: game.ruleset,
    title: ruleset.title,
    options: game.options,
    status: game.status,
    version: game.version,
    seat,
    players,
    active: game.active,
    view: started ? ruleset.view(state, seat) : {},
    actions: started && game.status === 'active' && seat !== null ? ruleset.actions(state, seat) : [],
    log: formatLog(game.log, seats),
    createdAt: iso(game.createdAt),
    updatedAt: iso(game.updatedAt),
    deadlineHours: game.deadlineHours ?? null,
    onTimeout: game.onTimeout,
    clocks: game.clocks.map((c) => {
      const deadline = deadlineOf(c, { deadlineHours: game.deadlineHours ?? null, onTimeout: game.onTimeout });
      return { seat: c.seat, since: iso(c.since), deadline: deadline === null ? null : iso(deadline) };
    }),
  };
  if (result) payload.result = { ...result, ...(result.summary ? { summary: nameSeats(result.summary, seats) } : {}) };
  if (game.status === 'finished' && started) {
    payload.revealed = ruleset.revealedView(state);
    if (game.finishedAt) payload.finishedAt = iso(game.finishedAt);
  }
  if (game.status === 'waiting' && seat !== null) payload.joinCode = game.joinCode;
  return payload;
}

/** Weak ETag of one seat's payload: it changes whenever the stored game does. */
export function etagFor(game: Pick<GameRow, 'id' | 'revision'>, seat: number | null): string {
  return `W/"${game.id}.${game.revision}.${seat ?? 's'}"`;
}
