/**
 * The Reply-To of a turn mail: an address unique to the seat and the game's version, signed, so
 * that a reply names the one decision it answers and nobody can make one up or reuse it for
 * another seat or version: `play+<gameId>.<seat>.<version>.<sig>@<MAIL_REPLY_DOMAIN>`, where
 * `sig` is the first 128 bits of HMAC-SHA256(K, "reply/<gameId>/<seat>/<version>") in lower-case
 * base32 (mail systems may change the case of a local part), and K = HMAC-SHA256(SEAT_SECRET,
 * "mail-reply key"), a key of its own derived from the server secret. A digest's Reply-To signs
 * the outbox row it came from instead: `play+d.<rowId>.<sig>` ("digest/<rowId>").
 */
import type { NotifyConfig } from '../notify/config';

const PREFIX = 'play';
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

const keys = new Map<string, Promise<CryptoKey>>();

/** The reply key derived from the server secret (cached per secret). */
function replyKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = (async () => {
      const master = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const derived = await crypto.subtle.sign('HMAC', master, new TextEncoder().encode('mail-reply key'));
      return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    })();
    keys.set(secret, key);
  }
  return key;
}

function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

async function sign(secret: string, message: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await replyKey(secret), new TextEncoder().encode(message)));
  return base32(mac.slice(0, 16));
}

/** Compares in time independent of where the strings differ. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The Reply-To of a mail to `seat` of `gameId` about the game at `version`. */
export async function replyAddress(config: NotifyConfig, gameId: string, seat: number, version: number): Promise<string> {
  return `${PREFIX}+${gameId}.${seat}.${version}.${await sign(config.secret, `reply/${gameId}/${seat}/${version}`)}@${config.replyDomain}`;
}

/** The Reply-To of a digest: the outbox row that was sent (its data names the games and versions it listed). */
export async function digestReplyAddress(config: NotifyConfig, rowId: string): Promise<string> {
  return `${PREFIX}+d.${rowId}.${await sign(config.secret, `digest/${rowId}`)}@${config.replyDomain}`;
}

export type ReplyTarget = { kind: 'seat'; gameId: string; seat: number; version: number } | { kind: 'digest'; rowId: string };

/** What a recipient address answers, when it is one of ours and its signature holds; else null. */
export async function readReplyAddress(config: NotifyConfig, address: string): Promise<ReplyTarget | null> {
  const m = /^([^@\s]{1,128})@([^@\s]{1,255})$/.exec(address.trim().toLowerCase());
  if (!m || m[2] !== config.replyDomain) return null;
  const local = m[1] ?? '';
  const seat = /^play\+([a-z0-9]{4,40})\.(\d{1,2})\.(\d{1,9})\.([a-z2-7]{26})$/.exec(local);
  if (seat) {
    const [, gameId = '', s = '', v = '', sig = ''] = seat;
    // One spelling per address: "01" is not seat 1.
    if (String(Number(s)) !== s || String(Number(v)) !== v) return null;
    if (!same(sig, await sign(config.secret, `reply/${gameId}/${Number(s)}/${Number(v)}`))) return null;
    return { kind: 'seat', gameId, seat: Number(s), version: Number(v) };
  }
  const digest = /^play\+d\.([a-z0-9]{10,40})\.([a-z2-7]{26})$/.exec(local);
  if (digest) {
    const [, rowId = '', sig = ''] = digest;
    if (!same(sig, await sign(config.secret, `digest/${rowId}`))) return null;
    return { kind: 'digest', rowId };
  }
  return null;
}
