/**
 * The notification settings, read from the environment and validated once per isolate.
 * A missing or wrong setting is the operator's mistake, not the player's: it answers
 * 500 `misconfigured` with a message that names the variable.
 */
import * as z from 'zod';
import { Refusal } from './refusal';

/**
 * Used only with the local `outbox` driver when SEAT_SECRET is unset, so `npm start` works
 * with no setup. It is public (it is in this file): tokens derived from it are guessable,
 * so it is refused on any host that is not loopback, and every other driver needs a real secret.
 */
export const DEV_SEAT_SECRET = 'dev-only-insecure-seat-secret--never-deploy-with-this';
export const DEV_ORIGIN = 'http://127.0.0.1:8787';

/**
 * The Web Push key pair `npm start` and the tests use when the VAPID secrets are unset: FOR LOCAL
 * USE ONLY. It is public (it is in this file), so anyone could sign pushes with it; it is used only
 * while the origin is loopback (APP_ORIGIN unset or 127.0.0.1/localhost, and for a request its
 * host), never by a deployment, which sets VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT
 * as secrets (how to make a pair: docs/notifications.md, "Web Push").
 */
export const DEV_VAPID: VapidConfig = {
  publicKey: 'BIA3xvrqiBbWxh5LcNFOmXE-aNlTYCsxd942oYDFj_PkLIxS55SStTbYUZvEj6c38KeV_hvVEBCkDBRVWdNnOR0',
  privateKey: 'sOj_Q1cGTZs2Ep0gB-X3m-3qJNrXTNRHVTMNz5zETGg',
  subject: 'mailto:stonehenge@localhost',
  dev: true,
};

/** Web Push's VAPID keys; `dev` marks the public pair above. */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  dev: boolean;
}

export type MailDriverName = 'outbox' | 'cloudflare' | 'resend';

export interface NotifyConfig {
  driver: MailDriverName;
  secret: string;
  /** True when the public dev secret is in use (outbox driver without SEAT_SECRET). */
  devSecret: boolean;
  origin: string;
  from: string;
  resendApiKey?: string;
  email?: SendEmail;
  /** Web Push keys; null when this deployment has none (push is then off: no key, no subscriptions, no sends). */
  push: VapidConfig | null;
  /** The domain of the turn mails' Reply-To addresses, routed to the Worker's `email()` (worker/mail-reply/). */
  replyDomain: string;
  /** The authserv-id whose Authentication-Results header a reply's DMARC verdict is read from (worker/mail-reply/inbound.ts). */
  authservId: string;
}

const envSchema = z.object({
  MAIL_DRIVER: z.enum(['outbox', 'cloudflare', 'resend']).default('outbox'),
  SEAT_SECRET: z.string().min(32, 'SEAT_SECRET must be at least 32 characters').optional(),
  APP_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'APP_ORIGIN must be an origin such as https://example.org (no path, no trailing slash)')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  MAIL_REPLY_DOMAIN: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, 'MAIL_REPLY_DOMAIN must be a domain such as reply.example.org')
    .optional(),
  MAIL_AUTHSERV_ID: z.string().min(1).max(200).optional(),
  RESEND_API_KEY: z.string().min(8).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY must be the base64url (unpadded) 65-byte uncompressed P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be the base64url (unpadded) 32-byte P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s]+@[^\s]+|https:\/\/[^\s]+)$/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
});

const misconfigured = (message: string) => new Refusal('misconfigured', `The service is misconfigured: ${message}.`);

/**
 * The variables and bindings the settings come from. The Worker's `Env` (worker/store/env.ts) extends
 * this, so the settings import nothing back from the bindings' file (no import loop).
 */
export interface ConfigEnv {
  /** How mail leaves: `outbox` (local only, the default), `cloudflare` (the EMAIL binding) or `resend`. */
  MAIL_DRIVER?: string;
  /** The secret seat tokens and mute links are derived from (a Wrangler secret, 32+ characters). */
  SEAT_SECRET?: string;
  /** The public origin links in mails point at, e.g. https://stonehenge.example.org. */
  APP_ORIGIN?: string;
  /** The sender of every mail, e.g. "Stonehenge <turns@example.org>". */
  MAIL_FROM?: string;
  /** Resend's API key (a Wrangler secret), for MAIL_DRIVER=resend. */
  RESEND_API_KEY?: string;
  /** The domain whose mail Email Routing hands to the Worker: the turn mails' Reply-To (default: MAIL_FROM's domain). */
  MAIL_REPLY_DOMAIN?: string;
  /** The receiving platform's authserv-id in Authentication-Results (default `mx.cloudflare.net`, Email Routing's). */
  MAIL_AUTHSERV_ID?: string;
  /**
   * Web Push (VAPID, RFC 8292) key pair and contact, all three Wrangler secrets in production:
   * the public key as base64url of the 65-byte uncompressed P-256 point (what browsers take as
   * applicationServerKey), the private key as base64url of its 32-byte scalar, the subject a
   * `mailto:` or `https:` URL. Unset on a loopback origin: the public dev pair of this file.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** Cloudflare Email Service binding (`[[send_email]] name = "EMAIL"`), for MAIL_DRIVER=cloudflare. */
  EMAIL?: SendEmail;
}

