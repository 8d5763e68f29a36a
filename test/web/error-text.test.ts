/**
 * The API's refusals in the reader's language (#33 item 3): every code the worker can answer with
 * has words in English and German (read from the worker's source, beside the `ErrorCode` type that
 * makes `tsc` fail), and `errorText` turns any thrown value into a sentence in the page's language
 * with the details that matter (a date, a wait) taken from the server's answer.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiFailure, answered } from '@web/api';
import { installMessages, loadAreas, setLanguage, t } from '@web/i18n';
import { de } from '@web/i18n/de';
import { en } from '@web/i18n/en';
import { errorText, failureWords } from '@web/i18n/error-text';
import { statusOf } from '@worker/http/errors';
import type { ErrorCode } from '@worker/store/refusal';
import { errors as apiErrors, playerErrors } from '@worker/store/refusal';
import { rateLimited } from '@worker/http/rate-limit';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sources(full, out);
    else if (name.endsWith('.ts')) out.push(full);
  }
  return out;
}

/** Every error code written in the worker: `new Refusal('x', …)` and `code: 'x'` in a refusal. */
function workerCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of sources(path.join(ROOT, 'worker'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/new Refusal\(\s*'([a-z_]+)'/g)) codes.add(m[1]!);
    for (const m of text.matchAll(/error: \{ code: '([a-z_]+)'/g)) codes.add(m[1]!);
  }
  return codes;
}

const failure = (e: { code: ErrorCode; message: string }) => ({ status: statusOf(e.code), code: e.code, message: e.message });

