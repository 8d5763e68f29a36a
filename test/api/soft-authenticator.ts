/**
 * A software passkey for the API tests: it answers registration and sign-in options as a browser
 * with a platform authenticator would (`PublicKeyCredential.toJSON()`), with a WebCrypto key of
 * one of the three algorithms the service offers, and lets a test bend any part of its answer.
 */
const enc = new TextEncoder();

export const b64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
export const fromB64url = (text: string): Uint8Array => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));

/** The bytes of `parts`, one after another. */
export const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));

/** CBOR (RFC 8949) for what WebAuthn writes: integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
function head(major: number, n: number): Uint8Array {
  if (n < 24) return Uint8Array.of((major << 5) | n);
  if (n < 256) return Uint8Array.of((major << 5) | 24, n);
  if (n < 65536) return Uint8Array.of((major << 5) | 25, n >> 8, n & 255);
  return Uint8Array.of((major << 5) | 26, (n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255);
}
export function cbor(value: Cbor): Uint8Array {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = enc.encode(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  return concat(head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

/** An ECDSA signature as WebAuthn carries it: DER, from WebCrypto's r‖s. */
function der(raw: Uint8Array): Uint8Array {
  const int = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    const trimmed = bytes.subarray(i);
    const body = (trimmed[0] ?? 0) & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed;
    return concat(Uint8Array.of(0x02, body.length), body);
  };
  const seq = concat(int(raw.subarray(0, 32)), int(raw.subarray(32)));
  return concat(Uint8Array.of(0x30, seq.length), seq);
}

export type Algorithm = 'ES256' | 'EdDSA' | 'RS256';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface Bend {
  origin?: string;
  rpId?: string;
  type?: string;
  challenge?: string;
  flags?: number;
  counter?: number;
  userHandle?: string;
  /** Flips a bit of the signature. */
  badSignature?: boolean;
}

export class SoftPasskey {
  readonly id = crypto.getRandomValues(new Uint8Array(16));
  counter = 0;
  private keys!: CryptoKeyPair;
  private userHandle = '';

  private constructor(readonly alg: Algorithm) {}

  static async make(alg: Algorithm): Promise<SoftPasskey> {
    const key = new SoftPasskey(alg);
    const params =
      alg === 'ES256'
        ? { name: 'ECDSA', namedCurve: 'P-256' }
        : alg === 'EdDSA'
          ? { name: 'Ed25519' }
          : { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: Uint8Array.of(1, 0, 1), hash: 'SHA-256' };
    key.keys = (await crypto.subtle.generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair;
    return key;
  }

  private async coseKey(): Promise<Uint8Array> {
    const jwk = (await crypto.subtle.exportKey('jwk', this.keys.publicKey)) as JsonWebKey;
    const b = (s: string | undefined) => fromB64url(s ?? '');
    if (this.alg === 'ES256')
      return cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, b(jwk.x)],
          [-3, b(jwk.y)],
        ]),
      );
    if (this.alg === 'EdDSA')
      return cbor(
        new Map<number, Cbor>([
          [1, 1],
          [3, -8],
          [-1, 6],
          [-2, b(jwk.x)],
        ]),
      );
    return cbor(
      new Map<number, Cbor>([
        [1, 3],
        [3, -257],
        [-1, b(jwk.n)],
        [-2, b(jwk.e)],
      ]),
    );
  }

  private async authData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Promise<Uint8Array> {
    const count = Uint8Array.of((counter >>> 24) & 255, (counter >> 16) & 255, (counter >> 8) & 255, counter & 255);
    return concat(await sha256(enc.encode(rpId)), Uint8Array.of(flags), count, attested ?? new Uint8Array());
  }

  /** Answers `/register/options` as `navigator.credentials.create` would. */
  async register(options: { challenge: string; rp: { id: string }; user: { id: string } }, origin: string, bend: Bend = {}) {
    this.userHandle = options.user.id;
    const clientDataJSON = enc.encode(
      JSON.stringify({
        type: bend.type ?? 'webauthn.create',
        challenge: bend.challenge ?? options.challenge,
        origin: bend.origin ?? origin,
        crossOrigin: false,
      }),
    );
    const attested = concat(new Uint8Array(16), Uint8Array.of(0, this.id.length), this.id, await this.coseKey());
    const authData = await this.authData(bend.rpId ?? options.rp.id, bend.flags ?? FLAG_UP | FLAG_UV | FLAG_AT, bend.counter ?? this.counter, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const id = b64url(this.id);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers `/login/options` as `navigator.credentials.get` would (the counter grows by one). */
  async signIn(options: { challenge: string; rpId: string }, origin: string, bend: Bend = {}) {
    this.counter += 1;
    const clientDataJSON = enc.encode(
      JSON.stringify({ type: bend.type ?? 'webauthn.get', challenge: bend.challenge ?? options.challenge, origin: bend.origin ?? origin }),
    );
    const authData = await this.authData(bend.rpId ?? options.rpId, bend.flags ?? FLAG_UP | FLAG_UV, bend.counter ?? this.counter);
    const message = concat(authData, await sha256(clientDataJSON));
    const algorithm = this.alg === 'ES256' ? { name: 'ECDSA', hash: 'SHA-256' } : this.alg === 'EdDSA' ? { name: 'Ed25519' } : { name: 'RSASSA-PKCS1-v1_5' };
    const raw = new Uint8Array(await crypto.subtle.sign(algorithm, this.keys.privateKey, new Uint8Array(message)));
    const signature = this.alg === 'ES256' ? der(raw) : raw;
    if (bend.badSignature) signature[signature.length - 1] = (signature[signature.length - 1] ?? 0) ^ 1;
    const id = b64url(this.id);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: bend.userHandle ?? this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
