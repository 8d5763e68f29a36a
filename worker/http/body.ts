import type { Context } from 'hono';
import type { z } from 'zod';
import { errors } from './errors';

export const MAX_BODY_BYTES = 32 * 1024;

/** Reads a JSON body, capped in size, and validates it; every failure is a 4xx ApiError. */
export async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw errors.bodyTooLarge();
  const text = await readCapped(c.req.raw.body);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw errors.badJson();
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw errors.invalidBody(`${where}${issue?.message ?? 'invalid request body'}`);
  }
  return parsed.data;
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
