/**
 * The contract every ruleset implements. The engine is pure: no clock, no
 * randomness but the seeded PRNG in the state, no platform imports. The
 * server, the web app, bots and the replay tool all drive a game through
 * these functions only.
 */
import type { z } from 'zod';

/** A seat number: 0-based, in join order. */
export type Seat = number;

/** Every action is a JSON object with a string `type`, postable back verbatim. */
export interface BaseAction {
  type: string;
}

/**
 * A public log line. `text` may name seats as `{seat:N}`; the server and the
 * web app replace those with player names. Structured fields let the UI do more.
 */
export interface LogEntry {
  kind: string;
  text: string;
  seat?: Seat;
  [key: string]: unknown;
}

/** A rule failure is a value, not an exception. Exceptions are bugs. */
export interface RuleError {
  code: 'illegal_action' | 'not_your_turn' | 'invalid_options' | 'game_over';
  message: string;
}

export type ApplyResult<S> = { ok: true; state: S; log: LogEntry[] } | { ok: false; error: RuleError };

export interface GameResult {
  winners: Seat[];
  scores?: Record<string, number>;
  /** Human-readable reason, e.g. "Blue reached space 30". */
  summary?: string;
}

export interface GameStatus {
  /** Seats that must act now; several at once for simultaneous choices. */
  active: Seat[];
  finished: boolean;
  result?: GameResult;
}

/**
 * Describes one option for GET /api/rulesets and the create form. `help` is its one-line
 * explanation; the ruleset's rules page (/rules/<rulesetId>) explains it in full under the
 * anchor `#option-<id>`, which the form links to.
 */
export type OptionMeta =
  | { id: string; label: string; help: string; type: 'boolean'; default: boolean }
  | { id: string; label: string; help: string; type: 'choice'; choices: string[]; default: string };

export interface Ruleset<S = unknown, A extends BaseAction = BaseAction, O = Record<string, unknown>> {
  id: string;
  title: string;
  /** One line in our own words, for the home page: what playing it is like. */
  pitch: string;
  /** Bumped whenever a rule change would make an old record replay differently. */
  engineVersion: number;
  minPlayers: number;
  maxPlayers: number;
  /** Parses (and defaults) options. Unknown keys are rejected. */
  optionsSchema: z.ZodType<O>;
  optionsMeta: OptionMeta[];
  /** Whether this player count may play with these options (some variants change the range). */
  checkSetup(players: number, options: O): RuleError | null;
  /** Parses one action's shape; legality is decided by `actions`. */
  actionSchema: z.ZodType<A>;
  setup(seed: string, players: number, options: O): S;
  /** What `seat` may know (null: a spectator). Built field by field: secrets never copied. */
  view(state: S, seat: Seat | null): unknown;
  /** Everything, hidden cards included: only for finished games (replay, archive). */
  revealedView(state: S): unknown;
  /** The complete, finite list of legal actions for `seat` now ([] when none). */
  actions(state: S, seat: Seat): A[];
  apply(state: S, seat: Seat, action: A): ApplyResult<S>;
  status(state: S): GameStatus;
  /**
   * Whether `seat`'s `action`, which turned `before` into `after`, revealed nothing, so the seat
   * may take it back while nobody else has acted (see core/take-back.ts). Absent: never.
   */
  takeBack?(before: S, seat: Seat, action: A, after: S): boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds rulesets of every state, action and view type; each is typed where it is written
export type AnyRuleset = Ruleset<any, any, any>;
