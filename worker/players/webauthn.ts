/**
 * The relying party's half of a WebAuthn ceremony (issue #49: the Worker's bundle). The binary
 * formats (client data, authenticator data, attestation object, COSE keys) are parsed by
 * @oslojs/webauthn; signatures are checked with the platform's WebCrypto. What is checked follows
 * the WebAuthn Level 2 steps for registration (§7.1) and authentication (§7.2):
 * - the client data's type, challenge (the caller consumes it: once, for its own ceremony) and
 *   origin, and never a cross-origin frame;
 * - the authenticator data's relying-party hash and user-presence flag;
 * - registration: the new credential's id matches the response's, its key uses an algorithm we
 *   offered; the attestation statement is not evaluated (we ask for `none`: no authenticator is
 *   trusted or refused for its make, so a statement proves nothing we use);
 * - authentication: the signature over the authenticator data and the client data's hash, with
 *   the stored key; the user handle, when sent, names the key's owner; a signature counter that
 *   does not grow (when either side counts) is refused as a possible cloned authenticator.
 * Every failure is a `WebAuthnError`; the routes answer them all alike.
 */
import { decodeCBORToNativeValue } from '@oslojs/cbor';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import {
  COSEKeyType,
  COSEPublicKey,
  ClientDataType,
  coseAlgorithmEdDSA,
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveEd25519,
  coseEllipticCurveP256,
  createAssertionSignatureMessage,
  parseAttestationObject,
  parseAuthenticatorData,
  parseClientDataJSON,
} from '@oslojs/webauthn';

export class WebAuthnError extends Error {}

/** The algorithms a new passkey may use, in our order of preference: EdDSA, ES256, RS256. */
export const OFFERED_ALGORITHMS = [coseAlgorithmEdDSA, coseAlgorithmES256, coseAlgorithmRS256] as const;

export const base64url = {
  encode: (bytes: Uint8Array): string => encodeBase64urlNoPadding(bytes),
  decode: (text: string): Uint8Array => {
    try {
      return decodeBase64urlIgnorePadding(text);
    } catch {
      throw new WebAuthnError('not base64url');
    }
  },
};

/** A fresh challenge: 32 random bytes, as the base64url the browser sends back. */
export function newChallenge(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
}

export interface Expected {
  origin: string;
  rpID: string;
  /** Consumes the challenge the client data names: true once, for this ceremony only. */
  challenge: (challenge: string) => Promise<boolean>;
}

/** The fields of a browser's response this module reads (`PublicKeyCredential.toJSON()`). */
export interface CredentialJson {
  id: string;
  rawId: string;
  response: Record<string, unknown>;
}

function field(response: Record<string, unknown>, name: string): Uint8Array {
  const value = response[name];
  if (typeof value !== 'string') throw new WebAuthnError(`missing ${name}`);
  return base64url.decode(value);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

async function checkClientData(clientDataJSON: Uint8Array, type: ClientDataType, expected: Expected): Promise<void> {
  let clientData: ReturnType<typeof parseClientDataJSON>;
  try {
    clientData = parseClientDataJSON(clientDataJSON);
  } catch {
    throw new WebAuthnError('client data');
  }
  if (clientData.type !== type) throw new WebAuthnError('ceremony type');
  if (clientData.origin !== expected.origin) throw new WebAuthnError('origin');
  if (clientData.crossOrigin === true) throw new WebAuthnError('cross-origin');
  if (!(await expected.challenge(base64url.encode(clientData.challenge)))) throw new WebAuthnError('challenge');
}

function checkAuthenticatorData(data: ReturnType<typeof parseAuthenticatorData>, rpID: string): void {
  if (!data.verifyRelyingPartyIdHash(rpID)) throw new WebAuthnError('relying party');
  if (!data.userPresent) throw new WebAuthnError('user presence');
}

/** The COSE key as stored (its CBOR bytes), decoded. */
function decodeKey(cose: Uint8Array): COSEPublicKey {
  try {
    const [decoded] = decodeCBORToNativeValue(cose, 4);
    if (typeof decoded !== 'object' || decoded === null) throw new WebAuthnError('key');
    return new COSEPublicKey(decoded);
  } catch {
    throw new WebAuthnError('key');
  }
}

const bigBytes = (value: bigint, length?: number): Uint8Array => {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  if (length !== undefined) hex = hex.padStart(length * 2, '0');
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16));
};

