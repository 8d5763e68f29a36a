/**
 * Query strings validated with zod: the first problem is a 400 `invalid_body`, never a 500.
 * `query(schema)` is the route middleware (`c.req.valid('query')`); its keys reach `AppType`, so
 * the web app's typed client (web/src/api.ts) names them right. Every value travels as a string.
 */
import { createMiddleware } from 'hono/factory';
import type * as z from 'zod';
import type { AppEnv } from '../store/env';
import { errors } from '../store/refusal';

/** What a route declares with `query(schema)`: the client sends the schema's keys as strings, the handler reads its output. */
type QueryInput<S extends z.ZodType> = {
  in: { query?: { [K in keyof z.input<S>]?: string | undefined } };
  out: { query: z.output<S> };
};

/** Checks the query string before the handler runs; `message` replaces zod's words for a link a person follows. */
export const query = <S extends z.ZodType>(schema: S, message?: string) =>
  createMiddleware<AppEnv, string, QueryInput<S>>(async (c, next) => {
    const parsed = schema.safeParse(c.req.query());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw errors.invalidBody(message ?? `${issue?.path.join('.')}: ${issue?.message}`);
    }
    c.req.addValidatedData('query', parsed.data as object);
    await next();
  });
