/**
 * The post-game review (docs/review.md): for every decision of every seat in a finished game, what
 * the good bot would have played from that seat's information only, what the choice made and the
 * bot's choice were worth in expected placement points, and a mark by the difference (the marks,
 * the stated error and the summary: engine/core/review-marks.ts).
 *
 * No peeking: the bot's choice is made from the seat's view and legal actions, as in play; the
 * worth of a choice is measured by rollouts (the good bot in every seat to the end of the game)
 * from positions the ruleset's `review.determinize` samples from what the seat could see then.
 * The true hidden cards and the game's own PRNG never reach a rollout.
 *
 * Deterministic for a seed: every random draw comes from PRNGs named by the seed, the decision's
 * action number, the sample and the rollout. Both choices of a decision are played out from the
 * same samples with the same PRNGs (common random numbers), so their difference is measured with
 * far less noise than either worth alone.
 */
import { cloneState, findLegal } from './actions';
import { type Rng, createRng, nextUint32, shuffle } from './prng';
import type { AnyRuleset, BaseAction, GameResult, ReviewParts, Seat } from './ruleset';
import { type DecisionReview, type GameReview, type ReviewSetting, finishReview, markFor } from './review-marks';

export type { MarkThresholds, ReviewParts } from './ruleset';
export {
  type DecisionReview,
  type GameReview,
  type PlayerReview,
  REVIEW_MARKS,
  type ReviewMark,
  type ReviewSetting,
  finishReview,
  markFor,
  summarize,
} from './review-marks';

/**
 * Samples (positions drawn from the seat's knowledge) × rollouts (games played out from each). A
 * decision where the choice made is the bot's costs nothing by definition; it is played out only
 * for the chart of expected places, with `agreeing` samples, and only one such decision in
 * `chartEvery` (picked by the seed and its action number, never by the game): the chart averages
 * a stretch of about a fifteenth of the decisions, so it needs a few points per stretch, not all.
 */
export const REVIEW_SETTINGS: Record<ReviewSetting, { samples: number; rollouts: number; agreeing: number; chartEvery: number }> = {
  quick: { samples: 2, rollouts: 1, agreeing: 1, chartEvery: 4 },
  deep: { samples: 6, rollouts: 2, agreeing: 2, chartEvery: 1 },
};

/** One position of the game and the action played from it. */
export interface ReviewStep {
  /** The state before the action. */
  state: unknown;
  seat: Seat;
  action: { type: string };
}

export interface ReviewOptions {
  setting: ReviewSetting;
  seed: string;
  /** Overrides the setting's counts (tests, the bench). */
  samples?: number;
  rollouts?: number;
  agreeing?: number;
  chartEvery?: number;
  /** Called after every rollout with the work done and the whole work (in positions played). */
  onWork?(done: number, total: number): void;
  /** Called after each decision with the work done and the whole work (in positions played). */
  onProgress?(done: number, total: number, decision: DecisionReview): void;
  /** Only these action indices (a worker's share); all by default. */
  only?(index: number): boolean;
}

const ROLLOUT_LIMIT = 20_000;
/** Positions between two progress reports inside a rollout. */
const TICK = 16;

/**
 * Placement points of every seat in a finished game: 1 for first place, 0 for last, evenly between
 * (1 − (place − 1) / (players − 1)); tied seats share the mean of the places they cover. Winners
 * come first, then the others by the result's scores (no scores, or `byScore` false: the others tie).
 */
export function placementPoints(result: GameResult, players: number, byScore = true): number[] {
  if (players < 2) return [1];
  const score = (s: Seat) => (byScore ? (result.scores?.[String(s)] ?? 0) : 0);
  const key = (s: Seat): [number, number] => [result.winners.includes(s) ? 1 : 0, score(s)];
  const seats = Array.from({ length: players }, (_, s) => s);
  const out: number[] = new Array(players).fill(0);
  for (const s of seats) {
    const [w, sc] = key(s);
    let better = 0;
    let tied = 0;
    for (const o of seats) {
      const [ow, osc] = key(o);
      if (ow > w || (ow === w && osc > sc)) better++;
      else if (ow === w && osc === sc) tied++;
    }
    // Places better+1 .. better+tied, shared.
    const meanPlace = better + (tied + 1) / 2;
    out[s] = 1 - (meanPlace - 1) / (players - 1);
  }
  return out;
}

