/**
 * How a rendered mail leaves, behind one interface; MAIL_DRIVER picks one (store/notify-config.ts).
 * `send` resolves to the provider's message id, or throws: the outbox retries later.
 */
import type { NotifyConfig } from '../store/notify-config';
import type { Mail } from './mail';

export interface MailDriver {
  name: string;
  /** `key` is the outbox row's id: providers that accept one use it to drop a repeated request. */
  send(mail: Mail, key: string): Promise<string>;
}

/** Local development: the mail stays in D1, readable at GET /api/dev/outbox and /dev/outbox. */
const outboxDriver: MailDriver = {
  name: 'outbox',
  async send(_mail, key) {
    return `outbox:${key}`;
  },
};

/** The mail's headers without Reply-To, which both providers take as a field of its own, and that field. */
function splitReplyTo(mail: Mail): { headers: Record<string, string>; replyTo?: string } {
  const { 'Reply-To': replyTo, ...headers } = mail.headers;
  return replyTo ? { headers, replyTo } : { headers };
}

function cloudflareDriver(binding: SendEmail): MailDriver {
  return {
    name: 'cloudflare',
    async send(mail) {
      const { headers, replyTo } = splitReplyTo(mail);
      const sent = await binding.send({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers,
        ...(replyTo ? { replyTo } : {}),
      });
      return sent.messageId;
    },
  };
}

function resendDriver(apiKey: string): MailDriver {
  return {
    name: 'resend',
    async send(mail, key) {
      const { headers, replyTo } = splitReplyTo(mail);
      const res = await fetch('https://api.resend.com/emails', {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({
          from: mail.from,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers,
          ...(replyTo ? { reply_to: replyTo } : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => null)) as { id?: string; message?: string } | null;
      if (!res.ok || !body?.id) throw new Error(`resend answered ${res.status}: ${body?.message ?? 'no message id'}`);
      return body.id;
    },
  };
}

export function mailDriver(config: NotifyConfig): MailDriver {
  switch (config.driver) {
    case 'outbox':
      return outboxDriver;
    case 'cloudflare':
      return cloudflareDriver(config.email as SendEmail);
    case 'resend':
      return resendDriver(config.resendApiKey as string);
  }
}

/**
 * Posts a Discord-compatible webhook message; any non-2xx answer is a failure to retry. A
 * redirect is not followed (it could point anywhere, a private address included): it fails.
 */
export async function postWebhook(url: string, body: { content: string }): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, allowed_mentions: { parse: [] } }),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status >= 300 && res.status < 400) throw new Error(`webhook answered a redirect (${res.status}), which is not followed`);
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  return `webhook:${res.status}`;
}