/**
 * An ECDSA signature as WebAuthn carries it (DER: a SEQUENCE of the INTEGERs r and s), as the
 * 64 bytes r‖s WebCrypto verifies. Strict: short lengths only (a P-256 signature is under 128
 * bytes), no bytes left over, each integer at most 32 bytes once its sign byte is dropped.
 */
export function p256SignatureFromDer(der: Uint8Array): Uint8Array<ArrayBuffer> {
  const fail = () => new WebAuthnError('signature');
  if (der[0] !== 0x30 || der[1] !== der.length - 2 || der.length > 2 + 2 * 35) throw fail();
  const out = new Uint8Array(64);
  let at = 2;
  for (const half of [0, 32]) {
    const length = der[at + 1];
    if (der[at] !== 0x02 || length === undefined || length === 0 || at + 2 + length > der.length) throw fail();
    let value = der.subarray(at + 2, at + 2 + length);
    while (value.length > 1 && value[0] === 0) value = value.subarray(1);
    if (value.length > 32) throw fail();
    out.set(value, half + 32 - value.length);
    at += 2 + length;
  }
  if (at !== der.length) throw fail();
  return out;
}

/** Checks `signature` over `message` with a COSE key of one of the offered algorithms. */
async function verifySignature(key: COSEPublicKey, messageBytes: Uint8Array, signatureBytes: Uint8Array): Promise<boolean> {
  // WebCrypto's types want bytes over a plain ArrayBuffer: copies are.
  const message = new Uint8Array(messageBytes);
  const signature = new Uint8Array(signatureBytes);
  const algorithm = key.isAlgorithmDefined() ? key.algorithm() : Number.NaN;
  const type = key.type();
  if (algorithm === coseAlgorithmES256 && type === COSEKeyType.EC2) {
    const ec = key.ec2();
    if (ec.curve !== coseEllipticCurveP256) return false;
    const jwk = { kty: 'EC', crv: 'P-256', x: base64url.encode(bigBytes(ec.x, 32)), y: base64url.encode(bigBytes(ec.y, 32)) };
    const imported = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    const raw = p256SignatureFromDer(signature);
    return crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, imported, raw, message);
  }
  if (algorithm === coseAlgorithmRS256 && type === COSEKeyType.RSA) {
    const rsa = key.rsa();
    const jwk = { kty: 'RSA', n: base64url.encode(bigBytes(rsa.n)), e: base64url.encode(bigBytes(rsa.e)), alg: 'RS256' };
    const imported = await crypto.subtle.importKey('jwk', jwk, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']);
    return crypto.subtle.verify('RSASSA-PKCS1-v1_5', imported, signature, message);
  }
  if (algorithm === coseAlgorithmEdDSA && type === COSEKeyType.OKP) {
    const okp = key.okp();
    if (okp.curve !== coseEllipticCurveEd25519) return false;
    const imported = await crypto.subtle.importKey('raw', new Uint8Array(okp.x), { name: 'Ed25519' }, false, ['verify']);
    return crypto.subtle.verify('Ed25519', imported, signature, message);
  }
  return false;
}

export interface NewPasskey {
  id: string;
  /** The COSE key's CBOR bytes, base64url: what `verifyAuthentication` reads back. */
  publicKey: string;
  counter: number;
  transports: string[];
}

