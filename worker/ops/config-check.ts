/**
 * What a deployment's settings lack or get unsafely wrong, as plain sentences that name the
 * setting and never its value (docs/security.md, "An operator's view"). Pure: `GET /api/health`
 * reports it in its `config` part, and the Worker's first request in an isolate logs it once
 * (worker/http/request-log.ts). Local development (a loopback host) needs none of the settings.
 */
import { type ConfigEnv, isLoopbackHost, readConfig } from '../store/notify-config';
import { Refusal } from '../store/refusal';

/** The settings the check reads: the mail and push settings, and the rate limits' switch. */
export interface CheckedEnv extends ConfigEnv {
  RATE_LIMITS?: string;
}

export interface ConfigReport {
  /** No problem found. */
  ok: boolean;
  /** The request's host is loopback: local development, where the built-in development settings are fine. */
  local: boolean;
  /** The mail driver in use (null when the mail settings do not read). */
  mail: string | null;
  /** Web Push has keys. */
  push: boolean;
  /** Requests are rate limited. */
  rateLimits: boolean;
  /** One sentence per problem, naming the setting, never its value. */
  problems: string[];
}

/** The settings of `env` as seen by a request to `url`. */
export function checkConfig(env: CheckedEnv, url: string): ConfigReport {
  const local = isLoopbackHost(url);
  const problems: string[] = [];
  let mail: string | null = null;
  let push = false;
  try {
    const config = readConfig(env);
    mail = config.driver;
    push = config.push !== null && !(config.push.dev && !local);
  } catch (err) {
    // readConfig's refusal names the variable and what it needs (its messages carry no values).
    if (!(err instanceof Refusal)) throw err;
    problems.push(err.message);
  }
  const rateLimits = env.RATE_LIMITS !== 'off';
  if (!local) {
    if (!env.SEAT_SECRET) problems.push('SEAT_SECRET is not set: every request that makes or checks a seat token is refused (misconfigured)');
    if (!rateLimits) problems.push('RATE_LIMITS is off on a host that is not local: no request is rate limited');
    if (mail === 'outbox') problems.push('MAIL_DRIVER is outbox (the default) on a host that is not local: no mail leaves, turn mails wait in D1');
    if (!env.APP_ORIGIN) problems.push('APP_ORIGIN is not set: links in mails and calendars point at the local development origin');
    else if (!env.APP_ORIGIN.startsWith('https://')) problems.push('APP_ORIGIN is not an https origin on a host that is not local');
  }
  return { ok: problems.length === 0, local, mail, push, rateLimits, problems };
}
