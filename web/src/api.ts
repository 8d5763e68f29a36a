/**
 * Calls to the service's HTTP API (docs/api-contract.md) through Hono's typed client: each path,
 * body, query and answer is the Worker's own (`AppType`, a type-only import erased from the
 * bundle), so a route that changes breaks `tsc` here. Every failure is an `ApiFailure`.
 * See docs/architecture.md, "The layers" (web).
 */
import { client } from './api-client';
import { loadErrorWords, locale } from './i18n';
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

/** The API's refusal as an ApiFailure, its words in the page's language at hand (loadErrorWords). */
async function failureOf(res: Response): Promise<ApiFailure> {
  await loadErrorWords();
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    if (body.error?.code) return new ApiFailure(res.status, body.error.code, body.error.message ?? body.error.code);
  } catch {
    // Not JSON: fall through to a generic message.
  }
  return new ApiFailure(res.status, `http_${res.status}`, `The service answered with an error (${res.status}).`);
}

/** Relative URLs: the page and the API share an origin. No answer is taken from the HTTP cache. */
export const api = client.api;

const UNREACHABLE = 'The service could not be reached. Check your connection and try again.';

/** The answer of a sent request, once it is a success: unreachable is `network`, any other failure the API's error. */
export async function answered<R extends Response>(sent: Promise<R>, unreachable = UNREACHABLE): Promise<Exclude<R, { ok: false }>> {
  let res: R;
  try {
    res = await sent;
  } catch {
    throw new ApiFailure(0, 'network', unreachable);
  }
  if (!res.ok) throw await failureOf(res);
  return res as Exclude<R, { ok: false }>;
}

/** A success's JSON, typed by the route that answers it. */
export const json = <R extends Response>(sent: Promise<R>): Promise<Awaited<ReturnType<Exclude<R, { ok: false }>['json']>>> =>
  answered(sent).then((res) => res.json());

/** The seat token as a bearer header (`{}` without one). */
const bearer = (token: string | null | undefined): { headers: Record<string, string> } => ({ headers: token ? { Authorization: `Bearer ${token}` } : {} });

/** A path segment as the route's `:param` (hc puts it in the path as it is given). */
export const seg = encodeURIComponent;

/** A game's own routes: `/api/games/:id/…`. */
const game = api.games[':id'];
const idOf = (gameId: string) => ({ id: seg(gameId) });

export const getRulesets = (): Promise<RulesetInfo[]> => json(api.rulesets.$get()).then((r) => r.rulesets);

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
export const createGame = (body: CreateGameBody): Promise<CreatedGame> => json(api.games.$post({ json: withZone({ language: locale(), ...body }) }));

export const joinGame = (code: string, body: JoinGameBody, invite?: string | null): Promise<JoinedGame> =>
  json(
    api.join[':code'].$post({
      param: { code: seg(code) },
      ...(invite ? { query: { invite } } : {}),
      json: withZone({ language: locale(), ...body }),
    }),
  );

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

/** What an invite link leads to, before joining. */
export const getJoinPreview = (code: string): Promise<JoinPreview> => json(api.join[':code'].$get({ param: { code: seg(code) } }));

/** Mails the address a list of its unfinished seats (the same answer whether or not it has any). */
export const emailMyGames = (email: string): Promise<{ ok: true; message: string }> => json(api['my-games'].email.$post({ json: { email } }));

/** A query without its empty values, and none at all when nothing is left (no bare `?`). */
const present = <Q extends Record<string, string | undefined | null>>(q: Q): { [K in keyof Q]?: string } | undefined => {
  const kept = Object.entries(q).filter(([, v]) => v);
  return kept.length ? (Object.fromEntries(kept) as { [K in keyof Q]?: string }) : undefined;
};

export const getLive = (params: { ruleset?: string; player?: string }): Promise<LivePage> =>
  json(api.live.$get({ query: present({ ruleset: params.ruleset, player: params.player }) }));

export const getArchive = (params: { ruleset?: string; player?: string; cursor?: string | null; limit?: number }): Promise<ArchivePage> =>
  json(
    api.archive.$get({
      query: present({ ruleset: params.ruleset, player: params.player, cursor: params.cursor, limit: params.limit ? String(params.limit) : undefined }),
    }),
  );

export type Fetched = { changed: false } | { changed: true; payload: GamePayload; etag: string | null };

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

/** `GET /api/games/:id`'s answer as the typed client sees it (200 with the payload, or 304). */
type GameRead = Awaited<ReturnType<typeof game.$get>>;