/** Plays `state` to the end with the good bot in every seat; every seat's placement points. */
export function rollout(ruleset: AnyRuleset, start: unknown, players: number, rng: Rng, tick?: (steps: number) => void): { points: number[]; steps: number } {
  let state = start;
  for (let n = 0; n < ROLLOUT_LIMIT; n++) {
    if (tick && n % TICK === TICK - 1) tick(TICK);
    const status = ruleset.status(state);
    if (status.finished) return { points: placementPoints(status.result ?? { winners: [] }, players, ruleset.review?.ranksByScore ?? true), steps: n };
    const seat = status.active[0] as Seat;
    const actions = ruleset.actions(state, seat) as BaseAction[];
    const action = actions.length === 1 ? (actions[0] as BaseAction) : ruleset.bot({ seat, view: ruleset.view(state, seat), actions }, rng);
    const next = ruleset.apply(state, seat, action);
    if (!next.ok) throw new Error(`review rollout: the good bot's ${action.type} was refused: ${next.error.message}`);
    state = next.state;
  }
  throw new Error(`review rollout: ${ruleset.id} did not end within ${ROLLOUT_LIMIT} actions`);
}

function reviewParts(ruleset: AnyRuleset): ReviewParts<unknown> {
  const parts = ruleset.review as ReviewParts<unknown> | undefined;
  if (!parts) throw new Error(`${ruleset.id} has no review (determinize) yet`);
  return parts;
}

/** Whether the step is a decision: a ruleset action with a choice (a lone legal action is no decision). */
export function isDecision(ruleset: AnyRuleset, step: ReviewStep): BaseAction[] | null {
  const status = ruleset.status(step.state);
  if (status.finished || !status.active.includes(step.seat)) return null;
  const legal = ruleset.actions(step.state, step.seat) as BaseAction[];
  if (legal.length < 2 || !findLegal(legal, step.action)) return null;
  return legal;
}

export interface DecisionContext {
  seed: string;
  index: number;
  samples: number;
  rollouts: number;
  /** Samples (× rollouts) when the choice made is the bot's: only the chart needs them. */
  agreeing?: number;
  /** One decision in this many where the choice made is the bot's is played out for the chart (default 1: all). */
  chartEvery?: number;
  players: number;
  /** Called during and after each rollout with the positions played since the last call. */
  onRollout?(steps: number): void;
  /** What the table remembered before this decision (`memoriesOf`), for the ruleset's `determinize`. */
  memory?: unknown;
}

/** The bot's choice at one decision, from the seat's view and legal actions only. */
export function botChoice(ruleset: AnyRuleset, state: unknown, seat: Seat, legal: BaseAction[], seed: string, index: number): BaseAction {
  return ruleset.bot({ seat, view: ruleset.view(state, seat), actions: legal }, createRng(`review|${seed}|${index}|bot`));
}

/**
 * Reviews one decision: `seat` played `played` from `state`. Reads `state` only through the
 * seat's view, its legal actions and the ruleset's `determinize`.
 */
