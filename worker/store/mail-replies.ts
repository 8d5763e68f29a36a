/** The cron's cleanup of remembered mail replies (worker/mail-reply/inbound.ts reads and writes them). */
import { lt } from 'drizzle-orm';
import { mailReplies } from '@db/schema';
import type { Db } from './db';

/**
 * How long a read reply is remembered (its replay refused as such): a month. An older copy sent
 * again still moves nothing: the address it answers signs a version the game has left behind
 * (a played reply moved it), or the reply was not played the first time either.
 */
export const MAIL_REPLY_KEEP_MS = 30 * 24 * 3_600_000;
/** The cron's cleanup: forgets the replies read before MAIL_REPLY_KEEP_MS ago; answers how many. */
export async function pruneMailReplies(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(mailReplies)
    .where(lt(mailReplies.at, now - MAIL_REPLY_KEEP_MS))
    .run();
  return gone.meta.changes ?? 0;
}
