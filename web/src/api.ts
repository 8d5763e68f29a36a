/** Calls to the service's HTTP API (docs/api-contract.md), typed by schema/api.ts. */
import { locale } from './i18n';
import type {
  AbsentChoice,
  ArchivePage,
  ChatMessage,
  CreateGameBody,
  CreatedGame,
  DevOutboxEmail,
  GamePayload,
  MyGame,
  OpenPage,
  RematchJoined,
  SeatNote,
  NotificationSettings,
  JoinGameBody,
  JoinedGame,
  JoinPreview,
  LivePage,
  RulesetInfo,
  StatsPage,
  TimeControlInfo,
} from '@schema/api';

/** A failed call: the API's error code and message, or `network` when the service was unreachable. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function failureOf(res: Response): Promise<ApiFailure> {
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    if (body.error?.code) return new ApiFailure(res.status, body.error.code, body.error.message ?? body.error.code);
  } catch {
    // Not JSON: fall through to a generic message.
  }
  return new ApiFailure(res.status, `http_${res.status}`, `The service answered with an error (${res.status}).`);
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { cache: 'no-store', ...init });
  } catch {
    throw new ApiFailure(0, 'network', 'The service could not be reached. Check your connection and try again.');
  }
  if (!res.ok) throw await failureOf(res);
  return (await res.json()) as T;
}

const jsonInit = (body: unknown, token?: string | null): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

export const getRulesets = () => call<{ rulesets: RulesetInfo[] }>('/api/rulesets').then((r) => r.rulesets);

/** The browser's time zone, sent with a create or a join: reminders wait out the night there. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const withZone = <B extends { timeZone?: string | undefined }>(body: B): B => {
  const timeZone = body.timeZone ?? browserTimeZone();
  return timeZone ? { ...body, timeZone } : body;
};

// A seat's mails and pushes speak the language of the page it was taken on (web/src/i18n/).
export const createGame = (body: CreateGameBody) => call<CreatedGame>('/api/games', jsonInit(withZone({ language: locale(), ...body })));

export const joinGame = (code: string, body: JoinGameBody, invite?: string | null) =>
  call<JoinedGame>(
    `/api/join/${encodeURIComponent(code)}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`,
    jsonInit(withZone({ language: locale(), ...body })),
  );

const gamePath = (gameId: string, what: string) => `/api/games/${encodeURIComponent(gameId)}/${what}`;

/** Away until `until` (epoch ms): every clock of the seat's address stops. */
export const goAway = (gameId: string, token: string, until: number) =>
  call<{ awayUntil: number | null; games: number }>(gamePath(gameId, 'away'), jsonInit({ until }, token));

/** Back early: the absence ends now. */
export const comeBack = (gameId: string, token: string) =>
  call<{ awayUntil: number | null; games: number }>(gamePath(gameId, 'away'), { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });

export const giveTime = (gameId: string, token: string, seat: number, hours: number) =>
  call<GamePayload>(gamePath(gameId, 'time'), jsonInit({ seat, hours }, token));

export const changeTimeControl = (gameId: string, token: string, body: { timeControl: TimeControlInfo | null; weekendsOff?: boolean } | { decline: true }) =>
  call<GamePayload>(gamePath(gameId, 'time-control'), jsonInit(body, token));

/** What an invite link leads to, before joining. */
export const getJoinPreview = (code: string) => call<JoinPreview>(`/api/join/${encodeURIComponent(code)}`);

/** Mails the address a list of its unfinished seats (the same answer whether or not it has any). */
export const emailMyGames = (email: string) => call<{ ok: true; message: string }>('/api/my-games/email', jsonInit({ email }));

export function getLive(params: { ruleset?: string; player?: string }) {
  const q = new URLSearchParams();
  if (params.ruleset) q.set('ruleset', params.ruleset);
  if (params.player) q.set('player', params.player);
  const qs = q.toString();
  return call<LivePage>(`/api/live${qs ? `?${qs}` : ''}`);
}

export function getArchive(params: { ruleset?: string; player?: string; cursor?: string | null; limit?: number }) {
  const q = new URLSearchParams();
  if (params.ruleset) q.set('ruleset', params.ruleset);
  if (params.player) q.set('player', params.player);
  if (params.cursor) q.set('cursor', params.cursor);
  if (params.limit) q.set('limit', String(params.limit));
  const qs = q.toString();
  return call<ArchivePage>(`/api/archive${qs ? `?${qs}` : ''}`);
}

export type Fetched = { changed: false } | { changed: true; payload: GamePayload; etag: string | null };

