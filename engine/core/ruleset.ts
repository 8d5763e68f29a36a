/**
 * The contract every ruleset implements. The engine is pure: no clock, no
 * randomness but the seeded PRNG in the state, no platform imports. The
 * server, the web app, bots and the replay tool all drive a game through
 * these functions only.
 */
import type * as z from 'zod';
import type { Rng } from './prng';

/** A seat number: 0-based, in join order. */
export type Seat = number;

/** `true` only when the two types are the same both ways (a ruleset's schemas.ts checks its zod schemas against its model with it). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Every action is a JSON object with a string `type`, postable back verbatim. */
export interface BaseAction {
  type: string;
}

/**
 * A public log line: data, said in the reader's language. `kind` and `args` are what happened
 * (the log area of the catalog, web/src/i18n/en/log/, words each kind from its args, naming the seats
 * its args hold); `text` is the same in English with seats as `{seat:N}` (the server and the web
 * app put player names in), kept for the API's readers and for entries written before `args`
 * existed (docs/record-format.md, "Log entries"). Other structured fields let the UI do more.
 */
export interface LogEntry {
  kind: string;
  text: string;
  seat?: Seat;
  /** The entry's words as data: every value its sentence needs (seat numbers, card ids, counts). */
  args?: LogArgs;
  [key: string]: unknown;
}

/** A log entry's arguments: plain JSON (numbers, strings, booleans, null, arrays and objects of them). */
export type LogArgs = { readonly [key: string]: unknown };

/** A rule failure is a value, not an exception. Exceptions are bugs. */
export interface RuleError {
  code: 'illegal_action' | 'not_your_turn' | 'invalid_options' | 'game_over';
  message: string;
  /**
   * The message as data, for a refusal a page says in its reader's words: a setup check's reason
   * for an option (the create form's note, said by the ruleset's `setupReason` words).
   */
  says?: Said;
}

export type ApplyResult<S> = { ok: true; state: S; log: LogEntry[] } | { ok: false; error: RuleError };

export interface GameResult {
  winners: Seat[];
  scores?: Record<string, number>;
  /** Human-readable reason, e.g. "Blue reached space 30", in English with seats as `{seat:N}`. */
  summary?: string;
  /**
   * The summary as data, said in the reader's language: a kind the `log` area has words for (as
   * `<ruleset>.<kind>`) and its args. Its English words are exactly `summary` (test/engine/log-words.test.ts).
   * A result stored before it existed has only `summary` (docs/record-format.md, "Results").
   */
  says?: Said;
}

/** A sentence as data, as a log entry's `kind` and `args` are. */
export interface Said {
  kind: string;
  args: LogArgs;
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

/** What a bot is given: exactly what a person's browser gets for its seat, never the state. */
export interface BotInput<View = unknown, A extends BaseAction = BaseAction> {
  seat: Seat;
  view: View;
  /** Non-empty: a bot is only asked when its seat must act. */
  actions: readonly A[];
}

/** A bot returns one element of `input.actions`. */
export type Bot<View = unknown, A extends BaseAction = BaseAction> = (input: BotInput<View, A>, rng: Rng) => A;

export interface Ruleset<S = unknown, A extends BaseAction = BaseAction, O = Record<string, unknown>, V = unknown> {
  id: string;
  title: string;
  /** One line in our own words, for the home page: what playing it is like. */
  pitch: string;
  /** Bumped whenever a rule change would make an old record replay differently. */
  engineVersion: number;
  /** Where the service lists it (the create form, the home cards, the rules index): lower first. */
  order: number;
  minPlayers: number;
  maxPlayers: number;
  /**
   * The player counts only a variant plays, at the low end of the range (Raiding Stonehenge: 2–3
   * of 2–5, so "4–5 players (2–3 with a variant)"); see `playerRanges`.
   */
  variantPlayers?: { min: number; max: number };
  /** Parses (and defaults) options. Unknown keys are rejected. */
  optionsSchema: z.ZodType<O>;
  optionsMeta: OptionMeta[];
  /** Whether this player count may play with these options (some variants change the range). */
  checkSetup(players: number, options: O): RuleError | null;
  /** Parses one action's shape; legality is decided by `actions`. */
  actionSchema: z.ZodType<A>;
  setup(seed: string, players: number, options: O): S;
  /** What `seat` may know (null: a spectator). Built field by field: secrets never copied. */
  view(state: S, seat: Seat | null): V;
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
  /** The `good` bot: plays from the seat's view and legal actions (the `random` one serves every ruleset). */
  bot: Bot<V, A>;
  /** The post-game review's parts: sampling a position from a seat's knowledge, and the marks' thresholds (core/review.ts). */
  review?: ReviewParts<S>;
}

/**
 * Who a ruleset is for and what it is called: the one place its title, pitch and player range live
 * (`engine/<id>/setup.ts`; the API, the home cards and the rules pages read it).
 */
export type RulesetMeta = Pick<Ruleset, 'id' | 'title' | 'pitch' | 'engineVersion' | 'order' | 'minPlayers' | 'maxPlayers' | 'variantPlayers'>;

export interface PlayerRange {
  min: number;
  max: number;
}

/** Who plays: the usual range and, when a variant plays with fewer, that range. */
export interface PlayerRanges {
  usual: PlayerRange;
  variant?: PlayerRange;
}

/** The meta's player ranges (the pages word them in their language). */
export function playerRanges(meta: Pick<RulesetMeta, 'minPlayers' | 'maxPlayers' | 'variantPlayers'>): PlayerRanges {
  const variant = meta.variantPlayers;
  return variant ? { usual: { min: variant.max + 1, max: meta.maxPlayers }, variant } : { usual: { min: meta.minPlayers, max: meta.maxPlayers } };
}

export const rangeText = (r: PlayerRange) => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);

