/** Query strings validated with zod: the first problem is a 400 `invalid_body`, never a 500. */
import type { z } from 'zod';
import { errors } from './errors';

export function parseQuery<T>(schema: z.ZodType<T>, raw: Record<string, string>): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw errors.invalidBody(`${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}
