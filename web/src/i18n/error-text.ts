/**
 * A failure as the page says it, in the reader's language (#33): the API's `error.code` looked up
 * in the `errors` area, with what matters from the server's English sentence (a date, seconds)
 * read out of it as a parameter; offline or unreachable said as such; anything else a general
 * sentence, never a blank or a stack. Takes any thrown value; an `ApiFailure` as it is (api.ts).
 */
import type { Messages } from './en';
import { t } from './index';

type ErrorWords = Messages['errors'];

/** What a failure carries: `ApiFailure`'s fields, duck-typed so this file needs nothing of api.ts. */
export interface FailureLike {
  status: number;
  code: string;
  message: string;
  /** Extra fields of the answer's error object, when the caller kept them (`freesAt` of `away_limit`). */
  details?: Record<string, unknown>;
}

const isFailure = (e: unknown): e is FailureLike =>
  typeof e === 'object' && e !== null && typeof (e as FailureLike).code === 'string' && typeof (e as FailureLike).status === 'number';

/** A time the server wrote in its sentence: `2026-12-01`, `2026-12-01 14:30 UTC` or a full ISO stamp. */
function timeIn(message: string): Date | null {
  const iso = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z/.exec(message);
  if (iso) return new Date(iso[0]);
  const minute = /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC/.exec(message);
  if (minute) return new Date(`${minute[1]}T${minute[2]}:00Z`);
  const day = /\d{4}-\d{2}-\d{2}/.exec(message);
  return day ? new Date(`${day[0]}T00:00:00Z`) : null;
}

/** The wait a rate limit names: "in 12 seconds", "in an hour". */
function secondsIn(message: string): number | null {
  const n = /in (\d+) seconds?/.exec(message);
  if (n) return Number(n[1]);
  return /in an hour/.test(message) ? 3600 : null;
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The words for an API failure (or the page's own, such as `network`) in the language of `words`. */
export function failureWords(words: ErrorWords, failure: FailureLike): string {
  const { code, message } = failure;
  switch (code) {
    case 'invalid_body':
    case 'illegal_action':
    case 'invalid_options':
    case 'invalid_bots':
    case 'unsupported_option':
      return words[code](message);
    case 'seats_held':
    case 'gave_today':
      return words[code](timeIn(message));
    case 'away_limit': {
      const at = failure.details?.freesAt;
      return words.away_limit(typeof at === 'number' ? new Date(at) : timeIn(message));
    }
    case 'rate_limited':
      return words.rate_limited(secondsIn(message));
    case 'too_many_upcoming': {
      // The answer's `limit` when the caller kept it, else the number the server's sentence names.
      const n = Number(failure.details?.limit ?? /host (\d+) tournaments/.exec(message)?.[1]);
      return words.too_many_upcoming(Number.isFinite(n) ? n : null);
    }
    case 'internal': {
      // The server's id for the request, which its log names: a player can quote it to whoever runs the site.
      const id = failure.details?.requestId;
      return typeof id === 'string' && id ? `${words.internal} ${words.errorId(id)}` : words.internal;
    }
    case 'network':
      return offline() ? words.offline : words.network;
    case 'unknown':
      return words.unknown(failure.status);
  }
  const known = Object.hasOwn(words, code) ? words[code as keyof ErrorWords] : undefined;
  return typeof known === 'string' ? known : words.unknown(failure.status);
}

/**
 * Any thrown value as the page's text in its language. `fallback` is said for a failure that is
 * not the API's nor the network's (a bug, a refused browser feature) where the page knows better
 * what went wrong ("The note was not saved.").
 */
export function errorText(err: unknown, fallback?: string): string {
  // The `errors` area comes with the first failure (loadErrorWords); without it, the general words.
  const words = Object.hasOwn(t, 'errors') ? t.errors : null;
  const unreachable = () => (offline() ? t.common.failedOffline : t.common.failedNetwork);
  if (isFailure(err)) {
    if (words) return failureWords(words, err);
    return err.code === 'network' ? unreachable() : t.common.failedGeneral;
  }
  // fetch() rejects with a TypeError when nothing answered (Chromium, Firefox, Safari word it so).
  if (offline() || (err instanceof TypeError && /fetch|network|load failed/i.test(err.message))) return unreachable();
  return fallback ?? t.common.failedGeneral;
}
