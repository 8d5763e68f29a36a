/**
 * The game page's calls on its first screen: its reads (with the shell's early request), a seat's
 * moves, the presence ping, the chat's count. In the game page's chunk (web/src/api.ts has the
 * client they share).
 */
import type { ChatMessage, GamePayload } from '@schema/api';
import { ApiFailure, answered, bearer, failureOf, game, idOf, json } from '../api';

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

/** A seat's answer to its own change: the payload and its ETag (the next poll's `If-None-Match`). */
async function seatAnswer<R extends Response & { json(): Promise<GamePayload> }>(
  sent: Promise<R>,
  unreachable: string,
): Promise<{ payload: GamePayload; etag: string | null }> {
  const res = await answered(sent, unreachable);
  return { payload: await res.json(), etag: res.headers.get('ETag') };
}

/** Older log entries: the log from entry `from` on (at most 500), for the log panel's "earlier" button. */
export const fetchLogFrom = (gameId: string, token: string | null, from: number): Promise<GamePayload> =>
  json(game.$get({ param: idOf(gameId), query: { logFrom: String(from) } }, bearer(token)));

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

/** The game's chat after message `after` (0: from the start), oldest first, at most 100. */
export const getChat = (gameId: string, token: string, after: number): Promise<ChatMessage[]> =>
  json(game.chat.$get({ param: idOf(gameId), query: { after: String(after) } }, bearer(token))).then((r) => r.messages);
