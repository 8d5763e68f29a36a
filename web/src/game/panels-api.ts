/**
 * The calls of the game page's panels that load after its first screen (clocks, notifications and
 * pushes, the lost link, table talk, notes, leaving), of a finished game's rematch and of the
 * absent seat's vote: loaded with those panels' chunks, not with every game page (#34).
 */
import type { AbsentChoice, ChatMessage, GamePayload, JoinedGame, NotificationSettings, SeatNote, TimeControlInfo } from '@schema/api';
import { answered, api, bearer, game, idOf, json } from '../api';

/** Away until `until` (epoch ms): every clock of the seat's address stops. */
export const goAway = (gameId: string, token: string, until: number): Promise<{ awayUntil: number | null; games: number }> =>
  json(game.away.$post({ param: idOf(gameId), json: { until } }, bearer(token)));

/** Back early: the absence ends now. */
export const comeBack = (gameId: string, token: string): Promise<{ awayUntil: number | null; games: number }> =>
  json(game.away.$delete({ param: idOf(gameId) }, bearer(token)));

export const giveTime = (gameId: string, token: string, seat: number, hours: number): Promise<GamePayload> =>
  json(game.time.$post({ param: idOf(gameId), json: { seat, hours } }, bearer(token)));

export const changeTimeControl = (
  gameId: string,
  token: string,
  body: { timeControl: TimeControlInfo | null; weekendsOff?: boolean } | { decline: true },
): Promise<GamePayload> => json(game['time-control'].$post({ param: idOf(gameId), json: body }, bearer(token)));

export const getNotifications = (gameId: string, token: string): Promise<NotificationSettings> =>
  json(game.notifications.$get({ param: idOf(gameId) }, bearer(token)));

export const putNotifications = (
  gameId: string,
  token: string,
  body: { email?: string | null; muted?: boolean; digest?: boolean; timeZone?: string },
): Promise<NotificationSettings> => json(game.notifications.$put({ param: idOf(gameId), json: body }, bearer(token)));

/** A new link for the seat's deadline calendar: the old one stops working. */
export const renewSeatCalendar = async (gameId: string, token: string): Promise<string> =>
  (await json(game.calendar.$post({ param: idOf(gameId) }, bearer(token)))).calendarUrl;

/** The server's VAPID public key (404 push_unavailable when this server has no Web Push). */
export const getPushKey = (): Promise<{ publicKey: string }> => json(api.push.key.$get());

/** Registers this browser's push subscription for the token's seat. */
export const registerPush = (gameId: string, token: string, subscription: PushSubscriptionJSON): Promise<{ subscribed: true }> =>
  json(
    game.push.$post(
      {
        param: idOf(gameId),
        // The browser's own object, typed loosely by the DOM: the Worker checks it (400 on a missing key).
        json: {
          endpoint: subscription.endpoint as string,
          keys: subscription.keys as { p256dh: string; auth: string },
          expirationTime: subscription.expirationTime ?? null,
        },
      },
      bearer(token),
    ),
  );

export const unregisterPush = async (gameId: string, token: string, endpoint: string): Promise<void> => {
  await answered(game.push.$delete({ param: idOf(gameId), json: { endpoint } }, bearer(token)));
};

export const recoverLink = (gameId: string, email: string): Promise<{ ok: true; message: string }> =>
  json(game.recover.$post({ param: idOf(gameId), json: { email } }));

export const postChat = (gameId: string, token: string, text: string): Promise<ChatMessage> =>
  json(game.chat.$post({ param: idOf(gameId), json: { text } }, bearer(token)));

/** This seat's private note on the game ('' when there is none). */
export const getNote = (gameId: string, token: string): Promise<SeatNote> => json(game.notes.$get({ param: idOf(gameId) }, bearer(token)));

/** Saves this seat's note; an empty text deletes it. */
export const putNote = (gameId: string, token: string, text: string): Promise<SeatNote> =>
  json(game.notes.$put({ param: idOf(gameId), json: { text } }, bearer(token)));

/** Offers the rematch of a finished game, or takes this player's seat in the one already offered (the answer of a join). */
export const postRematch = (gameId: string, token: string): Promise<JoinedGame> => json(game.rematch.$post({ param: idOf(gameId) }, bearer(token)));

/** POST /api/games/:id/resign or /cancel: the seat's payload after it. */
export const leaveGame = (gameId: string, token: string, how: 'resign' | 'cancel'): Promise<GamePayload> =>
  json(game[how].$post({ param: idOf(gameId) }, bearer(token)));

/** POST /api/games/:id/absent: a vote on the absent seat, or (`back`) its owner taking it again. */
export const voteAbsent = (gameId: string, token: string, seat: number, choice: AbsentChoice | 'back'): Promise<GamePayload> =>
  json(game.absent.$post({ param: idOf(gameId), json: { seat, choice } }, bearer(token)));
