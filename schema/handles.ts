/**
 * A player's handle (their page is /p/<handle>): one rule for the Worker's zod check and the
 * page's own check before it sends (issue #45 item 8), so a page can say what is wrong in the
 * reader's language and the API refuses the same handles with a sentence of its own.
 */
import * as z from 'zod';

/** 3–24 of a–z, 0–9, "-" and "_", starting with a letter or digit; stored lower-case. */
export const HANDLE = /^[a-z0-9][a-z0-9_-]{2,23}$/;

export type HandleProblem = 'short' | 'long' | 'start' | 'characters';

/** Why a (trimmed, lower-cased) handle cannot be used, or null. */
export function handleProblem(handle: string): HandleProblem | null {
  if (handle.length < 3) return 'short';
  if (handle.length > 24) return 'long';
  if (!/^[a-z0-9]/.test(handle)) return 'start';
  if (!HANDLE.test(handle)) return 'characters';
  return null;
}

/** The API's sentences (English, like every API message; pages say it from the catalog). */
const PROBLEM_TEXT: Record<HandleProblem, string> = {
  short: 'A handle has at least 3 characters.',
  long: 'A handle has at most 24 characters.',
  start: 'A handle starts with a letter (a–z) or a digit.',
  characters: 'A handle holds only a–z, 0–9, "-" and "_".',
};

/** A handle in a request body: trimmed and lower-cased, then checked. */
export const handleField = z
  .string()
  .max(100)
  .transform((s) => s.trim().toLowerCase())
  .superRefine((s, ctx) => {
    const problem = handleProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: PROBLEM_TEXT[problem] });
  });

/**
 * A handle to offer for a name: its letters and digits without accents, words joined by "-",
 * cut to 24; null when too little of the name is left (a name in another script).
 */
export function suggestHandle(name: string): string | null {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  return handleProblem(slug) ? null : slug;
}
