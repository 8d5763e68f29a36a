/** Random identifiers and seat tokens, from the platform's CSPRNG. */

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // no look-alikes (l, o, 0, 1)

function randomString(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

export const newGameId = () => randomString(12); // 60 bits: unguessable enough to list, not a secret
export const newJoinCode = () => randomString(10);

/** 256 random bits, URL-safe base64. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A fresh game seed: 128 random bits as hex. */
export function newSeed(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a token, hex: the only form in which a token is stored. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The bearer token of a request, or null. Tokens have a fixed shape; anything else is no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i.exec(header); // the scheme is case-insensitive (RFC 7235)
  return m ? (m[1] as string) : null;
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    hmacKeys.set(secret, key);
  }
  return key;
}

async function hmac(secret: string, message: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(message));
  return base64url(new Uint8Array(mac));
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const derivedKeys = new Map<string, Promise<CryptoKey>>();

/** A key of its own for one use (`label`), HMAC-SHA256(secret, label), cached per secret and label. */
function derivedKey(secret: string, label: string): Promise<CryptoKey> {
  const at = `${label}\n${secret}`;
  let key = derivedKeys.get(at);
  if (!key) {
    key = (async () => {
      const derived = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(label));
      return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    })();
    derivedKeys.set(at, key);
  }
  return key;
}

/** Bytes in lower-case base32 (mail systems may change the case of an address's local part). */
function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = ((value << 8) | b) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/**
 * The first `bytes` bytes of HMAC-SHA256(K, message) in lower-case base32, where K is the key
 * derived from the server secret for `label` (the mail-reply addresses, the calendar URLs).
 */
export async function derivedMac(secret: string, label: string, message: string, bytes: number): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await derivedKey(secret, label), new TextEncoder().encode(message)));
  return base32(mac.slice(0, bytes));
}

/**
 * A seat token derived from the server secret: 256 bits, unguessable without the secret,
 * and re-creatable by the server when a mail must carry the seat link. Only its SHA-256 is
 * stored, like any token. A new generation gives a new token and retires the old one.
 */
export function seatToken(secret: string, gameId: string, seat: number, gen: number): Promise<string> {
  return hmac(secret, `seat/${gameId}/${seat}/${gen}`);
}

/** The key of a seat's per-game mute link: proves the link came from one of our mails. */
export function muteKey(secret: string, gameId: string, seat: number): Promise<string> {
  return hmac(secret, `mute/${gameId}/${seat}`);
}

/** Compares two strings in time independent of where they differ. */
export function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export const newOutboxId = () => randomString(20);

/** The key of an address's confirmation link (store/mail-addresses.ts): proves the link came from its mail. */
export function confirmKey(secret: string, address: string): Promise<string> {
  return hmac(secret, `confirm/${address}`);
}

/** The key of a seat's invitation link: opening it proves the address for that seat of that game (#43). */
export function seatConfirmKey(secret: string, address: string, gameId: string, seat: number): Promise<string> {
  return hmac(secret, `confirm/${address}/${gameId}/${seat}`);
}

/** The key of an address's "never email me again" link. */
export function unsubscribeKey(secret: string, address: string): Promise<string> {
  return hmac(secret, `unsubscribe/${address}`);
}

/** The key of a game's invite link: a join with it is the host's invitation, not a stranger from the open list. */
export function inviteKey(secret: string, gameId: string): Promise<string> {
  return hmac(secret, `invite/${gameId}`);
}
