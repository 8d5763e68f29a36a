/**
 * The post-game review's cost (issue 47, docs/review.md): a typical finished game of each ruleset
 * reviewed with the quick and the deep setting, one thread, as the replay page's Web Worker runs
 * it. Part of `npm run bench`; `npm run bench -- --review-only` runs it alone.
 *
 * A typical game: the good bot in every seat, one choice in four made at random instead (people
 * are neither bots nor random), default options, the middle player count, a fixed seed.
 */
import { type AnyRuleset, RULESETS } from '@engine/index';
import { createRng, nextUint32, pick } from '@engine/core/prng';
import { table } from './stats';
import { REVIEW_SETTINGS, type ReviewSetting, type ReviewStep, countsOf, reviewGame, reviewWork } from '@engine/core/review';

/** A seeded game of `players`: the good bot, with a random legal choice `noise` of the time. */
export function typicalGame(
  ruleset: AnyRuleset,
  players: number,
  seed: string,
  noise = 0.25,
  extra: Record<string, unknown> = {},
): { steps: ReviewStep[]; players: number } {
  const options = ruleset.optionsSchema.parse({ ...(ruleset.id === 'raiding-stonehenge' && players < 4 ? { twoThreePlayers: true } : {}), ...extra });
  let state = ruleset.setup(seed, players, options);
  const rng = createRng(`typical|${seed}`);
  const steps: ReviewStep[] = [];
  for (;;) {
    const status = ruleset.status(state);
    if (status.finished) return { steps, players };
    const seat = status.active[0] as number;
    const actions = ruleset.actions(state, seat) as { type: string }[];
    const random = nextUint32(rng) / 2 ** 32 < noise;
    const action = random ? pick(rng, actions) : ruleset.bot({ seat, view: ruleset.view(state, seat), actions }, rng);
    steps.push({ state, seat, action });
    const next = ruleset.apply(state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
}

export interface ReviewBench {
  ruleset: string;
  players: number;
  actions: number;
  decisions: number;
  setting: ReviewSetting;
  samples: number;
  rollouts: number;
  seconds: number;
  /** When the first progress report came, seconds after the start. */
  firstProgress: number;
  /** Positions played per millisecond (the time estimate's rate). */
  positionsPerMs: number;
}

export function benchReview(only?: (id: string) => boolean, settings: ReviewSetting[] = ['quick', 'deep']): ReviewBench[] {
  const out: ReviewBench[] = [];
  for (const ruleset of RULESETS) {
    if (only && !only(ruleset.id)) continue;
    const players = Math.round((Math.max(ruleset.minPlayers, ruleset.variantPlayers ? ruleset.variantPlayers.max + 1 : 0) + ruleset.maxPlayers) / 2);
    const game = typicalGame(ruleset, players, 'bench-review');
    for (const setting of settings) {
      const { samples, rollouts } = REVIEW_SETTINGS[setting];
      const work = reviewWork(ruleset, game.steps, countsOf({ setting }), 'bench');
      const t0 = performance.now();
      let first = -1;
      const review = reviewGame(ruleset, game.steps, players, {
        setting,
        seed: 'bench',
        onWork: () => {
          if (first < 0) first = performance.now() - t0;
        },
      });
      const ms = performance.now() - t0;
      out.push({
        ruleset: ruleset.id,
        players,
        actions: game.steps.length,
        decisions: review.decisions.length,
        setting,
        samples,
        rollouts,
        seconds: Math.round(ms / 100) / 10,
        firstProgress: Math.round(first / 10) / 100,
        positionsPerMs: Math.round((work / ms) * 10) / 10,
      });
    }
  }
  return out;
}

/** The quick setting's budget for the longest ruleset (issue 47). */
export const QUICK_BUDGET_SECONDS = 20;

/** The review bench's table and its one budget, as `npm run bench` prints them. */
export function reviewReport(rows: readonly ReviewBench[]): { text: string; quickWorst: { ruleset: string; seconds: number } } {
  const quick = rows.filter((r) => r.setting === 'quick');
  const worst = quick.reduce((a, b) => (b.seconds > a.seconds ? b : a), quick[0] ?? { ruleset: '-', seconds: 0 });
  const text = table(
    ['review (one thread)', 'players', 'actions', 'setting', 'samples × rollouts', 'seconds', 'first progress s', 'positions/ms'],
    rows.map((r) => [r.ruleset, r.players, r.actions, r.setting, `${r.samples} × ${r.rollouts}`, r.seconds, r.firstProgress, r.positionsPerMs]),
  );
  return { text, quickWorst: { ruleset: worst.ruleset, seconds: worst.seconds } };
}
