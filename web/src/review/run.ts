/**
 * Runs a review in Web Workers (review.worker.ts) and keeps the result on the device (IndexedDB,
 * database `stonehenge-review`, keyed by game, setting, seed and engine version). Several workers
 * share the decisions on a device with cores to spare; each decision's review depends only on the
 * seed and its index, so the merged result is the same however many ran.
 */
import { createStore, get, set } from 'idb-keyval';
import { type DecisionReview, type GameReview, REVIEW_SETTINGS, type ReviewSetting, finishReview } from '@engine/core/review';
import type { AnyRuleset } from '@engine/index';
import type { FromWorker, ToWorker } from './protocol';

/** Every review uses this seed: the same game gives the same review on every device. */
export const REVIEW_SEED = 'review-1';

let db: ReturnType<typeof createStore> | null = null;
const store = () => {
  db ??= createStore('stonehenge-review', 'reviews');
  return db;
};

/**
 * The review's own version: a review kept under an older one was made with other counts or samples
 * (2: the pooled sampling error, fewer chart playouts in the quick setting, samples that use what a
 * seat remembers; 3: no mark below good from a loss within its error, "uncertain" instead, and the
 * accuracy over the judged decisions), so it is made again rather than shown.
 */
export const REVIEW_VERSION = 3;

/**
 * The deep setting is the one offered first where this device runs it in at most this many seconds
 * (its estimate, below); the quick one elsewhere. The quick setting's error leaves most losses
 * uncertain, so the deeper review is the better first look wherever it costs about as long as
 * reading the summary (docs/review.md, "Settings").
 */
export const DEEP_BY_DEFAULT_SECONDS = 20;

export const defaultSetting = (times: Record<ReviewSetting, number> | null): ReviewSetting =>
  times && times.deep <= DEEP_BY_DEFAULT_SECONDS ? 'deep' : 'quick';

const cacheKey = (gameId: string, ruleset: AnyRuleset, setting: ReviewSetting) =>
  `${gameId}|${ruleset.id}@${ruleset.engineVersion}|${setting}|${REVIEW_SEED}|v${REVIEW_VERSION}`;

export async function cachedReview(gameId: string, ruleset: AnyRuleset, setting: ReviewSetting): Promise<GameReview | null> {
  try {
    return ((await get(cacheKey(gameId, ruleset, setting), store())) as GameReview | undefined) ?? null;
  } catch {
    // No IndexedDB (a private window in some browsers): nothing kept, the review runs again.
    return null;
  }
}

async function keep(gameId: string, ruleset: AnyRuleset, review: GameReview): Promise<void> {
  try {
    await set(cacheKey(gameId, ruleset, review.setting), review, store());
  } catch {
    // As above: the result is shown, only not kept.
  }
}

export const canRun = () => typeof Worker !== 'undefined';

/** Workers to run at once: the cores the device reports, one left for the page, at most four. */
export function workerCount(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, cores - 1));
}

const spawn = () => new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });

/** Seconds each setting should take here, from a quarter of a second of timed play in a worker. */
export function estimate(record: unknown): { promise: Promise<Record<ReviewSetting, number>>; cancel(): void } {
  const worker = spawn();
  const promise = new Promise<Record<ReviewSetting, number>>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<FromWorker>) => {
      const m = e.data;
      worker.terminate();
      if (m.kind === 'estimate') {
        const n = workerCount();
        const secs = (work: number) => work / Math.max(m.rate, 1e-6) / 1000 / n;
        resolve({ quick: secs(m.work.quick), deep: secs(m.work.deep) });
      } else reject(new Error(m.kind === 'error' ? m.message : 'unexpected answer'));
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message || 'worker failed'));
    };
    worker.postMessage({ kind: 'estimate', record, seed: REVIEW_SEED } satisfies ToWorker);
  });
  return { promise, cancel: () => worker.terminate() };
}

export interface Running {
  promise: Promise<GameReview>;
  cancel(): void;
}

/** Starts a review; `onProgress` gets the share done (0..1). Cancel terminates every worker. */
export function startReview(
  gameId: string,
  ruleset: AnyRuleset,
  record: unknown,
  players: number,
  setting: ReviewSetting,
  onProgress: (share: number) => void,
): Running {
  const parts = workerCount();
  const workers = Array.from({ length: parts }, spawn);
  const done = new Array<number>(parts).fill(0);
  const total = new Array<number>(parts).fill(0);
  const results: DecisionReview[][] = [];
  let finished = 0;
  const promise = new Promise<GameReview>((resolve, reject) => {
    workers.forEach((worker, part) => {
      worker.onmessage = (e: MessageEvent<FromWorker>) => {
        const m = e.data;
        if (m.kind === 'progress') {
          done[part] = m.done;
          total[part] = m.total;
          const all = total.reduce((a, b) => a + b, 0);
          if (all > 0) onProgress(done.reduce((a, b) => a + b, 0) / all);
        } else if (m.kind === 'done') {
          results[part] = m.decisions;
          worker.terminate();
          if (++finished < parts) return;
          const decisions = results.flat().sort((a, b) => a.index - b.index);
          const counts = REVIEW_SETTINGS[setting];
          const review = finishReview(decisions, {
            setting,
            seed: REVIEW_SEED,
            samples: counts.samples,
            rollouts: counts.rollouts,
            thresholds: ruleset.review?.thresholds ?? { inaccuracy: 0, mistake: 0, blunder: 0 },
            players,
          });
          void keep(gameId, ruleset, review);
          resolve(review);
        } else if (m.kind === 'error') {
          for (const w of workers) w.terminate();
          reject(new Error(m.message));
        }
      };
      worker.onerror = (e) => {
        for (const w of workers) w.terminate();
        reject(new Error(e.message || 'worker failed'));
      };
      worker.postMessage({ kind: 'review', record, setting, seed: REVIEW_SEED, part, parts } satisfies ToWorker);
    });
  });
  return {
    promise,
    cancel: () => {
      for (const w of workers) w.terminate();
    },
  };
}
