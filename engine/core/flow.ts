/**
 * The flow kernel every ruleset's rules run on. A game moves through stages; each stage is one
 * member of a discriminated union on `kind` that carries the facts its step needs (the champion of
 * a fight, the seat that must pick, the cards a usurper received), so no step reads an optional
 * field and casts it. A ruleset writes one step per stage kind in a table, with the three sides of
 * a step side by side:
 *
 * - who it waits on and what each of them may choose (`waitingOn`, `actions`),
 * - how it takes one answer, by action type (`on`: the kernel narrows it and refuses other types),
 * - what happens once nobody is left to ask (`run`), which ends at the next stage.
 *
 * `settle` is the one loop that carries a game forward after an answer until some seat has a real
 * choice: it takes a lone choice for its seat (with `auto` set, so the step may say so in the log),
 * runs steps that wait on nobody, and stops at a final stage. `legalActions` and `waitingSeats`
 * are what a ruleset's `actions` and `status` read. A ruleset hands its table to `defineFlow` once.
 *
 * How a stage is stored is the ruleset's business: `stageOf` reads it from the state (checking
 * that the facts are there; a missing one is a bug, so it throws), which lets a ruleset keep the
 * stored shape that saved games and records already have.
 */
import type { BaseAction, LogEntry, Seat } from './ruleset';

/** A stage: a discriminated union on `kind`, each member with the facts of its step. */
export interface StageBase {
  readonly kind: string;
}

/** Takes one seat's answer of type T (narrowed); `auto` when `settle` took a lone choice. */
export type Answer<S, A extends BaseAction, St, T extends A['type']> = (
  state: S,
  stage: St,
  seat: Seat,
  action: Extract<A, { type: T }>,
  log: LogEntry[],
  auto: boolean,
) => void;

/** A step's answers by action type: the types it names are the only ones it accepts. */
export type Answers<S, A extends BaseAction, St> = { readonly [T in A['type']]?: Answer<S, A, St, T> };

export interface Step<S, A extends BaseAction, St extends StageBase> {
  /** A final stage: the game is over and nothing runs. */
  readonly final?: boolean;
  /** Seats that must choose before the step can run, in the order the rules take them ([] none). */
  waitingOn?(state: S, stage: St): readonly Seat[];
  /** The legal choices of a seat the step waits on. */
  actions?(state: S, stage: St, seat: Seat): A[];
  /**
   * Whether `settle` may take a lone choice for the seat. Default true; a step that can never
   * have a lone choice may say false, so `settle` need not list its choices to find out.
   */
  readonly takesLoneChoice?: boolean;
  /**
   * The seat's only choice, or null when it has more than one: a quicker question than listing
   * them, for `settle`. Absent: `settle` lists the actions and counts.
   */
  loneChoice?(state: S, stage: St, seat: Seat): A | null;
  /**
   * How it takes one seat's answer, one of its `actions`, per action type: the kernel hands each
   * handler its own type, narrowed, and refuses (throws: `play` checked legality) any other.
   */
  readonly on?: Answers<S, A, St>;
  /** Runs once the step waits on nobody: its effect, ending at another stage (or the same one, changed). */
  run?(state: S, stage: St, log: LogEntry[]): void;
}

/** One step for every kind of stage, each typed with its own member of the union. */
export type StepTable<S, A extends BaseAction, St extends StageBase> = { readonly [K in St['kind']]: Step<S, A, Extract<St, { kind: K }>> };

/** What a ruleset writes: its stages' step table and how to read the current stage. */
export interface FlowSpec<S, A extends BaseAction, St extends StageBase> {
  /** For error messages: the ruleset's id. */
  readonly name: string;
  readonly steps: StepTable<S, A, St>;
  /** The state's current stage, with its facts. */
  stageOf(state: S): St;
  /** What a step that does not define its own asking side does (e.g. prompts kept in the state). */
  readonly defaults?: Pick<Step<S, A, St>, 'waitingOn' | 'actions' | 'loneChoice' | 'on'>;
  /** Steps `settle` may take before it decides the flow loops (a bug). Default 10,000. */
  readonly limit?: number;
}

/** A step with the flow's defaults filled in: every step of every flow has this one shape. */
interface Compiled<S, A extends BaseAction, St extends StageBase> {
  readonly kind: string;
  readonly final: boolean;
  readonly takesLoneChoice: boolean;
  readonly waitingOn: ((state: S, stage: St) => readonly Seat[]) | null;
  readonly actions: ((state: S, stage: St, seat: Seat) => A[]) | null;
  readonly loneChoice: ((state: S, stage: St, seat: Seat) => A | null) | null;
  readonly on: Answers<S, A, St> | null;
  readonly run: ((state: S, stage: St, log: LogEntry[]) => void) | null;
}

/** A flow ready to run: made once per ruleset by `defineFlow`. */
export interface Flow<S, A extends BaseAction, St extends StageBase> {
  readonly name: string;
  readonly limit: number;
  stageOf(state: S): St;
  /** The step of each kind of stage, with the defaults filled in. */
  readonly table: ReadonlyMap<string, Compiled<S, A, St>>;
}

const NOBODY: readonly Seat[] = [];

/**
 * Checks a ruleset's step table once and fills each step's gaps from the flow's defaults, so the
 * kernel's loop reads steps of one shape (which keeps it as quick as a hand-written loop).
 */