/** How many play, in English words ("3–5 players", "4–5 players (2–3 with a variant)"). */
export function playersLabel(meta: Pick<RulesetMeta, 'minPlayers' | 'maxPlayers' | 'variantPlayers'>): string {
  const { usual, variant } = playerRanges(meta);
  return variant ? `${rangeText(usual)} players (${rangeText(variant)} with a variant)` : `${rangeText(usual)} players`;
}

/** A `checkSetup` for a ruleset whose options never change its player range: the meta's range. */
export function checkPlayers(meta: Pick<RulesetMeta, 'title' | 'minPlayers' | 'maxPlayers'>, players: number): RuleError | null {
  if (Number.isInteger(players) && players >= meta.minPlayers && players <= meta.maxPlayers) return null;
  const range = meta.minPlayers === meta.maxPlayers ? `exactly ${meta.minPlayers}` : `${meta.minPlayers} to ${meta.maxPlayers}`;
  return { code: 'invalid_options', message: `${meta.title} is for ${range} players.` };
}

/** Expected loss, in placement points (0..1), from which a choice is an inaccuracy, a mistake, a blunder. */
export interface MarkThresholds {
  inaccuracy: number;
  mistake: number;
  blunder: number;
}

/** What a ruleset gives the review: how to sample a position from a seat's knowledge, and its marks' thresholds. */
export interface ReviewParts<S> {
  /**
   * A position `seat` cannot tell from `state`: every card hidden from it dealt again at random (from
   * the cards it cannot see, into the places it cannot see, same counts), the other seats' secret
   * choices still open, and a fresh PRNG. Its result must depend on `state` only through what
   * `view(state, seat)` shows (test/engine/review.test.ts changes hidden cards and checks).
   */
  determinize(state: S, seat: Seat, rng: Rng, memory?: unknown): S;
  /**
   * What the table remembers that the current view no longer shows (cards seen going into a hand):
   * folded over the game's public log, entry by entry, from `start()`. Every seat saw the same log,
   * so the memory is the same for every seat; `determinize` gets it (undefined: nothing kept).
   * It must hold only what the log said, and `determinize` must use it only where it is still
   * true of what the seat can see (a remembered card that is now in view is no longer hidden).
   */
  memory?: { start(players: number): unknown; update(memory: unknown, entry: LogEntry): unknown };
  thresholds: MarkThresholds;
  /**
   * Whether the result's scores rank the seats behind the winners (default). False where the rules
   * name only a winner (Stonerush: its scores are druid spaces, a tie-break for one rare case).
   */
  ranksByScore?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds rulesets of every state, action and view type; each is typed where it is written
export type AnyRuleset = Ruleset<any, any, any, any>;
