/** Bindings and variables the Worker is given (wrangler.toml, secrets, `--var`). */
export interface Env {
  DB: D1Database;
  /** One live-updates Durable Object per game (worker/live/object.ts). */
  /** Untyped here, so the bindings import nothing back from the rooms; `liveObject` (live/announce.ts) types it. */
  LIVE: DurableObjectNamespace;
  ASSETS: Fetcher;
  /** Finished games' records and logs, once the cron has compacted them out of D1 (worker/archive/compact.ts). */
  RECORDS: R2Bucket;
  /** "on" adds an X-D1-Stats header (queries, rows read and written) to API responses: for the benchmark. */
  D1_STATS?: string;
  /** Workers Rate Limiting bindings (wrangler.toml `[[ratelimits]]`): per IP for create and join, per seat for actions. */
  /** Every API request, per client IP, before any D1 work. */
  API_LIMITER: RateLimit;
  CREATE_LIMITER: RateLimit;
  JOIN_LIMITER: RateLimit;
  ACTION_LIMITER: RateLimit;
  RECOVER_LIMITER: RateLimit;
  /** Chat messages per seat. */
  CHAT_LIMITER: RateLimit;
  /** "off" turns the rate limits off (the API tests and the local end-to-end run; never in production). */
  RATE_LIMITS?: string;
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
  /**
   * Web Push (VAPID, RFC 8292) key pair and contact, all three Wrangler secrets in production:
   * the public key as base64url of the 65-byte uncompressed P-256 point (what browsers take as
   * applicationServerKey), the private key as base64url of its 32-byte scalar, the subject a
   * `mailto:` or `https:` URL. Unset on a loopback origin: the public dev pair of notify/config.ts.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** Cloudflare Email Service binding (`[[send_email]] name = "EMAIL"`), for MAIL_DRIVER=cloudflare. */
  EMAIL?: SendEmail;
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: import('./store/db').Db;
    /** Set by the seat middleware (worker/http/seat.ts): the path's game, the token's SHA-256, the seat's game. */
    gameId: string;
    tokenHash: string | null;
    loaded: import('./store/games').LoadedGame;
    /** The request's D1 counters when D1_STATS is on; the game's writer adds the work it did for the request. */
    d1Stats?: import('./store/d1-stats').D1Stats;
  };
};
