/**
 * The words of the mails and pushes about a table's own events: a seat whose time ran out
 * (onTimeout "ask"), a game cancelled or ended by a vote. From the message catalog's `mail`
 * area (web/src/i18n/); English until mails carry the seat's language.
 */
import { messagesFor } from '@web/i18n/worker-catalog';

export type CancelReason = 'host' | 'unstarted' | 'vote';

export const tableWords = () => messagesFor('en').mail;

/** Why a game was cancelled, from the outbox row's data. */
export function cancelledWhy(data: { why?: CancelReason } | null | undefined, m = tableWords()): string {
  if (data?.why === 'host') return m.cancelledByHost;
  if (data?.why === 'vote') return m.cancelledByVote;
  return m.cancelledUnstarted;
}