/** One poll: `changed: false` on 304 (nothing new since `etag`). */
/** What the inline script of index.html asked for before the app loaded (a game page's first payload). */
interface Prefetch {
  gameId: string;
  token: string | null;
  response: Promise<Response>;
}

/** The early request, once, when it is for this game and token; a page that asked otherwise fetches anew. */
function takePrefetch(gameId: string, token: string | null): Promise<Response> | null {
  const holder = globalThis as unknown as { __gamePrefetch?: Prefetch };
  const early = holder.__gamePrefetch;
  if (!early) return null;
  holder.__gamePrefetch = undefined;
  if (early.gameId === gameId && early.token === token) return early.response;
  early.response.catch(() => undefined); // not ours: its failure is nobody's business
  return null;
}

/**
 * A game read with no answer by then counts as "no network": on a train the connection may stay up
 * while nothing comes, and the page should show its offline copy rather than wait (it asks again).
 */
export const GAME_READ_MS = 12_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), ms);
    work.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

export async function fetchGame(gameId: string, token: string | null, etag: string | null): Promise<Fetched> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (etag) headers['If-None-Match'] = etag;
  let res: Response;
  try {
    const early = etag ? null : takePrefetch(gameId, token);
    res = await within(early ?? fetch(`/api/games/${encodeURIComponent(gameId)}`, { headers, cache: 'no-store' }), GAME_READ_MS);
  } catch {
    throw new ApiFailure(0, 'network', 'The service could not be reached.');
  }
  if (res.status === 304) return { changed: false };
  if (!res.ok) throw await failureOf(res);
  return { changed: true, payload: (await res.json()) as GamePayload, etag: res.headers.get('ETag') };
}

