/**
 * A game's row as D1 would hold it, made by hand from an engine state: for the page tests that
 * render payloads (buildPayload) without a database. Every column a payload reads is set, so a
 * new column needs one line here.
 */
import type { GameRow, SeatInfo } from '@db/schema';
import type { AnyRuleset } from '@engine/index';

export function gameRowAt(
  ruleset: AnyRuleset,
  at: { options: Record<string, unknown>; seats: SeatInfo[]; state: unknown; step: number; logLength: number },
): GameRow {
  const status = ruleset.status(at.state);
  return {
    id: 'g1',
    ruleset: ruleset.id,
    engineVersion: 1,
    options: at.options,
    seed: 'x',
    players: at.seats.length,
    status: status.finished ? 'finished' : 'active',
    version: at.step,
    revision: at.step,
    joinCode: 'j',
    listed: true,
    seats: at.seats,
    state: at.state,
    logLength: at.logLength,
    active: status.active,
    result: status.finished ? status.result : null,
    createdAt: 0,
    startedAt: 0,
    updatedAt: 0,
    finishedAt: status.finished ? 0 : null,
    clocks: [],
    timeRules: {},
    absent: null,
    takeBackSeconds: 0,
    deadlineHours: null,
    onTimeout: 'remind',
    webhookUrl: null,
    nextCheckAt: null,
  } as unknown as GameRow;
}
