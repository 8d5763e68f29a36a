/**
 * Calls to the service's HTTP API (docs/api-contract.md) through Hono's typed client: each path,
 * body, query and answer is the Worker's own (`AppType`, a type-only import erased from the
 * bundle), so a route that changes breaks `tsc` here. Every failure is an `ApiFailure`.
 * See docs/architecture.md, "The layers" (web).
 *
 * This file is in the app's first chunk: the client, its failures and the pages' calls. A game
 * page's own calls are in game/game-api.ts (its chunk), its later panels' in game/panels-api.ts
 * (theirs), so no page carries the calls of another's panels (#34).
 */
import { client } from './api-client';
import { loadErrorWords, locale } from './i18n';
import type {
  ArchivePage,
  CreateGameBody,
  CreatedGame,
  DevOutboxEmail,
  GamePayload,
  MyGame,
  OpenPage,
  JoinGameBody,
  JoinedGame,
  JoinPreview,
  LivePage,
  RulesetInfo,
  SeatRating,
  StatsPage,
} from '@schema/api';

/** A failed call: the API's error code and message, or `network` when the service was unreachable. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The answer's error object's other fields (`requestId` of an internal error, `freesAt`, `limit`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The API's refusal as an ApiFailure, its words in the page's language at hand (loadErrorWords). */
export async function failureOf(res: Response): Promise<ApiFailure> {
  await loadErrorWords();
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } & Record<string, unknown> };
    if (body.error?.code) {
      const { code, message, ...details } = body.error;
      return new ApiFailure(res.status, code, message ?? code, details);
    }
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
export const bearer = (token: string | null | undefined): { headers: Record<string, string> } => ({
  headers: token ? { Authorization: `Bearer ${token}` } : {},
});

/** A path segment as the route's `:param` (hc puts it in the path as it is given). */
export const seg = encodeURIComponent;

/** A game's own routes: `/api/games/:id/…`. */
export const game = api.games[':id'];
export const idOf = (gameId: string) => ({ id: seg(gameId) });

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

export const getArchive = (params: {
  ruleset?: string;
  player?: string;
  tournament?: string | undefined;
  cursor?: string | null;
  limit?: number;
}): Promise<ArchivePage> =>
  json(
    api.archive.$get({
      query: present({
        ruleset: params.ruleset,
        player: params.player,
        tournament: params.tournament,
        cursor: params.cursor,
        limit: params.limit ? String(params.limit) : undefined,
      }),
    }),
  );

export const muteGame = (gameId: string, seat: number, key: string): Promise<{ muted: true }> =>
  json(game.mute.$post({ param: idOf(gameId), query: { seat: String(seat), k: key } }));

export const myGames = (tokens: string[]): Promise<MyGame[]> => json(api['my-games'].$post({ json: { tokens } })).then((r) => r.games);

export const devOutbox = (): Promise<DevOutboxEmail[]> => json(api.dev.outbox.$get()).then((r) => r.emails);

export const getStats = (): Promise<StatsPage> => json(api.stats.$get());

/** Open games anyone may join, newest first. */
export const getOpen = (params: { ruleset?: string; cursor?: string | null; limit?: number; filters?: Record<string, string> }): Promise<OpenPage> =>
  json(
    api.open.$get({
      query: present({ ...params.filters, ruleset: params.ruleset, cursor: params.cursor, limit: params.limit ? String(params.limit) : undefined }),
    }),
  );

/** POST /api/games/:id/claim: takes a seat the table gave to someone new, speaking the page's language in its mails. */
export const claimSeat = (
  gameId: string,
  body: { seat: number; key: string; name: string; email?: string },
): Promise<{ gameId: string; seat: number; token: string }> => json(game.claim.$post({ param: idOf(gameId), json: { language: locale(), ...body } }));

/** A game as anyone may watch it (no seat): what the claim page shows of the game it leads into. */
export const getWatched = (gameId: string): Promise<GamePayload> => json(game.$get({ param: idOf(gameId) }));

/** Whether a game is rated, and its signed-in seats' handles and ratings. */
export const getGameRatings = (gameId: string): Promise<{ rated: boolean; ratings: Record<number, SeatRating> }> =>
  json(game.ratings.$get({ param: idOf(gameId) }));
