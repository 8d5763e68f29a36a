/**
 * The review's marks, its stated error and each player's summary (docs/review.md): the part of the
 * review that reads the decisions once they are all played out (engine/core/review.ts plays them),
 * and the shapes of a review's result.
 *
 * A mark below `good` is a verdict, so it is given only when the loss is clear at the depth run:
 * its interval, loss ± 2 stated standard errors (what the page shows), lies wholly above zero.
 * Otherwise a loss worth a verdict is `unclear`. The stated error pools the game's decisions, so
 * the marks are final only in `finishReview`.
 */
import type { BaseAction, MarkThresholds, Seat } from './ruleset';

export type ReviewSetting = 'quick' | 'deep';

export type ReviewMark = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder' | 'unclear';
export const REVIEW_MARKS: readonly ReviewMark[] = ['best', 'good', 'inaccuracy', 'mistake', 'blunder', 'unclear'];

export interface DecisionReview {
  /** 0-based index into the record's actions (the action numbered `index + 1`). */
  index: number;
  seat: Seat;
  played: BaseAction;
  /** The good bot's choice from the seat's view. */
  bot: BaseAction;
  /** Whether the choice made is the bot's. */
  same: boolean;
  /**
   * Expected placement points (0: last, 1: first) of the choice made and of the bot's; null when
   * the choice is the bot's and the decision was not played out for the chart (`chartEvery`).
   */
  playedValue: number | null;
  botValue: number | null;
  /** botValue − playedValue (negative: the choice made did better than the bot's). */
  loss: number;
  /**
   * The stated standard error of `loss`: the larger of this decision's own (`ownError`) and the
   * game's pooled one for its count of playouts (see `finishReview`). With two playouts a
   * decision's own spread is often zero (both end in the same place) and says nothing.
   */
  error: number;
  /** Standard error of `loss` from this decision's own playouts alone (0 when only one was made). */
  ownError: number;
  /** Playouts behind `loss` (samples × rollouts; 0 when not played out). */
  playouts: number;
  /**
   * By the loss and its stated error (`markFor`, engine/core/review-marks.ts): `reviewDecision`'s
   * own is provisional (its own error only); `finishReview` marks again with the pooled error.
   */
  mark: ReviewMark;
  /** Every seat's expected placement points after the choice made, as this seat could judge it (null: not played out, as above). */
  expected: number[] | null;
}

export interface GameReview {
  setting: ReviewSetting;
  seed: string;
  samples: number;
  rollouts: number;
  thresholds: MarkThresholds;
  decisions: DecisionReview[];
  players: PlayerReview[];
  /** Mean standard error of the loss over the decisions that differ from the bot's choice. */
  meanError: number;
}

export interface PlayerReview {
  seat: Seat;
  decisions: number;
  /** Decisions given a verdict: all but the `unclear` ones. */
  judged: number;
  /** Share of the judged decisions marked best or good, 0..100; null when none was judged. */
  accuracy: number | null;
  /** Mean loss over the seat's decisions (placement points). */
  meanLoss: number;
  counts: Record<ReviewMark, number>;
  /** Indices (into `decisions`) of the three costliest decisions, costliest first (loss > 0 only). */
  costliest: number[];
}

/**
 * The mark of a loss (placement points) stated with standard error `error`: `best` for no loss,
 * `good` below the inaccuracy threshold, then by the thresholds — but only where the interval
 * loss ± 2 × error excludes zero; a loss worth a verdict whose interval reaches zero is `unclear`.
 */
export function markFor(loss: number, error: number, t: MarkThresholds): ReviewMark {
  if (loss <= 1e-9) return 'best';
  if (loss < t.inaccuracy) return 'good';
  if (loss - 2 * error <= 1e-9) return 'unclear';
  if (loss < t.mistake) return 'inaccuracy';
  if (loss < t.blunder) return 'mistake';
  return 'blunder';
}

export function summarize(decisions: readonly DecisionReview[], players: number): PlayerReview[] {
  return Array.from({ length: players }, (_, seat) => {
    const mine = decisions.map((d, i) => ({ d, i })).filter((x) => x.d.seat === seat);
    const counts = Object.fromEntries(REVIEW_MARKS.map((m) => [m, 0])) as Record<ReviewMark, number>;
    for (const { d } of mine) counts[d.mark]++;
    const fine = counts.best + counts.good;
    // An uncertain decision is neither fine nor bad: the accuracy is over the judged ones.
    const judged = mine.length - counts.unclear;
    const costliest = mine
      .filter((x) => x.d.loss > 0 && !x.d.same)
      .sort((a, b) => b.d.loss - a.d.loss || a.d.index - b.d.index)
      .slice(0, 3)
      .map((x) => x.i);
    const meanLoss = mine.length ? mine.reduce((a, x) => a + Math.max(0, x.d.loss), 0) / mine.length : 0;
    return {
      seat,
      decisions: mine.length,
      judged,
      accuracy: mine.length === 0 ? 100 : judged ? Math.round((1000 * fine) / judged) / 10 : null,
      meanLoss: Math.round(meanLoss * 1e4) / 1e4,
      counts,
      costliest,
    };
  });
}

/**
 * The whole review from every decision's (merged from the page's workers, or one thread's: the same
 * result). States each decision's error honestly: a decision's own spread over two or four playouts
 * is a poor guess of its noise (often zero), so the stated error is the larger of it and the
 * pooled one — the mean variance of the loss over the game's decisions that differ from the bot's,
 * divided by the decision's playouts. Then marks each decision by its loss and that error
 * (`markFor`). Idempotent: it reads `ownError`, never `error`.
 */
export function finishReview(
  decisions: DecisionReview[],
  o: { setting: ReviewSetting; seed: string; samples: number; rollouts: number; thresholds: MarkThresholds; players: number },
): GameReview {
  const differing = decisions.filter((d) => !d.same && d.playouts > 1);
  const pooled = differing.length ? differing.reduce((a, d) => a + d.ownError ** 2 * d.playouts, 0) / differing.length : 0;
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const out = decisions.map((d): DecisionReview => {
    if (d.same || d.playouts === 0) return { ...d, mark: 'best' };
    const error = round(Math.max(d.ownError, Math.sqrt(pooled / d.playouts)));
    return { ...d, error, mark: markFor(d.loss, error, o.thresholds) };
  });
  const stated = out.filter((d) => !d.same);
  return {
    setting: o.setting,
    seed: o.seed,
    samples: o.samples,
    rollouts: o.rollouts,
    thresholds: o.thresholds,
    decisions: out,
    players: summarize(out, o.players),
    meanError: stated.length ? Math.round((stated.reduce((a, d) => a + d.error, 0) / stated.length) * 1e4) / 1e4 : 0,
  };
}
