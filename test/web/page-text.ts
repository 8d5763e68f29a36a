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

export function readableText(html: string): string[] {
  const out: string[] = [];
  const stack: { name: string; foreign: boolean }[] = [];
  const foreign = () => stack.some((e) => e.foreign);
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
      const own = /\slang="[^"]*"/.test(attrs);
      if (!foreign() && !own) {
        for (const a of SPOKEN) {
          const v = new RegExp(`\\s${a}="([^"]*)"`).exec(attrs)?.[1];
          if (v) out.push(decode(v));
        }
      }
      if (!m[3] && !VOID.has(name)) stack.push({ name, foreign: own });
      continue;
    }
    if (!foreign() && part.trim()) out.push(decode(part));
  }
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
  const stack: { name: string; lang: string | null }[] = [];
  const lang = () => [...stack].reverse().find((e) => e.lang !== null)?.lang ?? null;
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
      const own = /\slang="([^"]*)"/.exec(m[2] ?? '')?.[1] ?? null;
      if (!m[3] && !VOID.has(name)) stack.push({ name, lang: own });
      continue;
    }
    if (lang() === 'en' && part.trim()) out.push(decode(part).trim());
  }
  return out;
}