export function defineFlow<S, A extends BaseAction, St extends StageBase>(spec: FlowSpec<S, A, St>): Flow<S, A, St> {
  const table = new Map<string, Compiled<S, A, St>>();
  for (const [kind, raw] of Object.entries(spec.steps)) {
    // Each entry is typed for its own member of the union; the kernel calls it only with that member.
    const step = raw as Step<S, A, St>;
    table.set(kind, {
      kind,
      final: step.final === true,
      takesLoneChoice: step.takesLoneChoice !== false,
      waitingOn: step.waitingOn ?? spec.defaults?.waitingOn ?? null,
      actions: step.actions ?? spec.defaults?.actions ?? null,
      // A step's own list of actions outranks the flow's quick default for a lone choice.
      loneChoice: step.loneChoice ?? (step.actions ? null : (spec.defaults?.loneChoice ?? null)),
      on: step.on ?? spec.defaults?.on ?? null,
      run: step.run ?? null,
    });
  }
  return { name: spec.name, limit: spec.limit ?? 10_000, stageOf: spec.stageOf, table };
}

/** The step of a stage. */
function stepFor<S, A extends BaseAction, St extends StageBase>(flow: Flow<S, A, St>, stage: St): Compiled<S, A, St> {
  const step = flow.table.get(stage.kind);
  if (!step) throw new Error(`${flow.name}: no step for stage ${stage.kind}`);
  return step;
}

function waitingOf<S, A extends BaseAction, St extends StageBase>(step: Compiled<S, A, St>, state: S, stage: St): readonly Seat[] {
  if (step.final || !step.waitingOn) return NOBODY;
  return step.waitingOn(state, stage);
}

function actionsOf<S, A extends BaseAction, St extends StageBase>(flow: Flow<S, A, St>, step: Compiled<S, A, St>, state: S, stage: St, seat: Seat): A[] {
  if (!step.actions) throw new Error(`${flow.name}: stage ${stage.kind} waits on seats but lists no actions`);
  return step.actions(state, stage, seat);
}

/** Hands an answer to the step's handler for its type, narrowed; a type the step does not name is a bug. */
function take<S, A extends BaseAction, St extends StageBase>(
  flow: Flow<S, A, St>,
  step: Compiled<S, A, St>,
  state: S,
  stage: St,
  seat: Seat,
  action: A,
  log: LogEntry[],
  auto: boolean,
): void {
  const handler = step.on?.[action.type as A['type']] as Answer<S, A, St, A['type']> | undefined;
  if (!handler) throw new Error(`${flow.name}: stage ${stage.kind} takes no ${action.type}`);
  handler(state, stage, seat, action as Extract<A, { type: A['type'] }>, log, auto);
}

/** Seats that must act now ([] when the game is over or nobody is asked). */
export function waitingSeats<S, A extends BaseAction, St extends StageBase>(flow: Flow<S, A, St>, state: S): readonly Seat[] {
  const stage = flow.stageOf(state);
  return waitingOf(stepFor(flow, stage), state, stage);
}

/** The legal actions of `seat` now: [] unless the current step waits on it. */
export function legalActions<S, A extends BaseAction, St extends StageBase>(flow: Flow<S, A, St>, state: S, seat: Seat): A[] {
  const stage = flow.stageOf(state);
  const step = stepFor(flow, stage);
  if (!waitingOf(step, state, stage).includes(seat)) return [];
  return actionsOf(flow, step, state, stage, seat);
}

/** Hands `seat`'s answer to the current step; the caller has checked it is legal (core/play.ts). */
export function answer<S, A extends BaseAction, St extends StageBase>(flow: Flow<S, A, St>, state: S, seat: Seat, action: A, log: LogEntry[]): void {
  const stage = flow.stageOf(state);
  take(flow, stepFor(flow, stage), state, stage, seat, action, log, false);
}

/**
 * Carries the game forward until a seat has a real choice or the game is over: a lone choice is
 * taken for its seat, a step that waits on nobody runs. A seat asked with no choice at all is a bug
 * in the step (a step that may find nothing to offer must not wait on the seat), and so is a flow
 * that does not come to rest.
 */
export function settle<S, A extends BaseAction, St extends StageBase>(flow: Flow<S, A, St>, state: S, log: LogEntry[]): void {
  for (let n = 0; n < flow.limit; n++) {
    const stage = flow.stageOf(state);
    const step = stepFor(flow, stage);
    if (step.final) return;
    const seats = waitingOf(step, state, stage);
    if (seats.length === 0) {
      if (!step.run) throw new Error(`${flow.name}: stage ${stage.kind} waits on nobody and has nothing to run`);
      step.run(state, stage, log);
      continue;
    }
    if (!step.takesLoneChoice) return;
    let loneSeat = -1;
    let loneAction: A | undefined;
    for (const seat of seats) {
      if (step.loneChoice) {
        const only = step.loneChoice(state, stage, seat);
        if (only === null) continue;
        loneSeat = seat;
        loneAction = only;
        break;
      }
      const choices = actionsOf(flow, step, state, stage, seat);
      if (choices.length === 0) throw new Error(`${flow.name}: seat ${seat} must act at stage ${stage.kind} but has no choice`);
      if (choices.length === 1) {
        loneSeat = seat;
        loneAction = choices[0];
        break;
      }
    }
    if (loneSeat < 0) return;
    take(flow, step, state, stage, loneSeat, loneAction as A, log, true);
  }
  throw new Error(`${flow.name}: the game flow did not come to rest in ${flow.limit} steps`);
}
