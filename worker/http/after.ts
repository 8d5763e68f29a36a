import type { AppContext } from '../store/env';
import { requestConfig } from '../store/notify-config';
import { deliver } from '../notify/outbox';
import { createDb } from '../store/db';

/**
 * Sends the rows a request just queued, after the response. Uses the plain binding so the
 * request's own D1 counters (D1_STATS) measure only the request; the cron retries failures.
 */
export function deliverAfterResponse(c: AppContext, ids: string[]): void {
  if (!ids.length) return;
  const config = requestConfig(c.env, c.req.url);
  c.executionCtx.waitUntil(deliver(createDb(c.env.DB), config, Date.now(), { ids }).catch((err) => console.error('outbox delivery failed', err)));
}
