/**
 * The post-game review in a Web Worker (docs/review.md): the page stays responsive while the
 * engine plays thousands of games out. The record is replayed here (verifyRecord), so only JSON
 * crosses over. One worker reviews the decisions whose index ≡ part (mod parts); the page runs
 * several on a device with cores to spare and merges their decisions.
 */
import { type ReviewStep, countsOf, reviewGame, reviewSteps, reviewWork, rollout } from '@engine/core/review';
import { createRng } from '@engine/core/prng';
import { verifyRecord } from '@engine/index';
import type { FromWorker, ToWorker } from './protocol';

const post = (m: FromWorker) => postMessage(m);

function load(record: unknown): { steps: ReviewStep[]; players: number; check: Extract<ReturnType<typeof verifyRecord>, { ok: true }> } {
  const check = verifyRecord(record);
  if (!check.ok) throw new Error(check.message);
  const states = check.steps.map((s) => s.state);
  return { steps: reviewSteps(states, check.record.actions), players: check.record.players.length, check };
}

/** Times good-bot play from the game's positions for about a quarter of a second: positions per ms. */
function rate(check: { ruleset: Parameters<typeof rollout>[0] }, steps: readonly ReviewStep[], players: number): number {
  const start = performance.now();
  let positions = 0;
  let i = 0;
  while (performance.now() - start < 250 || positions < 50) {
    const step = steps[Math.floor((i * steps.length) / 7) % steps.length];
    if (!step) break;
    positions += rollout(check.ruleset, step.state, players, createRng(`estimate|${i}`)).steps + 1;
    i++;
  }
  return positions / Math.max(1, performance.now() - start);
}

addEventListener('message', (e: MessageEvent<ToWorker>) => {
  const msg = e.data;
  try {
    const { steps, players, check } = load(msg.record);
    if (msg.kind === 'estimate') {
      post({
        kind: 'estimate',
        rate: rate(check, steps, players),
        work: {
          quick: reviewWork(check.ruleset, steps, countsOf({ setting: 'quick' }), msg.seed),
          deep: reviewWork(check.ruleset, steps, countsOf({ setting: 'deep' }), msg.seed),
        },
      });
      return;
    }
    let last = 0;
    const review = reviewGame(check.ruleset, steps, players, {
      setting: msg.setting,
      seed: msg.seed,
      only: (index) => index % msg.parts === msg.part,
      onWork: (done, total) => {
        const now = performance.now();
        if (now - last < 100 && done < total) return;
        last = now;
        post({ kind: 'progress', done, total });
      },
    });
    post({ kind: 'done', decisions: review.decisions });
  } catch (err) {
    post({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
  }
});
