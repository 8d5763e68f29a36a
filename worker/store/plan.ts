/**
 * A write as a value: the statements of one D1 batch and what its results mean, built by the
 * store and run by whoever owns the write (the game's writer runs a command's, worker/live/object.ts;
 * `execute` runs one here for the writers outside it). D1 has no interactive transactions, so a
 * change is one batch; what its results decide (the guard held, or a stale version to refuse or
 * answer from a fresh read) is `settle`, which may read again, and may ask for one more batch (a
 * retry on the row read after a lost guard).
 */
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './db';

/** One batch's statements, the first of them always there. */
export type Statements = [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];

/** A value known without writing, or a batch to run and what its results give. */
export type Plan<T> = { done: T } | { commit: Statements; settle(results: unknown[]): Promise<Plan<T>> };

/** A plan that writes nothing. */
export const done = <T>(value: T): Plan<T> => ({ done: value });

/** Runs `plan` to its value: each batch it asks for, in turn (one on a path whose guard holds). */
export async function execute<T>(db: Db, plan: Plan<T>): Promise<T> {
  let step = plan;
  while ('commit' in step) step = await step.settle(await db.batch(step.commit));
  return step.done;
}

/**
 * `plan`, then `next` of its value (which may write again). Never named `then`: a module that
 * exports `then` is a thenable, and awaiting its namespace (a dynamic import, vitest's module
 * runner) calls it and never settles.
 */
export function andThen<A, B>(plan: Plan<A>, next: (value: A) => Plan<B> | Promise<Plan<B>>): Promise<Plan<B>> {
  if ('done' in plan) return Promise.resolve(next(plan.done));
  return Promise.resolve({ commit: plan.commit, settle: async (results: unknown[]) => andThen(await plan.settle(results), next) });
}