/** One poll: `changed: false` on 304 (nothing new since `etag`). */
export async function fetchGame(gameId: string, token: string | null, etag: string | null): Promise<Fetched> {
  const headers: Record<string, string> = { ...bearer(token).headers };
  if (etag) headers['If-None-Match'] = etag;
  let res: GameRead;
  try {
    // index.html's early request is this same GET, sent before the app loaded: read as the typed one.
    const early = etag ? null : (takePrefetch(gameId, token) as Promise<GameRead> | null);
    res = await within(early ?? game.$get({ param: idOf(gameId) }, { headers }), GAME_READ_MS);
  } catch {
    throw new ApiFailure(0, 'network', 'The service could not be reached.');
  }
  if (res.status === 304) return { changed: false };
  if (!res.ok) throw await failureOf(res);
  return { changed: true, payload: await res.json(), etag: res.headers.get('ETag') };
}

/** Older log entries: the log from entry `from` on (at most 500), for the log panel's "earlier" button. */
export const fetchLogFrom = (gameId: string, token: string | null, from: number): Promise<GamePayload> =>
  json(game.$get({ param: idOf(gameId), query: { logFrom: String(from) } }, bearer(token)));

/** A seat's answer to its own change: the payload and its ETag (the next poll's `If-None-Match`). */
async function seatAnswer<R extends Response & { json(): Promise<GamePayload> }>(
  sent: Promise<R>,
  unreachable: string,
): Promise<{ payload: GamePayload; etag: string | null }> {
  const res = await answered(sent, unreachable);
  return { payload: await res.json(), etag: res.headers.get('ETag') };
}

export const postAction = (gameId: string, token: string, version: number, action: { type: string }) =>
  seatAnswer(
    game.actions.$post({ param: idOf(gameId), json: { version, action } }, bearer(token)),
    'The service could not be reached: your move was not sent.',
  );

/** Takes back this seat's last action (when the payload says canUndo). */
export const postUndo = (gameId: string, token: string, version: number) =>
  seatAnswer(game.undo.$post({ param: idOf(gameId), json: { version } }, bearer(token)), 'The service could not be reached: nothing was taken back.');

/** "Send now": this seat's moves inside the take-back window are shown to everyone at once. */
export const postPublish = (gameId: string, token: string, version: number) =>
  seatAnswer(game.publish.$post({ param: idOf(gameId), json: { version } }, bearer(token)), 'The service could not be reached: your move was not sent yet.');

/** The page is open and visible: the server sends this seat no turn mail meanwhile (a failure is ignored by the caller). */
export const pingPresence = (gameId: string, token: string): Promise<void> => game.presence.$post({ param: idOf(gameId) }, bearer(token)).then(() => undefined);

export const getNotifications = (gameId: string, token: string): Promise<NotificationSettings> =>
  json(game.notifications.$get({ param: idOf(gameId) }, bearer(token)));

export const putNotifications = (
  gameId: string,
  token: string,
  body: { email?: string | null; muted?: boolean; digest?: boolean },
): Promise<NotificationSettings> => json(game.notifications.$put({ param: idOf(gameId), json: body }, bearer(token)));

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

export const muteGame = (gameId: string, seat: number, key: string): Promise<{ muted: true }> =>
  json(game.mute.$post({ param: idOf(gameId), query: { seat: String(seat), k: key } }));

export const myGames = (tokens: string[]): Promise<MyGame[]> => json(api['my-games'].$post({ json: { tokens } })).then((r) => r.games);

export const devOutbox = (): Promise<DevOutboxEmail[]> => json(api.dev.outbox.$get()).then((r) => r.emails);

export const getStats = (): Promise<StatsPage> => json(api.stats.$get());

/** The game's chat after message `after` (0: from the start), oldest first, at most 100. */
export const getChat = (gameId: string, token: string, after: number): Promise<ChatMessage[]> =>
  json(game.chat.$get({ param: idOf(gameId), query: { after: String(after) } }, bearer(token))).then((r) => r.messages);

export const postChat = (gameId: string, token: string, text: string): Promise<ChatMessage> =>
  json(game.chat.$post({ param: idOf(gameId), json: { text } }, bearer(token)));

/** Open games anyone may join, newest first. */
export const getOpen = (params: { ruleset?: string; cursor?: string | null; limit?: number; filters?: Record<string, string> }): Promise<OpenPage> =>
  json(
    api.open.$get({
      query: present({ ...params.filters, ruleset: params.ruleset, cursor: params.cursor, limit: params.limit ? String(params.limit) : undefined }),
    }),
  );

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

/** POST /api/games/:id/claim: takes a seat the table gave to someone new. */
export const claimSeat = (gameId: string, body: { seat: number; key: string; name: string }): Promise<{ gameId: string; seat: number; token: string }> =>
  json(game.claim.$post({ param: idOf(gameId), json: body }));
