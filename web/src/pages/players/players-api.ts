/** The players API (issue #32) for the web app: the session travels in its HttpOnly cookie, never in script. */
import type { BotSeatEntry } from '@schema/bot-seats';
import type { PlayerSettings } from '@db/schema';
import type { MeGame } from '@schema/api';
import { ApiFailure, answered, api, json, seg } from '../../api';
import { locale } from '../../i18n';
import type { SeatMail } from '../../ui/player-fields';

/** A player's settings, as the worker stores and answers them (a type only: nothing of db/ reaches the bundle). */
export type { PlayerSettings };

export interface Me {
  handle: string;
  name: string;
  since: string;
  settings: PlayerSettings;
  games: MeGame[];
  /** The player's private deadline calendar (an iCal feed URL). */
  calendarUrl: string;
}

export interface Profile {
  handle: string;
  name: string;
  since: string;
  ratings: Record<string, { rating: number; games: number; provisional: boolean; history: { at: string; rating: number }[] }>;
  finished: Record<string, number>;
  /** Of the finished games, how many the player won, by ruleset. */
  wins?: Record<string, number>;
  reliability: { finished: number; timedOut: number };
  /** The tournaments the player entered, newest first (#58). */
  tournaments?: { id: string; name: string; ruleset: string; format: 'swiss' | 'round-robin' | 'knockout'; status: string; withdrawn: boolean }[];
  recent: {
    gameId: string;
    ruleset: string;
    title: string;
    finishedAt: string | null;
    players: string[];
    /** The seats bots hold from the game's creation (#45): named in the reader's words. */
    bots?: BotSeatEntry[];
    seat: number;
    won: boolean;
    rated: boolean;
    /** The winners' names, this seat's score and how the game ended for it (#45 item 8). */
    winners?: string[];
    score?: number;
    resigned?: true;
    timedOut?: true;
  }[];
}

/** Where a seat taken signed in is mailed (#57): the account's address and mail mode (`GET /api/me/address`). */
export type AccountMail = SeatMail;

export interface Board {
  players: { handle: string; name: string; rating: number; games: number; provisional: boolean }[];
  next: string | null;
}

// Through the app's typed client (web/src/api.ts): the session cookie goes with every same-origin call.

/** `next`: the page to come back to after signing in (schema/signin.ts); the mailed link carries it. */
export const askSignInLink = (email: string, next?: string | null): Promise<{ message: string }> =>
  json(api.auth.email.$post({ json: next ? { email, next } : { email } }));
/** `draftHandle`: the account's handle is still the one the service made up; the page offers to choose one. */
export const useSignInLink = (token: string, tokens: string[]): Promise<{ handle: string; name: string; claimed: number; draftHandle?: true }> =>
  json(api.auth.email.verify.$post({ json: { token, tokens, language: locale() } }));
export const signOut = (): Promise<null> => answered(api.auth.logout.$post()).then(() => null);
/** The signed-in player, or null when there is no session. */
export async function getMe(): Promise<Me | null> {
  try {
    return await json(api.me.$get());
  } catch (e) {
    if (e instanceof ApiFailure && e.status === 401) return null;
    throw e;
  }
}
/** The account's address and mail mode, or null when nobody is signed in. */
export async function getAccountMail(): Promise<AccountMail | null> {
  try {
    return await json(api.me.address.$get());
  } catch (e) {
    if (e instanceof ApiFailure && e.status === 401) return null;
    throw e;
  }
}
export const claimSeats = (tokens: string[]): Promise<{ claimed: number }> => json(api.me.claim.$post({ json: { tokens } }));
export const saveProfile = (body: { handle?: string; name?: string }): Promise<{ handle: string; name: string }> => json(api.me.profile.$put({ json: body }));
export const saveSettings = (body: PlayerSettings): Promise<{ settings: PlayerSettings }> => json(api.me.settings.$put({ json: body }));
/** A new link for the player's deadline calendar: the old one stops working. */
export const renewCalendar = async (): Promise<string> => (await json(api.me.calendar.$post())).calendarUrl;
export const deleteAccount = (): Promise<null> => answered(api.me.$delete()).then(() => null);
export const getProfile = (handle: string): Promise<Profile> => json(api.players[':handle'].$get({ param: { handle: seg(handle) } }));
export const getLeaderboard = (ruleset: string, cursor?: string | null): Promise<Board> =>
  json(api.leaderboard[':ruleset'].$get({ param: { ruleset: seg(ruleset) }, ...(cursor ? { query: { cursor } } : {}) }));

/** Passkeys: the browser half of @simplewebauthn, loaded only when a passkey is used. */
export async function registerPasskey(): Promise<void> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  // The server's and the browser's halves of @simplewebauthn type the options' extensions apart.
  const optionsJSON = (await json(api.auth.passkey.register.options.$post())) as Parameters<typeof startRegistration>[0]['optionsJSON'];
  const response = await startRegistration({ optionsJSON });
  await answered(api.auth.passkey.register.verify.$post({ json: { response: { ...response, response: { ...response.response } } } }));
}

export async function signInWithPasskey(tokens: string[]): Promise<{ handle: string; name: string }> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = (await json(api.auth.passkey.login.options.$post())) as Parameters<typeof startAuthentication>[0]['optionsJSON'];
  const response = await startAuthentication({ optionsJSON });
  return json(api.auth.passkey.login.verify.$post({ json: { response: { ...response, response: { ...response.response } }, tokens } }));
}
