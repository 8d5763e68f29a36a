/**
 * The Reply-To of a turn mail: an address unique to the seat and the game's version, signed, so
 * that a reply names the one decision it answers and nobody can make one up or reuse it for
 * another seat or version: `play+<gameId>.<seat>.<version>.<sig>@<MAIL_REPLY_DOMAIN>`, where
 * `sig` is the first 128 bits of HMAC-SHA256(K, "reply/<gameId>/<seat>/<version>") in lower-case
 * base32 (mail systems may change the case of a local part), and K = HMAC-SHA256(SEAT_SECRET,
 * "mail-reply key"), a key of its own derived from the server secret. A digest's Reply-To signs
 * the outbox row it came from instead: `play+d.<rowId>.<sig>` ("digest/<rowId>").
 */
import type { NotifyConfig } from '../store/notify-config';
import { derivedMac, sameString } from '../store/ids';

const PREFIX = 'play';
/** The first 128 bits of the message's MAC under the reply key. */
const sign = (secret: string, message: string) => derivedMac(secret, 'mail-reply key', message, 16);

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
    if (!sameString(sig, await sign(config.secret, `reply/${gameId}/${Number(s)}/${Number(v)}`))) return null;
    return { kind: 'seat', gameId, seat: Number(s), version: Number(v) };
  }
  const digest = /^play\+d\.([a-z0-9]{10,40})\.([a-z2-7]{26})$/.exec(local);
  if (digest) {
    const [, rowId = '', sig = ''] = digest;
    if (!sameString(sig, await sign(config.secret, `digest/${rowId}`))) return null;
    return { kind: 'digest', rowId };
  }
  return null;
}
