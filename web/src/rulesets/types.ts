import type { FunctionComponent } from 'preact';
import type { GamePayload } from '@schema/api';

export type AnyAction = { type: string; [field: string]: unknown };

/** What every ruleset board receives: the server's payload and a way to send one of its actions. */
export interface BoardProps<View = unknown, Action extends { type: string } = AnyAction> {
  payload: GamePayload<View, Action>;
  /** Sends one element of payload.actions, verbatim. */
  act: (action: Action) => void;
  /** True while a move is on its way; boards disable their controls. */
  pending: boolean;
}

/** A table in the text mode: a caption, column headers, and rows whose first cell heads the row. */
export interface TextTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

/** One part of the table in words: a heading, then lines (a list), a table, and smaller parts. */
export interface TextSection {
  heading: string;
  lines?: string[];
  table?: TextTable;
  sections?: TextSection[];
}

/**
 * The text mode of a ruleset (web/src/game/text-board.tsx renders it): the table as the seat sees
 * it, in structured words, and a label for each legal action. Pure: built from the payload only.
 */
export interface TextDescription<Action extends { type: string } = AnyAction> {
  /** What the seat is asked now, in a sentence (absent: nothing to add to the turn banner). */
  prompt?: string;
  /** The prompt's language when it is the engine's own English sentence (`lang` on the page). */
  promptLang?: string;
  sections: TextSection[];
  /** The words of one legal action, as its control says them: "Play day 7 and day 12 on the blue druid". */
  label: (action: Action) => string;
  /** The kind of move an action is, as a group heading ("Play cards", "Discard"); actions without one share "Your choices". */
  group?: (action: Action) => string;
}

/** A ruleset's text mode: the payload in structured words. */
// biome-ignore lint/suspicious/noExplicitAny: each ruleset's board has its own view and action types; the registry holds them all
export type Describe = (payload: GamePayload<any, any>) => TextDescription<any>;

/** A ruleset folder's index.tsx default-exports one of these. */
export interface RulesetBoard {
  // biome-ignore lint/suspicious/noExplicitAny: as for Describe
  Board: FunctionComponent<BoardProps<any, any>>;
  /**
   * The text mode (a screen reader's board): loads the ruleset's `describe` (its text.ts, a chunk
   * of its own, so a drawn board's first load does not carry it: issue #34). The registry's
   * `loadDescribe` calls it.
   */
  text?: () => Promise<Describe>;
  /** What the result's score counts, where the number alone does not say (the result panel's column and note). */
  scoreMeans?: () => { column: string; note: string };
}

/**
 * What the game page knows of a ruleset without loading its board: a folder's `facts.ts`
 * default-exports one (found by the glob in ../rulesets/facts.ts). Small, data only: the app's
 * first chunk carries every ruleset's, so it imports nothing of the board.
 */
export interface RulesetFacts {
  /** Log entry kinds the rules write on their own (cards drawn back up, a new day), not a seat's choice. */
  bookkeeping: readonly string[];
  /** The name the view gives the moment of play (a step, stage, phase or decision kind), if any. */
  moment: (view: unknown) => string | undefined;
  /** Per moment of play: the id of the section on the rules page that explains it. */
  rulesSections: Readonly<Record<string, string>>;
}
