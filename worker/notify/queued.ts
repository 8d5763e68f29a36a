/**
 * A change's notifications, gathered for the caller's own batch (./notify.ts queues them, and
 * ./addresses.ts the confirmation mail): apart, so those two do not import each other.
 */
import type { SQL } from 'drizzle-orm';

export interface Queued {
  /** SELECTs of outbox rows, each made an INSERT … SELECT in the caller's batch (runAll). */
  statements: SQL[];
  /** A condition every insert also needs (lost-link recovery's: the rate limits still allow it). */
  guard?: SQL;
  /**
   * Ids the rows get if they are inserted (a seat without an email or muted gets none). An id
   * ending in `*` stands for every id starting with what precedes it: the push rows of one
   * statement, one per subscription, whose number is known only when the statement runs.
   */
  ids: string[];
}