/** Older log entries: the log from entry `from` on (at most 500), for the log panel's "earlier" button. */
export async function fetchLogFrom(gameId: string, token: string | null, from: number): Promise<GamePayload> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api/games/${encodeURIComponent(gameId)}?logFrom=${from}`, { headers, cache: 'no-store' });
  } catch {
    throw new ApiFailure(0, 'network', 'The service could not be reached.');
  }
  if (!res.ok) throw await failureOf(res);
  return (await res.json()) as GamePayload;
}

export async function postAction(
  gameId: string,
  token: string,
  version: number,
  action: { type: string },
): Promise<{ payload: GamePayload; etag: string | null }> {
  let res: Response;
  try {
    res = await fetch(`/api/games/${encodeURIComponent(gameId)}/actions`, jsonInit({ version, action }, token));
  } catch {
    throw new ApiFailure(0, 'network', 'The service could not be reached: your move was not sent.');
  }
  if (!res.ok) throw await failureOf(res);
  return { payload: (await res.json()) as GamePayload, etag: res.headers.get('ETag') };
}

/** Takes back this seat's last action (when the payload says canUndo). */
export async function postUndo(gameId: string, token: string, version: number): Promise<{ payload: GamePayload; etag: string | null }> {
  let res: Response;
  try {
    res = await fetch(`/api/games/${encodeURIComponent(gameId)}/undo`, jsonInit({ version }, token));
  } catch {
    throw new ApiFailure(0, 'network', 'The service could not be reached: nothing was taken back.');
  }
  if (!res.ok) throw await failureOf(res);
  return { payload: (await res.json()) as GamePayload, etag: res.headers.get('ETag') };
}

/** "Send now": this seat's moves inside the take-back window are shown to everyone at once. */
export async function postPublish(gameId: string, token: string, version: number): Promise<{ payload: GamePayload; etag: string | null }> {
  let res: Response;
  try {
    res = await fetch(`/api/games/${encodeURIComponent(gameId)}/publish`, jsonInit({ version }, token));
  } catch {
    throw new ApiFailure(0, 'network', 'The service could not be reached: your move was not sent yet.');
  }
  if (!res.ok) throw await failureOf(res);
  return { payload: (await res.json()) as GamePayload, etag: res.headers.get('ETag') };
}

const authed = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
});

/** The page is open and visible: the server sends this seat no turn mail meanwhile. */
export const pingPresence = (gameId: string, token: string) =>
  fetch(`/api/games/${encodeURIComponent(gameId)}/presence`, authed(token, { method: 'POST' })).then(() => undefined);

export const getNotifications = (gameId: string, token: string) =>
  call<NotificationSettings>(`/api/games/${encodeURIComponent(gameId)}/notifications`, authed(token));

export const putNotifications = (gameId: string, token: string, body: { email?: string | null; muted?: boolean; digest?: boolean }) =>
  call<NotificationSettings>(`/api/games/${encodeURIComponent(gameId)}/notifications`, authed(token, { method: 'PUT', body: JSON.stringify(body) }));

/** The server's VAPID public key (404 push_unavailable when this server has no Web Push). */
export const getPushKey = () => call<{ publicKey: string }>('/api/push/key');

/** Registers this browser's push subscription for the token's seat. */
export const registerPush = (gameId: string, token: string, subscription: PushSubscriptionJSON) =>
  call<{ subscribed: true }>(
    `/api/games/${encodeURIComponent(gameId)}/push`,
    jsonInit({ endpoint: subscription.endpoint, keys: subscription.keys, expirationTime: subscription.expirationTime ?? null }, token),
  );

export const unregisterPush = async (gameId: string, token: string, endpoint: string) => {
  const res = await fetch(`/api/games/${encodeURIComponent(gameId)}/push`, authed(token, { method: 'DELETE', body: JSON.stringify({ endpoint }) }));
  if (!res.ok) throw await failureOf(res);
};

export const recoverLink = (gameId: string, email: string) =>
  call<{ ok: true; message: string }>(`/api/games/${encodeURIComponent(gameId)}/recover`, jsonInit({ email }));

export const muteGame = (gameId: string, seat: number, key: string) =>
  call<{ muted: true }>(`/api/games/${encodeURIComponent(gameId)}/mute?seat=${seat}&k=${encodeURIComponent(key)}`, { method: 'POST' });

export const myGames = (tokens: string[]) => call<{ games: MyGame[] }>('/api/my-games', jsonInit({ tokens })).then((r) => r.games);

export const devOutbox = () => call<{ emails: DevOutboxEmail[] }>('/api/dev/outbox').then((r) => r.emails);

export const getStats = () => call<StatsPage>('/api/stats');

/** The game's chat after message `after` (0: from the start), oldest first, at most 100. */
export const getChat = (gameId: string, token: string, after: number) =>
  call<{ messages: ChatMessage[] }>(`/api/games/${encodeURIComponent(gameId)}/chat?after=${after}`, authed(token)).then((r) => r.messages);

export const postChat = (gameId: string, token: string, text: string) =>
  call<ChatMessage>(`/api/games/${encodeURIComponent(gameId)}/chat`, jsonInit({ text }, token));

/** Open games anyone may join, newest first. */
export function getOpen(params: { ruleset?: string; cursor?: string | null; limit?: number; filters?: Record<string, string> }) {
  const q = new URLSearchParams(params.filters ?? {});
  if (params.ruleset) q.set('ruleset', params.ruleset);
  if (params.cursor) q.set('cursor', params.cursor);
  if (params.limit) q.set('limit', String(params.limit));
  const qs = q.toString();
  return call<OpenPage>(`/api/open${qs ? `?${qs}` : ''}`);
}

/** This seat's private note on the game ('' when there is none). */
export const getNote = (gameId: string, token: string) => call<SeatNote>(`/api/games/${encodeURIComponent(gameId)}/notes`, authed(token));

/** Saves this seat's note; an empty text deletes it. */
export const putNote = (gameId: string, token: string, text: string) =>
  call<SeatNote>(`/api/games/${encodeURIComponent(gameId)}/notes`, authed(token, { method: 'PUT', body: JSON.stringify({ text }) }));

/** Offers the rematch of a finished game, or takes this player's seat in the one already offered. */
export const postRematch = (gameId: string, token: string) => call<RematchJoined>(`/api/games/${encodeURIComponent(gameId)}/rematch`, jsonInit({}, token));

/** POST /api/games/:id/resign or /cancel: the seat's payload after it. */
export function leaveGame(gameId: string, token: string, how: 'resign' | 'cancel'): Promise<GamePayload> {
  return call<GamePayload>(`/api/games/${encodeURIComponent(gameId)}/${how}`, jsonInit({}, token));
}

/** POST /api/games/:id/absent: a vote on the absent seat, or (`back`) its owner taking it again. */
export function voteAbsent(gameId: string, token: string, seat: number, choice: AbsentChoice | 'back'): Promise<GamePayload> {
  return call<GamePayload>(`/api/games/${encodeURIComponent(gameId)}/absent`, jsonInit({ seat, choice }, token));
}

/** POST /api/games/:id/claim: takes a seat the table gave to someone new. */
export function claimSeat(gameId: string, body: { seat: number; key: string; name: string }): Promise<{ gameId: string; seat: number; token: string }> {
  return call(`/api/games/${encodeURIComponent(gameId)}/claim`, jsonInit(body));
}
