/**
 * The words of the mails and pushes about a table's own events: a seat whose time ran out
 * (onTimeout "ask"), a game cancelled or ended by a vote. Kept together so the message catalog
 * (web/src/i18n/) can take them in one move.
 */
export const ABSENT_WORDS = {
  subject: (game: string, name: string) => `${game}: ${name} ran out of time, what now?`,
  body: (name: string, hours: string) =>
    `${name} has not played within ${hours}. Choose on the game page what the table does: wait one more period, let a bot play for them until they return, give their seat to someone new, or end the game. The choice most of you make decides; a tie waits.`,
  button: 'Choose on the game page',
  pushBody: 'Choose what the table does: wait, a bot, a new player or end the game.',
};

export type CancelReason = 'host' | 'unstarted' | 'vote';

/** Why a game was cancelled, from the outbox row's data. */
export function cancelledWhy(data: Record<string, unknown> | null | undefined): string {
  const why = data?.why as CancelReason | undefined;
  if (why === 'host') return 'The host cancelled it before anyone had played.';
  if (why === 'vote') return 'A seat ran out of time, and the others chose to end the game.';
  return 'Nobody made a first move within 7 days of its creation, so it was cancelled.';
}

export const CANCELLED_WORDS = {
  subject: (game: string) => `${game}: the game was cancelled`,
  button: 'Start a new game',
};
