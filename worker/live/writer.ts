/**
 * How a route hands a change to its game's writer (./object.ts): the object's stub, and its
 * answer made the route's again: a refusal becomes the same ApiError the route would have
 * thrown, and the D1 work the writer did is added to the request's counters (D1_STATS).
 */
import type { Context } from 'hono';
import type { AppEnv, Env } from '../env';
import { ApiError } from '../http/errors';
import type { Answer } from './object';

export function writerOf(env: Env, gameId: string) {
  return env.LIVE.get(env.LIVE.idFromName(gameId));
}

/** Whether the writer should count its D1 work for this request. */
export const counting = (c: Context<AppEnv>): boolean => c.get('d1Stats') !== undefined;

/** The writer's value, or its refusal thrown as the route's ApiError. */
export async function viaWriter<T>(c: Context<AppEnv>, asked: Promise<unknown>): Promise<T> {
  const answer = (await asked) as Answer<T>;
  const stats = c.get('d1Stats');
  if (stats && answer.stats) {
    stats.queries += answer.stats.queries;
    stats.rowsRead += answer.stats.rowsRead;
    stats.rowsWritten += answer.stats.rowsWritten;
  }
  if (!answer.ok) {
    const { status, code, message, headers } = answer.error;
    throw new ApiError(status as ApiError['status'], code, message, headers);
  }
  return answer.value;
}
