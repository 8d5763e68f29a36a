/**
 * The notification settings, read from the environment and validated once per isolate.
 * A missing or wrong setting is the operator's mistake, not the player's: it answers
 * 500 `misconfigured` with a message that names the variable.
 */
import { z } from 'zod';
import type { Env } from '../env';
import { ApiError } from './errors';

/**
 * Used only with the local `outbox` driver when SEAT_SECRET is unset, so `npm start` works
 * with no setup. It is public (it is in this file): tokens derived from it are guessable,
 * so it is refused on any host that is not loopback, and every other driver needs a real secret.
 */
export const DEV_SEAT_SECRET = 'dev-only-insecure-seat-secret--never-deploy-with-this';
export const DEV_ORIGIN = 'http://127.0.0.1:8787';

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
}

const envSchema = z.object({
  MAIL_DRIVER: z.enum(['outbox', 'cloudflare', 'resend']).default('outbox'),
  SEAT_SECRET: z.string().min(32, 'SEAT_SECRET must be at least 32 characters').optional(),
  APP_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'APP_ORIGIN must be an origin such as https://example.org (no path, no trailing slash)')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  RESEND_API_KEY: z.string().min(8).optional(),
});

const misconfigured = (message: string) => new ApiError(500, 'misconfigured', `The service is misconfigured: ${message}.`);

export function readConfig(env: Env): NotifyConfig {
  const parsed = envSchema.safeParse({
    MAIL_DRIVER: env.MAIL_DRIVER || undefined,
    SEAT_SECRET: env.SEAT_SECRET || undefined,
    APP_ORIGIN: env.APP_ORIGIN || undefined,
    MAIL_FROM: env.MAIL_FROM || undefined,
    RESEND_API_KEY: env.RESEND_API_KEY || undefined,
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
  return {
    driver,
    secret: v.SEAT_SECRET ?? DEV_SEAT_SECRET,
    devSecret: !v.SEAT_SECRET,
    origin: v.APP_ORIGIN ?? DEV_ORIGIN,
    from: v.MAIL_FROM ?? 'Stonehenge (local outbox) <stonehenge@localhost>',
    resendApiKey: v.RESEND_API_KEY,
    email: env.EMAIL,
  };
}

export function isLoopbackHost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/**
 * The config for a request. The dev secret is public, so a request to any real host
 * with it in use is refused before a token is made or checked.
 */
export function requestConfig(env: Env, url: string): NotifyConfig {
  const config = readConfig(env);
  if (config.devSecret && !isLoopbackHost(url)) {
    throw misconfigured('SEAT_SECRET is not set, and the built-in development secret only works on 127.0.0.1/localhost');
  }
  return config;
}
