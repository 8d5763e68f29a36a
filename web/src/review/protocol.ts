/** Messages between the replay page and its review workers (review.worker.ts). */
import type { DecisionReview, ReviewSetting } from '@engine/core/review';

export type ToWorker =
  | { kind: 'estimate'; record: unknown; seed: string }
  | { kind: 'review'; record: unknown; setting: ReviewSetting; seed: string; part: number; parts: number };

export type FromWorker =
  /** Positions of good-bot play per millisecond on this device, and each setting's work in positions. */
  | { kind: 'estimate'; rate: number; work: Record<ReviewSetting, number> }
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; decisions: DecisionReview[] }
  | { kind: 'error'; message: string };