export function readConfig(env: ConfigEnv): NotifyConfig {
  const parsed = envSchema.safeParse({
    MAIL_DRIVER: env.MAIL_DRIVER || undefined,
    SEAT_SECRET: env.SEAT_SECRET || undefined,
    APP_ORIGIN: env.APP_ORIGIN || undefined,
    MAIL_FROM: env.MAIL_FROM || undefined,
    MAIL_REPLY_DOMAIN: env.MAIL_REPLY_DOMAIN || undefined,
    MAIL_AUTHSERV_ID: env.MAIL_AUTHSERV_ID || undefined,
    RESEND_API_KEY: env.RESEND_API_KEY || undefined,
    VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY || undefined,
    VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY || undefined,
    VAPID_SUBJECT: env.VAPID_SUBJECT || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw misconfigured(`${issue?.path.join('.')}: ${issue?.message}`);
  }
  const v = parsed.data;
  const driver = v.MAIL_DRIVER;
  if (driver !== 'outbox') {
    if (!v.SEAT_SECRET) throw misconfigured(`MAIL_DRIVER=${driver} needs the SEAT_SECRET secret`);
    if (!v.APP_ORIGIN?.startsWith('https://')) throw misconfigured(`MAIL_DRIVER=${driver} needs APP_ORIGIN, an https origin`);
    if (!v.MAIL_FROM) throw misconfigured(`MAIL_DRIVER=${driver} needs MAIL_FROM`);
  }
  if (driver === 'resend' && !v.RESEND_API_KEY) throw misconfigured('MAIL_DRIVER=resend needs the RESEND_API_KEY secret');
  if (driver === 'cloudflare' && !env.EMAIL) throw misconfigured('MAIL_DRIVER=cloudflare needs a send_email binding named EMAIL');
  const origin = v.APP_ORIGIN ?? DEV_ORIGIN;
  const vapid = [v.VAPID_PUBLIC_KEY, v.VAPID_PRIVATE_KEY, v.VAPID_SUBJECT];
  if (vapid.some(Boolean) && !vapid.every(Boolean)) throw misconfigured('Web Push needs all three of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT');
  const push: VapidConfig | null =
    v.VAPID_PUBLIC_KEY && v.VAPID_PRIVATE_KEY && v.VAPID_SUBJECT
      ? { publicKey: v.VAPID_PUBLIC_KEY, privateKey: v.VAPID_PRIVATE_KEY, subject: v.VAPID_SUBJECT, dev: false }
      : isLoopbackHost(origin)
        ? DEV_VAPID
        : null;
  const from = v.MAIL_FROM ?? 'Stonehenge (local outbox) <stonehenge@localhost>';
  return {
    driver,
    secret: v.SEAT_SECRET ?? DEV_SEAT_SECRET,
    devSecret: !v.SEAT_SECRET,
    origin,
    from,
    resendApiKey: v.RESEND_API_KEY,
    email: env.EMAIL,
    push,
    replyDomain: (v.MAIL_REPLY_DOMAIN ?? domainOf(from)).toLowerCase(),
    authservId: (v.MAIL_AUTHSERV_ID ?? 'mx.cloudflare.net').toLowerCase(),
  };
}

/** The domain of a sender such as "Stonehenge <turns@example.org>" (no @: localhost). */
function domainOf(from: string): string {
  const at = /@([^>\s]+)>?\s*$/.exec(from);
  return at?.[1] ?? 'localhost';
}

export function isLoopbackHost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/**
 * The config for a request. The dev secret is public, so a request to any real host
 * with it in use is refused before a token is made or checked.
 */
export function requestConfig(env: ConfigEnv, url: string): NotifyConfig {
  const config = readConfig(env);
  if (config.devSecret && !isLoopbackHost(url)) {
    throw misconfigured('SEAT_SECRET is not set, and the built-in development secret only works on 127.0.0.1/localhost');
  }
  // The public dev push keys never serve a real host either: push is simply off there.
  if (config.push?.dev && !isLoopbackHost(url)) return { ...config, push: null };
  return config;
}
