import type { Context } from 'hono';
import type { z } from 'zod';
import { errors } from './errors';

export const MAX_BODY_BYTES = 32 * 1024;

/** Reads a JSON body, capped in size, and validates it; every failure is a 4xx ApiError. */
export async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw errors.bodyTooLarge();
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw errors.bodyTooLarge();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw errors.badJson();
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw errors.invalidBody(`${where}${issue?.message ?? 'invalid request body'}`);
  }
  return parsed.data;
}
