/**
 * The languages we speak and how a request or a page picks one: `?lang=` first, then the
 * choice the reader saved (the switch, or the account's setting), then `Accept-Language`
 * (the browser's `navigator.languages`), then English. Pure: the worker and the page both call it.
 */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The web app manifest in `l`'s words (scripts/vite-offline.ts writes one per language; the page links its own). */
export const manifestPath = (l: Locale): string => (l === DEFAULT_LOCALE ? '/manifest.webmanifest' : `/manifest.${l}.webmanifest`);

/** Each language's name in itself, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' };

/** `de`, `de-AT`, `DE` → `de`; anything we do not speak → null. */
export function asLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : null;
}

/** An `Accept-Language` header's tags, best first (RFC 9110 q-values; q=0 means "not this one"). */
export function acceptedTags(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: { tag: string; q: number; i: number }[] = [];
  header.split(',').forEach((part, i) => {
    const [tag, ...params] = part.trim().split(';');
    if (!tag) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0) tags.push({ tag: tag.trim(), q, i });
  });
  return tags.sort((a, b) => b.q - a.q || a.i - b.i).map((t) => t.tag);
}

/** The first of `tags` we speak, or null. */
export function firstSpoken(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const l = asLocale(tag);
    if (l) return l;
  }
  return null;
}

export interface LocaleHints {
  /** `?lang=` of the address. */
  query?: string | null;
  /** What the reader chose before (the switch's saved choice, an account's or a seat's language). */
  saved?: string | null;
  /** `Accept-Language`, as a header or as the browser's ordered list. */
  accept?: string | readonly string[] | null;
}

export function pickLocale(hints: LocaleHints): Locale {
  const accept = typeof hints.accept === 'string' || hints.accept == null ? acceptedTags(hints.accept) : hints.accept;
  return asLocale(hints.query) ?? asLocale(hints.saved) ?? firstSpoken(accept) ?? DEFAULT_LOCALE;
}