export function reviewDecision(ruleset: AnyRuleset, state: unknown, seat: Seat, played: BaseAction, ctx: DecisionContext): DecisionReview & { steps: number } {
  const parts = reviewParts(ruleset);
  const legal = ruleset.actions(state, seat) as BaseAction[];
  const made = findLegal(legal, played);
  if (!made) throw new Error(`review: action ${ctx.index + 1} (${played.type}) is not legal for seat ${seat}`);
  const bot = botChoice(ruleset, state, seat, legal, ctx.seed, ctx.index);
  const same = bot === made;
  const decision = { index: ctx.index, seat, played: made, bot, same };
  if (same && !charted(ctx.seed, ctx.index, ctx.chartEvery ?? 1)) {
    return {
      ...decision,
      playedValue: null,
      botValue: null,
      loss: 0,
      error: 0,
      ownError: 0,
      playouts: 0,
      mark: 'best',
      expected: null,
      steps: 0,
    };
  }
  const candidates = same ? [made] : [made, bot];
  const sums: number[][] = candidates.map(() => new Array(ctx.players).fill(0));
  const diffs: number[] = [];
  let steps = 0;
  const samples = same ? Math.min(ctx.samples, ctx.agreeing ?? ctx.samples) : ctx.samples;
  for (let k = 0; k < samples; k++) {
    const sample = parts.determinize(state, seat, createRng(`review|${ctx.seed}|${ctx.index}|sample|${k}`), ctx.memory);
    for (let r = 0; r < ctx.rollouts; r++) {
      const values: number[] = [];
      candidates.forEach((choice, c) => {
        const start = cloneState(sample) as { rng: Rng };
        // Common random numbers: both choices meet the same future draws and bot tie-breaks.
        start.rng = createRng(`review|${ctx.seed}|${ctx.index}|${k}|${r}|state`);
        const again = findLegal(ruleset.actions(start, seat) as BaseAction[], choice);
        if (!again) throw new Error(`review: ${ruleset.id}'s sample lost the legal ${choice.type} of seat ${seat}`);
        const after = ruleset.apply(start, seat, again);
        if (!after.ok) throw new Error(`review: ${choice.type} refused in a sample: ${after.error.message}`);
        const out = rollout(ruleset, after.state, ctx.players, createRng(`review|${ctx.seed}|${ctx.index}|${k}|${r}|bots`), ctx.onRollout);
        steps += out.steps + 1;
        ctx.onRollout?.((out.steps + 1) % TICK);
        const row = sums[c] as number[];
        out.points.forEach((p, s) => {
          row[s] = (row[s] ?? 0) + p;
        });
        values.push(out.points[seat] ?? 0);
      });
      diffs.push(same ? 0 : (values[1] ?? 0) - (values[0] ?? 0));
    }
  }
  const n = diffs.length;
  const loss = diffs.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? diffs.reduce((a, d) => a + (d - loss) ** 2, 0) / (n - 1) : 0;
  const error = Math.sqrt(variance / n);
  const expected = (sums[0] as number[]).map((v) => v / n);
  const botExpected = (sums[candidates.length - 1] as number[]).map((v) => v / n);
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    ...decision,
    playedValue: round(expected[seat] ?? 0),
    botValue: round(botExpected[seat] ?? 0),
    loss: round(loss),
    error: round(error),
    ownError: round(error),
    playouts: n,
    mark: same ? 'best' : markFor(round(loss), round(error), parts.thresholds),
    expected: expected.map(round),
    steps,
  };
}

/**
 * What the table remembered before each action (index i: before action i), folded by the ruleset's
 * `review.memory` over the public log entries each action wrote (the engine's own `apply` replays
 * them). Undefined entries where the ruleset keeps no memory.
 */
export function memoriesOf(ruleset: AnyRuleset, steps: readonly ReviewStep[], players: number): unknown[] {
  const memory = ruleset.review?.memory;
  if (!memory) return steps.map(() => undefined);
  let m = memory.start(players);
  const out: unknown[] = [];
  for (const step of steps) {
    out.push(m);
    // A take-back is the replay's, not the ruleset's: it writes nothing here, and what it undid is
    // back in view (the ruleset's determinize drops remembered cards that are no longer hidden).
    const after = ruleset.apply(step.state, step.seat, step.action as BaseAction);
    if (after.ok) for (const entry of after.log) m = memory.update(m, entry);
  }
  return out;
}

/**
 * Whether a decision where the choice made is the bot's is played out for the chart: one in `every`,
 * drawn from the seed and the action number alone (so the same on every device and in every worker
 * split, and blind to the game).
 */
export function charted(seed: string, index: number, every: number): boolean {
  return every <= 1 || nextUint32(createRng(`review|${seed}|${index}|chart`)) % every === 0;
}

/** The decisions of a game, in order: index, seat, action, legal actions. */
export function decisionsOf(ruleset: AnyRuleset, steps: readonly ReviewStep[]): { index: number; step: ReviewStep }[] {
  const out: { index: number; step: ReviewStep }[] = [];
  steps.forEach((step, index) => {
    const next = steps[index + 1];
    // A move taken back was not the seat's final word there: the one it played after is reviewed.
    if (next && next.action.type === 'take-back') return;
    if (isDecision(ruleset, step)) out.push({ index, step });
  });
  return out;
}