describe('the errors area', () => {
  afterAll(() => setLanguage('en'));

  it('words every code the worker answers with, in English and in German', () => {
    const codes = workerCodes();
    // The scan sees the worker's codes (a broken pattern would find none and pass).
    expect(codes.size).toBeGreaterThan(40);
    for (const code of ['stale_version', 'away_limit', 'rate_limited', 'internal', 'unknown_claim']) expect(codes).toContain(code);
    const missing = [...codes].filter((c) => !Object.hasOwn(en.errors, c) || !Object.hasOwn(de.errors, c));
    expect(missing).toEqual([]);
  });

  it('says each refusal of errors.ts in German, never the server’s English', () => {
    const made = [
      apiErrors.badJson(),
      apiErrors.invalidBody('text: String must contain at most 500 character(s)'),
      apiErrors.staleVersion(7),
      apiErrors.notActive('finished'),
      apiErrors.illegalAction('That card is not in your hand.'),
      apiErrors.unknownRuleset('chess'),
      apiErrors.cannotUndo(),
      playerErrors.signInRequired(),
      rateLimited(42),
    ];
    for (const e of made) {
      const german = failureWords(de.errors, failure(e));
      expect(german.length).toBeGreaterThan(10);
      expect(german).not.toBe(e.message);
      expect(german).not.toMatch(/\b(the|try|again|your)\b/i);
    }
    expect(failureWords(de.errors, failure(rateLimited(42)))).toBe('Zu viele Anfragen. Versuch es in 42 Sekunden noch einmal.');
    expect(failureWords(en.errors, failure(rateLimited(1)))).toBe('Too many requests. Try again in 1 second.');
  });

  it('keeps what matters from the server’s sentence: an away limit’s date, a rematch’s hold, an hour’s wait', () => {
    const away = {
      status: 409,
      code: 'away_limit',
      message: 'You can be away at most 30 days in any year. An absence this long fits again from 2026-12-03; a shorter one may fit now.',
    };
    expect(failureWords(de.errors, away)).toContain('ab 03.12.2026');
    expect(failureWords(en.errors, away)).toContain('from 3 Dec 2026');
    // The answer's own `freesAt` wins over the sentence when the caller kept it.
    expect(failureWords(de.errors, { ...away, details: { freesAt: Date.UTC(2027, 0, 9, 12) } })).toContain('ab 09.01.2027');
    const held = { status: 409, code: 'seats_held', message: 'The seats … until 2026-11-27T10:00:00.000Z.' };
    expect(failureWords(de.errors, held)).toMatch(/bis 27\.11\.2026, \d\d:00/);
    const gave = { status: 409, code: 'gave_today', message: 'You can give time once a day; next from 2026-11-27 10:30 UTC.' };
    expect(failureWords(de.errors, gave)).toMatch(/wieder ab 27\.11\.2026, \d\d:30/);
    const hour = { status: 429, code: 'rate_limited', message: 'Too many sign-in requests from here; try again in an hour.' };
    expect(failureWords(de.errors, hour)).toBe('Zu viele Anfragen von hier. Versuch es in einer Stunde noch einmal.');
  });

  it('shows the server’s own detail to an English reader, and a German sentence to a German one', () => {
    const bad = failure(apiErrors.invalidOptions('deadlineHours: Number must be at most 720'));
    expect(failureWords(en.errors, bad)).toBe('deadlineHours: Number must be at most 720');
    expect(failureWords(de.errors, bad)).toBe('Diese Optionen passen nicht zusammen. Prüf sie und versuch es noch einmal.');
  });

  it('turns any thrown value into the page’s language: unknown codes, the network, a bug', () => {
    installMessages(de, 'de');
    expect(errorText({ status: 418, code: 'teapot', message: 'I am a teapot' })).toBe('Etwas ist schiefgegangen (Fehler 418). Versuch es noch einmal.');
    expect(errorText({ status: 0, code: 'network', message: 'The service could not be reached.' })).toMatch(/^Der Dienst ist nicht erreichbar/);
    expect(errorText(new TypeError('Failed to fetch'))).toMatch(/^Der Dienst ist nicht erreichbar/);
    expect(errorText(new Error('x is undefined'))).toBe('Etwas ist schiefgegangen. Versuch es noch einmal.');
    expect(errorText('boom', 'Die Notiz wurde nicht gespeichert.')).toBe('Die Notiz wurde nicht gespeichert.');
    expect(errorText(failure(apiErrors.gameFull()))).toBe('Alle Plätze dieses Spiels sind vergeben.');
    installMessages(en, 'en');
    expect(errorText(failure(apiErrors.gameFull()))).toBe('Every seat of that game is taken.');
  });

  it('says a general sentence in the page’s language before the errors area has loaded', async () => {
    await setLanguage('de');
    // setLanguage leaves the area out: a page loads it with its first failure (the next test)
    expect(Object.hasOwn(t, 'errors')).toBe(false);
    expect(errorText({ status: 409, code: 'game_full', message: 'Every seat of that game is taken.' })).toBe(de.common.failedGeneral);
    expect(errorText({ status: 0, code: 'network', message: 'The service could not be reached.' })).toBe(de.common.failedNetwork);
    await loadAreas('errors');
    expect(errorText({ status: 409, code: 'game_full', message: 'Every seat of that game is taken.' })).toBe(de.errors.game_full);
  });

  it('loads the errors area with the first refusal, before it is shown, not with the page (#34)', async () => {
    await setLanguage('de');
    await new Promise((r) => setTimeout(r, 50)); // time for any load the page started to land
    expect(Object.hasOwn(t, 'errors')).toBe(false);
    // unreachable: no words to load (and no chunk would come); the common area says it
    const unreachable = await answered(Promise.reject(new TypeError('Failed to fetch'))).catch((e: unknown) => e);
    expect(Object.hasOwn(t, 'errors')).toBe(false);
    expect(errorText(unreachable)).toBe(de.common.failedNetwork);
    // the server refused: its words are in place by the time the caller sees the failure
    const body = JSON.stringify({ error: { code: 'game_full', message: 'Every seat of that game is taken.' } });
    const refused = await answered(Promise.resolve(new Response(body, { status: 409, headers: { 'content-type': 'application/json' } }))).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiFailure);
    expect(errorText(refused)).toBe(de.errors.game_full);
  });

  it('says so when the device is offline', () => {
    const was = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      installMessages(de, 'de');
      expect(errorText({ status: 0, code: 'network', message: '' })).toBe(de.errors.offline);
      expect(errorText(new TypeError('Failed to fetch'))).toBe(de.common.failedOffline);
    } finally {
      if (was) Object.defineProperty(globalThis, 'navigator', was);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  it('names the request id of an internal error, read from the answer, so a player can quote it', async () => {
    const answer = new Response(
      JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side; nothing was changed.', requestId: 'req-1234' } }),
      {
        status: 500,
      },
    );
    const failure = await answered(Promise.resolve(answer)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).details).toEqual({ requestId: 'req-1234' });
    expect(failureWords(en.errors, failure as ApiFailure)).toBe(`${en.errors.internal} (Error id: req-1234)`);
    expect(failureWords(de.errors, failure as ApiFailure)).toBe(`${de.errors.internal} (Fehler-ID: req-1234)`);
    // Without an id (an older server, a socket's refusal), the sentence alone.
    expect(failureWords(en.errors, { status: 500, code: 'internal', message: '' })).toBe(en.errors.internal);
  });
});
