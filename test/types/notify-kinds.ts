/**
 * Compiled by `npm run typecheck`, never run: the notification kinds' table (worker/store/notify-kinds.ts)
 * types the outbox column and the texts, so a kind that is not in the table, or a kind of the
 * table without its words, fails tsc. Each `@ts-expect-error` below fails the build if its line
 * ever compiles.
 */
import type { OutboxRow } from '@db/schema';
import type { GameMailKind, NotifyKind, PushKind } from '@worker/store/notify-kinds';
import { emptyQueue, queueEmails, queuePushes } from '@worker/store/notify-queue';

const q = emptyQueue();
const game = { id: 'g' };

// @ts-expect-error 'fanfare' is no kind of the table: the outbox column refuses it.
export const column: OutboxRow['kind'] = 'fanfare';
// @ts-expect-error nor may a seat's mail be queued with it.
queueEmails(q, game, [0], 'fanfare', {}, 0);
// @ts-expect-error the table says a rematch is mailed, never pushed.
queuePushes(q, game, [0], 'rematch', {}, 0);
queueEmails(q, game, [0], 'rematch', {}, 0);

/** A text table keyed by the kinds must name every one of them (mail.ts, push.ts). */
// @ts-expect-error `result` has no words here.
export const pushWords: Record<PushKind, string> = { start: '', turn: '', reminder: '' };
export const mailKinds: GameMailKind[] = ['start', 'turn', 'reminder', 'result', 'link', 'expired', 'rematch', 'confirm'];
export const accountKinds: Exclude<NotifyKind, GameMailKind>[] = ['signin', 'games', 'digest'];
