/**
 * A request's JSON body: read with a size cap (also for chunked uploads without Content-Length),
 * parsed and checked with zod; every failure is a 4xx Refusal. `jsonBody(schema)` is the route
 * middleware: it hands the value to the handler as `c.req.valid('json')`, and its schema's input
 * type reaches `AppType`, so the web app's typed client (web/src/api.ts) sends the right body.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type * as z from 'zod';
import { isWellFormed } from '@schema/names';
import type { AppEnv } from '../store/env';
import { errors } from '../store/refusal';

export const MAX_BODY_BYTES = 32 * 1024;

/** What a route declares with `jsonBody(schema)`: the client sends the schema's input, the handler reads its output. */
type JsonInput<S extends z.ZodType> = { in: { json: z.input<S> }; out: { json: z.output<S> } };

/** Reads and checks the body before the handler runs; place it where the handler read it before (after the seat and the limit). */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  createMiddleware<AppEnv, string, JsonInput<S>>(async (c, next) => {
    c.req.addValidatedData('json', (await readBody(c, schema)) as object);
    await next();
  });

/** Reads a JSON body, capped in size, and validates it. */
async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw errors.bodyTooLarge();
  const text = await readCapped(c.req.raw.body);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw errors.badJson();
  }
  // A `\\ud800` escape parses to a lone surrogate, text no UTF-8 store or mail can carry (#43 item 8).
  if (!wellFormed(json)) throw errors.invalidBody('The body holds text that is not well-formed Unicode (a lone UTF-16 surrogate).');
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw errors.invalidBody(`${where}${issue?.message ?? 'invalid request body'}`);
  }
  return parsed.data;
}

/** Whether every string of a parsed JSON value, keys included, is well-formed Unicode. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormed(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value && typeof value === 'object') return Object.entries(value).every(([k, v]) => isWellFormed(k) && wellFormed(v));
  return true;
}

/**
 * Reads a body as UTF-8, stopping as soon as it passes the cap: a chunked upload
 * without (or lying about) Content-Length is never held whole in memory.
 */
async function readCapped(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw errors.bodyTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw errors.badJson(); // not UTF-8, so not JSON
  }
}
