/**
 * Ruleset boards, one folder each (rulesets/<rulesetId>/index.tsx). Adding a
 * board is adding a folder: the glob finds it, and Vite splits each into its
 * own chunk, loaded only when a game of that ruleset is opened. Rulesets
 * without a folder get the generic board (rulesets/generic/generic-board.tsx).
 */
import { loadAreas } from '../i18n';
import type { ChunkArea } from '../i18n/core';
import type { RulesetBoard } from './types';

const boards = import.meta.glob<{ default: RulesetBoard }>('./*/index.tsx');

/** Boards already loaded, so a page can draw one in its first render (web/src/main.tsx starts the load early). */
const loaded = new Map<string, RulesetBoard | null>();

/** The catalog area of a ruleset's board, named like the ruleset in camelCase (web/src/i18n/<lang>/<id>.ts). */
export function boardArea(rulesetId: string): ChunkArea {
  return rulesetId.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as ChunkArea;
}

/** The board of a ruleset, or null when it has none yet. */
export async function loadBoard(rulesetId: string): Promise<RulesetBoard | null> {
  const load = boards[`./${rulesetId}/index.tsx`];
  // The board's words come with it.
  const board = load ? (await Promise.all([load(), loadAreas(boardArea(rulesetId))]))[0].default : null;
  loaded.set(rulesetId, board);
  return board;
}

/** The board if its chunk has already arrived (undefined: not yet; null: the ruleset has none). */
export function loadedBoard(rulesetId: string): RulesetBoard | null | undefined {
  return loaded.get(rulesetId);
}
