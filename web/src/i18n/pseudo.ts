/**
 * The pseudo-locale: English with every letter swapped for an accented look-alike ("Lóg",
 * "Ñéw gámé"), numbers, dates and the values a message is given left as they are. A page
 * rendered with it shows plain ASCII words only where a string bypassed the catalog, which is
 * what test/web/pseudo-locale.test.ts looks for.
 */
import type { Messages } from './en';

const FROM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TO = 'áƀçđéƒĝĥíĵķĺḿñóṕʠŕšťúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹḾÑÓṔɊŔŠŤÚṼŴẊÝŽ';
const MAP = new Map([...FROM].map((c, i) => [c, [...TO][i]!]));

/** Letters of `text` made pseudo, except inside `{placeholders}`, which the page fills itself. */
export function pseudoText(text: string): string {
  let out = '';
  let depth = 0;
  for (const c of text) {
    if (c === '{') depth++;
    if (c === '}') depth = Math.max(0, depth - 1);
    out += depth > 0 ? c : (MAP.get(c) ?? c);
  }
  return out;
}

const SLOT = '\u0000';

/**
 * A message function made pseudo: its own words, not the arguments it was given (a player's name
 * stays as it is). The arguments are replaced by markers, the result accented, and the markers
 * put back with what the real call produced for them.
 */
function pseudoFn(fn: (...args: unknown[]) => string): (...args: unknown[]) => string {
  return (...args) => {
    const real = fn(...args);
    const parts = args.filter((a): a is string => typeof a === 'string' && a.length > 0 && real.includes(a));
    if (parts.length === 0) return pseudoText(real);
    // Split on the string arguments (longest first), accent only the pieces between them.
    const pattern = new RegExp(
      [...parts]
        .sort((a, b) => b.length - a.length)
        .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|'),
      'g',
    );
    let out = '';
    let last = 0;
    for (const m of real.matchAll(pattern)) {
      out += pseudoText(real.slice(last, m.index)) + SLOT + m[0];
      last = m.index + m[0].length;
    }
    return (out + pseudoText(real.slice(last))).replaceAll(SLOT, '');
  };
}

/** One area (or a ruleset's words) made pseudo. */
export function pseudoArea<A extends object>(messages: A): A {
  const copy: Record<string, unknown> = {};
  for (const [key, m] of Object.entries(messages as Record<string, unknown>)) {
    copy[key] = typeof m === 'function' ? pseudoFn(m as (...args: unknown[]) => string) : pseudoText(m as string);
  }
  return copy as A;
}

export function pseudoMessages(source: Messages): Messages {
  const out: Record<string, unknown> = {};
  for (const [area, messages] of Object.entries(source)) out[area] = pseudoArea(messages);
  return out as unknown as Messages;
}
