/** Raw MIME replies and the local outbox, for the tests of moving by mail (worker/mail-reply/). */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '@worker/index';
import { expect } from 'vitest';
import type { DevOutboxEmail } from '@schema/api';
import { call, confirmAddresses } from './client';

let sequence = 0;

export interface ReplyParts {
  from: string;
  to: string;
  /** The From header's value as written (default `Player <from>`); DMARC's header.from stays `from`'s domain. */
  fromHeader?: string;
  /** The plain text part; absent with `html` only. */
  text?: string;
  html?: string;
  /** `pass` (default), `fail`, or null: no Authentication-Results header at all. */
  dmarc?: 'pass' | 'fail' | null;
  /** The authserv-id of that header (default Email Routing's). */
  authserv?: string;
  headers?: Record<string, string>;
  messageId?: string;
  /** The text part as quoted-printable (default 8bit UTF-8). */
  quotedPrintable?: boolean;
}

/** Quoted-printable (RFC 2045) of UTF-8 text, soft line breaks at 76. */
export function quotedPrintable(text: string): string {
  const bytes = new TextEncoder().encode(text.replace(/\r?\n/g, '\r\n'));
  let out = '';
  let line = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (b === 13 && bytes[i + 1] === 10) {
      out += `${line}\r\n`;
      line = '';
      i++;
      continue;
    }
    const piece = (b >= 33 && b <= 126 && b !== 61) || b === 32 ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
    if (line.length + piece.length > 75) {
      out += `${line}=\r\n`;
      line = '';
    }
    line += piece;
  }
  return out + line;
}

/** A reply as a mail client and the receiving platform would hand it on. */
export function rawReply(p: ReplyParts): string {
  const domain = p.from.split('@')[1] ?? 'example';
  const dmarc = p.dmarc === undefined ? 'pass' : p.dmarc;
  const lines: string[] = [];
  if (dmarc) {
    lines.push(
      `Authentication-Results: ${p.authserv ?? 'mx.cloudflare.net'}; dkim=${dmarc} header.d=${domain}; spf=${dmarc} smtp.mailfrom=${domain};`,
      `  dmarc=${dmarc} header.from=${domain}`,
    );
  }
  lines.push(
    `From: ${p.fromHeader ?? `Player <${p.from}>`}`,
    `To: <${p.to}>`,
    'Subject: Re: your turn',
    `Message-ID: <${p.messageId ?? `m${++sequence}.${Date.now()}`}@${domain}>`,
    'Date: Sat, 28 Nov 2026 08:00:00 +0000',
    'MIME-Version: 1.0',
  );
  for (const [k, v] of Object.entries(p.headers ?? {})) lines.push(`${k}: ${v}`);
  if (p.html !== undefined && p.text === undefined) {
    lines.push('Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', p.html);
  } else if (p.quotedPrintable) {
    lines.push('Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: quoted-printable', '', quotedPrintable(p.text ?? ''));
  } else {
    lines.push('Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', p.text ?? '');
  }
  return lines.join('\r\n');
}

/** `POST /api/dev/email`: the message delivered to the email handler as of `time` (default now). */
export async function deliverMail(raw: string | Uint8Array<ArrayBuffer>, from: string, to: string, time?: number) {
  const q = new URLSearchParams({ from, to, ...(time === undefined ? {} : { time: String(time) }) });
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://127.0.0.1/api/dev/email?${q}`, { method: 'POST', headers: { 'content-type': 'message/rfc822' }, body: raw }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, json: (await res.json()) as { outcome: string; reason: string; played?: string; answered?: boolean; reject?: string } };
}

/** The Worker's own `email()` handler with a message as Email Routing hands one over. */
export async function emailHandler(raw: string | Uint8Array<ArrayBuffer>, from: string, to: string) {
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw;
  let rejected: string | null = null;
  const message = {
    from,
    to,
    headers: new Headers(),
    raw: new Blob([bytes]).stream(),
    rawSize: bytes.byteLength,
    setReject(reason: string) {
      rejected = reason;
    },
    forward: async () => {
      throw new Error('not used');
    },
    reply: async () => {
      throw new Error('not used');
    },
  } as unknown as ForwardableEmailMessage;
  const ctx = createExecutionContext();
  await worker.email?.(message, env, ctx);
  await waitOnExecutionContext(ctx);
  return { rejected };
}

export async function outbox(): Promise<DevOutboxEmail[]> {
  const res = await call('GET', '/api/dev/outbox');
  expect(res.status).toBe(200);
  return res.json.emails as DevOutboxEmail[];
}

/** The newest mail to `to` about `gameId` that a reply can answer (it has a Reply-To). */
export async function answerable(to: string, gameId: string): Promise<DevOutboxEmail | undefined> {
  return (await outbox()).find((e) => e.to === to && e.gameId === gameId && e.headers['Reply-To']);
}

/** The numbered choices a mail lists: number → words. */
export function listedChoices(text: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const line of text.split('\n')) {
    const m = /^(\d+)\. (.+)$/.exec(line);
    if (m) out.set(Number(m[1]), m[2] as string);
  }
  return out;
}

/** A game whose every seat has a confirmed address `<name>.<tag>@<domain>`; returns them with the tokens. */
export async function mailGame(ruleset: string, players: number, tag: string, options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const names = ['Ann', 'Bob', 'Cat', 'Dan'];
  const emails = names.slice(0, players).map((n) => `${n.toLowerCase()}.${tag}@mail${tag}.example`);
  await confirmAddresses(...emails);
  const created = await call('POST', '/api/games', { ruleset, players, options, name: names[0], email: emails[0], ...extra });
  expect(created.status).toBe(201);
  const tokens: string[] = [created.json.token];
  for (let seat = 1; seat < players; seat++) {
    const language = extra.language === undefined ? {} : { language: extra.language };
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: names[seat], email: emails[seat], ...language });
    expect(joined.status).toBe(201);
    tokens.push(joined.json.token);
  }
  return { gameId: created.json.gameId as string, tokens, emails };
}
