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

/** A ruleset folder's index.tsx default-exports one of these. */
export interface RulesetBoard {
  // biome-ignore lint/suspicious/noExplicitAny: each ruleset's board has its own view and action types; the registry holds them all
  Board: FunctionComponent<BoardProps<any, any>>;
}
