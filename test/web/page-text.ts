/**
 * What a person reads on a rendered page: its text and the attributes a browser shows or speaks
 * (aria-label, title, alt, placeholder), minus anything inside an element that names its own
 * language (`lang`: a language's own name in the switch, the engine's English log entries).
 * Used by the pseudo-locale check (test/web/pseudo-locale.test.ts).
 */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const SPOKEN = ['aria-label', 'title', 'alt', 'placeholder'];

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The `lang` values of the elements around a place, outermost first (null: no `lang` on it). */
type Langs = readonly (string | null)[];

/**
 * Walks `html` as its elements nest: `tag` for each opening tag (its attributes, and the `lang`s
 * around it with its own last), `text` for each run of text between tags (with the `lang`s around it).
 */
function walk(html: string, on: { tag?: (attrs: string, langs: Langs) => void; text: (text: string, langs: Langs) => void }): void {
  const stack: { name: string; lang: string | null }[] = [];
  const langs = () => stack.map((e) => e.lang);
  for (const part of html.split(/(<[^>]+>)/)) {
    if (!part) continue;
    if (part.startsWith('</')) {
      const name = part.slice(2, -1).trim().toLowerCase();
      const at = stack.map((e) => e.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (part.startsWith('<')) {
      const m = /^<([a-zA-Z][\w-]*)([\s\S]*?)(\/?)>$/.exec(part);
      if (!m) continue;
      const name = m[1]!.toLowerCase();
      const attrs = m[2] ?? '';
      const own = /\slang="([^"]*)"/.exec(attrs)?.[1] ?? null;
      on.tag?.(attrs, [...langs(), own]);
      if (!m[3] && !VOID.has(name)) stack.push({ name, lang: own });
      continue;
    }
    on.text(part, langs());
  }
}

/** Outside every element that names its own language. */
const unmarked = (langs: Langs) => langs.every((l) => l === null);

export function readableText(html: string): string[] {
  const out: string[] = [];
  walk(html, {
    tag: (attrs, langs) => {
      if (!unmarked(langs)) return;
      for (const a of SPOKEN) {
        const v = new RegExp(`\\s${a}="([^"]*)"`).exec(attrs)?.[1];
        if (v) out.push(decode(v));
      }
    },
    text: (text, langs) => {
      if (unmarked(langs) && text.trim()) out.push(decode(text));
    },
  });
  return out;
}

/** Runs of plain ASCII words (two letters or more, no other letter in them) in `texts`: what the pseudo-locale never produces. */
export function plainWords(texts: readonly string[], allowed: readonly string[] = []): string[] {
  const found: string[] = [];
  for (let text of texts) {
    for (const a of allowed) text = text.split(a).join(' ');
    let run: string[] = [];
    const flush = () => {
      if (run.length) found.push(run.join(' '));
      run = [];
    };
    for (const m of text.matchAll(/[\p{L}\p{M}'’]+|[^\p{L}\p{M}'’\s]+/gu)) {
      const word = m[0].replace(/^['’]+|['’]+$/g, '');
      if (/^[A-Za-z'’]{2,}$/.test(word)) run.push(word);
      else if (/\p{L}/u.test(word) || /[^\s]/.test(word)) flush();
    }
    flush();
  }
  return found;
}

/**
 * What a page marks as English (`lang="en"`, the innermost `lang` deciding): text the catalog
 * could not say in the reader's language (an old log entry, the engine's words for a ruleset
 * without its own). On a page of the four rulesets in another language there should be none.
 */
export function englishText(html: string): string[] {
  const out: string[] = [];
  walk(html, {
    text: (text, langs) => {
      if ([...langs].reverse().find((l) => l !== null) === 'en' && text.trim()) out.push(decode(text).trim());
    },
  });
  return out;
}
