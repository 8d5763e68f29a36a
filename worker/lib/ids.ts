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
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/.exec(header);
  return m ? (m[1] as string) : null;
}
