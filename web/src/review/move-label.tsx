/**
 * A move of a replay or a review in its ruleset's own words, as the text mode labels it (#45 item 1:
 * the review's move list and its "the bot would" line said every move with the engine's English
 * names). The label is made from the position the move was played in, seen by the seat that
 * played it; without the ruleset's text mode (not loaded, or a ruleset without one), or for a
 * move its words cannot name, the generic words say it, marked English (`ActionWords`).
 */
import type { ComponentChild } from 'preact';
import type { AnyRuleset } from '@engine/index';
import type { GamePayload, PlayerInfo } from '@schema/api';
import { ActionWords } from '../rulesets/generic/action-words';
import type { Describe } from '../rulesets/types';

export type MoveLabel = (index: number, seat: number, action: { type: string }) => ComponentChild;

/**
 * `states[i]`: the position before the move numbered i + 1 (a replay's steps). `players`: the
 * seats' names as the replay says them, so a move that names a seat names its player (#58: the
 * labels said "Seat 2", the words a ruleset falls back on for a seat it has no name for).
 */
export function moveLabeller(
  ruleset: AnyRuleset,
  rulesetId: string,
  states: readonly unknown[],
  describe: Describe | undefined,
  players: readonly PlayerInfo[],
): MoveLabel {
  const said = new Map<string, string | null>();
  return (index, seat, action) => {
    const key = `${index}:${seat}:${JSON.stringify(action)}`;
    if (!said.has(key)) said.set(key, describe ? labelAt(ruleset, rulesetId, states[index], seat, action, describe, players) : null);
    return said.get(key) ?? <ActionWords action={action as { type: string; [k: string]: unknown }} />;
  };
}

function labelAt(
  ruleset: AnyRuleset,
  rulesetId: string,
  state: unknown,
  seat: number,
  action: { type: string },
  describe: Describe,
  players: readonly PlayerInfo[],
): string | null {
  if (state === undefined) return null;
  try {
    const payload = {
      gameId: '',
      ruleset: rulesetId,
      title: ruleset.title,
      options: {},
      status: 'active',
      version: 0,
      seat,
      players,
      active: ruleset.status(state).active,
      view: ruleset.view(state, seat),
      actions: ruleset.actions(state, seat),
      log: [],
      logStart: 0,
    } as unknown as GamePayload;
    return describe(payload).label(action) || null;
  } catch {
    return null;
  }
}
