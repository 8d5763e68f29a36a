/**
 * Player names and webhook addresses: how they are cleaned and checked at the door, and how
 * engine text that names seats as `{seat:N}` gets the players' names. Shared by the worker
 * (validation, payloads, mail, archive, record) and the web app (replay, boards).
 */

/** `{seat:N}` in engine text becomes that seat's name ("Seat N+1" when there is none). */
export function nameSeats(text: string, players: readonly { name: string }[] | ((seat: number) => string)): string {
  const name = typeof players === 'function' ? players : (seat: number) => players[seat]?.name ?? `Seat ${seat + 1}`;
  return text.replace(/\{seat:(\d+)\}/g, (_m, n: string) => name(Number(n)));
}

/**
 * Characters that change how text is laid out without being seen: bidirectional overrides,
 * embeddings and isolates (which can make `evil.example/moc.knab` read as something else),
 * zero-width characters, the soft hyphen, word joiners and byte-order marks.
 */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each invisible code point is matched on its own, combining ones (U+034F) included
export const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;
/** Every kind of line break and space (line and paragraph separators included) becomes one space. */
const SPACES = /[\s\u2028\u2029\u0085]+/g;

/**
 * A name as it is stored: Unicode NFKC (so full-width and styled letters become plain ones and
 * cannot hide a look-alike), invisible and direction-changing characters removed, runs of
 * whitespace collapsed to one space, trimmed.
 */
export function normaliseName(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

/**
 * Why a (normalised) name cannot be used, or null. Names travel into other players' mails, so
 * nothing that reads as a link or an address is allowed: a scheme (`https:`, `mailto:`), `www.`,
 * an email address, a domain-like word (`evil.example`, `bank.co.uk/login`), or a path.
 */
export function nameProblem(name: string): string | null {
  if (!name) return 'Type a name.';
  if (!isWellFormed(name)) return 'Names must be well-formed Unicode text.';
  if (name.length > 40) return 'Names are at most 40 characters.';
  if (/\p{Cc}/u.test(name)) return 'Names cannot hold control characters.';
  // The ideographic and halfwidth full stops are dots to IDNA (`evil。com` opens evil.com): read them as ".".
  const lower = name.toLowerCase().replace(FULL_STOPS, '.');
  const looksLikeLink =
    /[a-z][a-z0-9+.-]*:\/\//.test(lower) ||
    /^(https?|mailto|javascript|data|file|ftp|tel):/.test(lower) ||
    /(^|[^\p{L}\p{N}])www\./u.test(lower) ||
    /[^\s@]+@[^\s@]+\.[^\s@]+/.test(lower) ||
    /[\p{L}\p{N}-]\.[\p{L}]{2,}([/:?#]|$|[^\p{L}\p{N}])/u.test(lower) ||
    /(^|\s)\//.test(lower);
  if (looksLikeLink) return 'Names cannot look like a web link or an email address.';
  return null;
}

/** Full stops that IDNA (UTS #46) maps to "." in a host name: ideographic, fullwidth, halfwidth ideographic. */
export const FULL_STOPS = /[\u3002\uff0e\uff61]/g;

/** A lone surrogate (half of a UTF-16 pair without its other half): text no UTF-8 can carry. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` is well-formed UTF-16 (no lone surrogate), as `String.prototype.isWellFormed` says. */
export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Host names that only mean something inside a network, never a public webhook. */
const INTERNAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'intranet', 'lan', 'home', 'corp', 'private', 'arpa'];

/**
 * Why a webhook URL may not be used, or null. The Worker posts to it, so it must be a public
 * HTTPS host on the standard port: no IP literal in any spelling (the URL parser turns
 * `2130706433`, `0x7f.1` and `127.1` into dotted form, so every IPv4 spelling is caught as
 * dotted), no IPv6 literal, no host that names a loopback, private, link-local or reserved
 * network by name, no credentials, no other port.
 */
export function webhookUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The webhook URL is not a valid address.';
  }
  if (url.protocol !== 'https:') return 'The webhook URL must start with https://.';
  if (url.username || url.password) return 'The webhook URL must not contain a user name or password.';
  if (url.port !== '' && url.port !== '443') return 'The webhook URL must use the standard HTTPS port (443).';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || host.includes(':')) return 'The webhook URL must name a host, not an IPv6 address.';
  if (/^[0-9.]+$/.test(host) || /^0x[0-9a-f]+$/i.test(host)) return 'The webhook URL must name a host, not an IP address.';
  if (!host.includes('.')) return 'The webhook URL must name a public host (a name with a dot, like discord.com).';
  const last = host.split('.').pop() as string;
  if (INTERNAL_SUFFIXES.includes(last) || host === 'metadata.google.internal') {
    return `The webhook URL names a private or reserved host (.${last}); use a public one.`;
  }
  return null;
}