/** A registration (`navigator.credentials.create`) response, checked; the passkey to store. */
export async function verifyRegistration(credential: CredentialJson, expected: Expected): Promise<NewPasskey> {
  const response = credential.response;
  await checkClientData(field(response, 'clientDataJSON'), ClientDataType.Create, expected);
  const attestationObject = field(response, 'attestationObject');
  let authenticatorData: ReturnType<typeof parseAuthenticatorData>;
  try {
    authenticatorData = parseAttestationObject(attestationObject).authenticatorData;
  } catch {
    throw new WebAuthnError('attestation object');
  }
  checkAuthenticatorData(authenticatorData, expected.rpID);
  const made = authenticatorData.credential;
  if (!made) throw new WebAuthnError('no credential');
  const id = base64url.encode(made.id);
  if (id !== credential.id || !sameBytes(made.id, base64url.decode(credential.rawId))) throw new WebAuthnError('credential id');
  // The key's own CBOR bytes, as the authenticator wrote them: after the fixed 37 bytes, the
  // 16-byte AAGUID, the id's length and the id; extensions may follow, so decode for its size.
  const authData = parseAuthDataBytes(attestationObject);
  const keyStart = 37 + 16 + 2 + made.id.length;
  let size: number;
  try {
    [, size] = decodeCBORToNativeValue(authData.subarray(keyStart), 4);
  } catch {
    throw new WebAuthnError('key');
  }
  const cose = authData.subarray(keyStart, keyStart + size);
  const key = decodeKey(cose);
  if (!key.isAlgorithmDefined() || !(OFFERED_ALGORITHMS as readonly number[]).includes(key.algorithm())) throw new WebAuthnError('algorithm');
  const transports = Array.isArray(response.transports) ? response.transports.filter((t): t is string => typeof t === 'string').slice(0, 8) : [];
  return { id, publicKey: base64url.encode(cose), counter: authenticatorData.signatureCounter, transports };
}

/** The attestation object's `authData` bytes (the parser hands back only their decoded form). */
function parseAuthDataBytes(attestationObject: Uint8Array): Uint8Array {
  try {
    const [decoded] = decodeCBORToNativeValue(attestationObject, 4);
    const authData = (decoded as { authData?: unknown }).authData;
    if (authData instanceof Uint8Array) return authData;
  } catch {
    // answered below
  }
  throw new WebAuthnError('attestation object');
}

export interface StoredPasskey {
  id: string;
  publicKey: string;
  counter: number;
  /** The user handle its owner's passkey was made with (the player's id, as UTF-8). */
  userHandle: string;
}

/** An authentication (`navigator.credentials.get`) response for a stored key; its new counter. */
export async function verifyAuthentication(credential: CredentialJson, stored: StoredPasskey, expected: Expected): Promise<{ newCounter: number }> {
  const response = credential.response;
  if (credential.id !== stored.id) throw new WebAuthnError('credential id');
  const clientDataJSON = field(response, 'clientDataJSON');
  await checkClientData(clientDataJSON, ClientDataType.Get, expected);
  const authenticatorDataBytes = field(response, 'authenticatorData');
  let authenticatorData: ReturnType<typeof parseAuthenticatorData>;
  try {
    authenticatorData = parseAuthenticatorData(authenticatorDataBytes);
  } catch {
    throw new WebAuthnError('authenticator data');
  }
  checkAuthenticatorData(authenticatorData, expected.rpID);
  if (typeof response.userHandle === 'string' && response.userHandle !== '') {
    const handle = new TextDecoder().decode(base64url.decode(response.userHandle));
    if (handle !== stored.userHandle) throw new WebAuthnError('user handle');
  }
  const message = createAssertionSignatureMessage(authenticatorDataBytes, clientDataJSON);
  let valid: boolean;
  try {
    valid = await verifySignature(decodeKey(base64url.decode(stored.publicKey)), message, field(response, 'signature'));
  } catch (error) {
    if (error instanceof WebAuthnError) throw error;
    throw new WebAuthnError('signature');
  }
  if (!valid) throw new WebAuthnError('signature');
  const newCounter = authenticatorData.signatureCounter;
  if ((newCounter > 0 || stored.counter > 0) && newCounter <= stored.counter) throw new WebAuthnError('counter');
  return { newCounter };
}