/**
 * The work a review does, in positions played, for a progress bar and a time estimate: each
 * decision plays the rest of the game once per sample, rollout and distinct choice.
 */
export function reviewWork(ruleset: AnyRuleset, steps: readonly ReviewStep[], counts: Counts, seed: string): number {
  let work = 0;
  for (const { index, step } of decisionsOf(ruleset, steps)) work += decisionWork(ruleset, steps, index, step, counts, seed);
  return work;
}

export interface Counts {
  samples: number;
  rollouts: number;
  agreeing: number;
  chartEvery: number;
}

function decisionWork(ruleset: AnyRuleset, steps: readonly ReviewStep[], index: number, step: ReviewStep, counts: Counts, seed: string): number {
  const legal = ruleset.actions(step.state, step.seat) as BaseAction[];
  const same = botChoice(ruleset, step.state, step.seat, legal, seed, index) === findLegal(legal, step.action);
  if (same && !charted(seed, index, counts.chartEvery)) return 0;
  return (steps.length - index) * counts.rollouts * (same ? Math.min(counts.samples, counts.agreeing) : 2 * counts.samples);
}

/** A setting's counts, with a caller's overrides. */
export function countsOf(options: Pick<ReviewOptions, 'setting' | 'samples' | 'rollouts' | 'agreeing' | 'chartEvery'>): Counts {
  const setting = REVIEW_SETTINGS[options.setting];
  return {
    samples: options.samples ?? setting.samples,
    rollouts: options.rollouts ?? setting.rollouts,
    agreeing: options.agreeing ?? setting.agreeing,
    chartEvery: options.chartEvery ?? setting.chartEvery,
  };
}

/** Reviews every decision of a game (`steps`: each action with the state before it). */
export function reviewGame(ruleset: AnyRuleset, steps: readonly ReviewStep[], players: number, options: ReviewOptions): GameReview {
  const parts = reviewParts(ruleset);
  const counts = countsOf(options);
  const { samples, rollouts } = counts;
  const list = decisionsOf(ruleset, steps).filter((d) => !options.only || options.only(d.index));
  const works = list.map(({ index, step }) => decisionWork(ruleset, steps, index, step, counts, options.seed));
  const memories = memoriesOf(ruleset, steps, players);
  const total = works.reduce((a, b) => a + b, 0);
  let done = 0;
  let before = 0;
  const decisions: DecisionReview[] = [];
  list.forEach(({ index, step }, i) => {
    const { steps: _played, ...review } = reviewDecision(ruleset, step.state, step.seat, step.action, {
      seed: options.seed,
      index,
      samples,
      rollouts,
      agreeing: counts.agreeing,
      chartEvery: counts.chartEvery,
      players,
      memory: memories[index],
      // A rollout may end earlier than the record did: the bar moves by the estimate, never past it.
      onRollout: (n) => {
        done = Math.min(before + (works[i] ?? 0), done + n);
        options.onWork?.(done, total);
      },
    });
    decisions.push(review);
    before += works[i] ?? 0;
    done = before;
    options.onWork?.(done, total);
    options.onProgress?.(done, total, review);
  });
  return finishReview(decisions, { setting: options.setting, seed: options.seed, samples, rollouts, thresholds: parts.thresholds, players });
}

/** The review's steps from a replay's positions (index 0 the setup) and the record's actions. */
export function reviewSteps(states: readonly unknown[], actions: readonly { seat: Seat; action: { type: string } }[]): ReviewStep[] {
  return actions.map((a, i) => ({ state: states[i], seat: a.seat, action: a.action }));
}

/**
 * For `determinize`: deals the items of `slots` again at random, in place, each slot keeping its
 * size. The items are sorted first, so the result depends on which items the slots hold between
 * them, never on where each one was.
 */
export function dealAgain<T extends string>(rng: Rng, slots: T[][]): void {
  const pool = slots.flat().sort();
  shuffle(rng, pool);
  let i = 0;
  for (const slot of slots) for (let j = 0; j < slot.length; j++) slot[j] = pool[i++] as T;
}

/** For `determinize`: a fresh PRNG for the sampled position, drawn from the sampler's own. */
export function freshRng(rng: Rng): Rng {
  return createRng(`sample|${nextUint32(rng)}|${nextUint32(rng)}|${nextUint32(rng)}`);
}
