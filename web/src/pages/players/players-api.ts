/** The players API (issue #32) for the web app: the session travels in its HttpOnly cookie, never in script. */
import type { MeGame } from '@schema/api';
import { ApiFailure } from '../../api';

export interface PlayerSettings {
  mail?: 'turn' | 'digest' | 'none';
  push?: boolean;
  quiet?: { from: number; to: number } | null;
  awayUntil?: number | null;
  language?: 'en' | 'de';
}

export interface Me {
  handle: string;
  name: string;
  since: string;
  settings: PlayerSettings;
  games: MeGame[];
}

export interface Profile {
  handle: string;
  name: string;
  since: string;
  ratings: Record<string, { rating: number; games: number; provisional: boolean; history: { at: string; rating: number }[] }>;
  finished: Record<string, number>;
  reliability: { finished: number; timedOut: number };
  recent: { gameId: string; ruleset: string; title: string; finishedAt: string | null; players: string[]; seat: number; won: boolean; rated: boolean }[];
}

export interface Board {
  players: { handle: string; name: string; rating: number; games: number; provisional: boolean }[];
  next: string | null;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { cache: 'no-store', credentials: 'same-origin', ...init });
  } catch {
    throw new ApiFailure(0, 'network', 'The service could not be reached. Check your connection and try again.');
  }
  if (!res.ok) {
    let body: { error?: { code?: string; message?: string } } = {};
    try {
      body = await res.json();
    } catch {
      // Not JSON.
    }
    throw new ApiFailure(res.status, body.error?.code ?? `http_${res.status}`, body.error?.message ?? `The service answered with an error (${res.status}).`);
  }
  return (res.status === 204 ? null : await res.json()) as T;
}

const send = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

export const askSignInLink = (email: string) => request<{ message: string }>('/api/auth/email', send('POST', { email }));
export const useSignInLink = (token: string, tokens: string[]) =>
  request<{ handle: string; name: string; claimed: number }>('/api/auth/email/verify', send('POST', { token, tokens }));
export const signOut = () => request<null>('/api/auth/logout', send('POST'));
/** The signed-in player, or null when there is no session. */
export async function getMe(): Promise<Me | null> {
  try {
    return await request<Me>('/api/me');
  } catch (e) {
    if (e instanceof ApiFailure && e.status === 401) return null;
    throw e;
  }
}
export const claimSeats = (tokens: string[]) => request<{ claimed: number }>('/api/me/claim', send('POST', { tokens }));
export const saveProfile = (body: { handle?: string; name?: string }) => request<{ handle: string; name: string }>('/api/me/profile', send('PUT', body));
export const saveSettings = (body: PlayerSettings) => request<{ settings: PlayerSettings }>('/api/me/settings', send('PUT', body));
export const deleteAccount = () => request<null>('/api/me', send('DELETE'));
export const getProfile = (handle: string) => request<Profile>(`/api/players/${encodeURIComponent(handle)}`);
export const getLeaderboard = (ruleset: string, cursor?: string | null) =>
  request<Board>(`/api/leaderboard/${encodeURIComponent(ruleset)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

/** Passkeys: the browser half of @simplewebauthn, loaded only when a passkey is used. */
export async function registerPasskey(): Promise<void> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await request<Parameters<typeof startRegistration>[0]['optionsJSON']>('/api/auth/passkey/register/options', send('POST'));
  const response = await startRegistration({ optionsJSON });
  await request('/api/auth/passkey/register/verify', send('POST', { response }));
}

export async function signInWithPasskey(tokens: string[]): Promise<{ handle: string; name: string }> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await request<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/api/auth/passkey/login/options', send('POST'));
  const response = await startAuthentication({ optionsJSON });
  return request('/api/auth/passkey/login/verify', send('POST', { response, tokens }));
}
