/**
 * The Worker's `email()` handler (Cloudflare Email Routing hands it every message sent to the
 * reply domain: README, "Moves by mail"): the message read at most `MAX_REPLY_BYTES` deep, then
 * `receiveReply`; a refusal at SMTP time where it says so, and the answer mails sent after.
 */
import type { Env } from '../store/env';
import { readConfig } from '../store/notify-config';
import { deliver } from '../notify/outbox';
import { createDb } from '../store/db';
import { type InboundReport, MAX_REPLY_BYTES, receiveReply } from './inbound';

/** The stream's bytes, at most `limit + 1` of them (one more says "too large" without reading the rest). */
export async function readCapped(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    while (size <= limit) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const out = new Uint8Array(Math.min(size, limit + 1));
  let at = 0;
  for (const p of parts) {
    const take = Math.min(p.byteLength, out.byteLength - at);
    out.set(p.subarray(0, take), at);
    at += take;
    if (at >= out.byteLength) break;
  }
  return out;
}

export async function handleEmail(message: ForwardableEmailMessage, env: Env, ctx: ExecutionContext): Promise<InboundReport> {
  const config = readConfig(env);
  const db = createDb(env.DB);
  const raw = message.rawSize > MAX_REPLY_BYTES ? new Uint8Array(MAX_REPLY_BYTES + 1) : await readCapped(message.raw, MAX_REPLY_BYTES);
  const report = await receiveReply(env, db, config, { from: message.from, to: message.to, raw }, Date.now());
  if (report.reject) message.setReject(report.reject);
  if (report.outbox.length) {
    ctx.waitUntil(deliver(db, config, Date.now(), { ids: report.outbox }).catch((err) => console.error('outbox delivery failed', err)));
  }
  return report;
}
