/**
 * Fixed-window counters in D1 (the `rate_limits` table), for the limits that must hold across
 * requests and be counted in the same batch as what they limit (lost-link recovery, sign-in links).
 * The per-request limits of the HTTP edge are worker/http/rate-limit.ts.
 */
import { sql } from 'drizzle-orm';
import { rateLimits } from '@db/schema';
import type { Db } from './db';

/**
 * One fixed-window counter of the `rate_limits` table counted up, as a statement for the caller's
 * batch (lost-link recovery, sign-in links): the batch reads the count it returns.
 */
export function countUp(db: Db, key: string, windowStart: number) {
  return db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
}
