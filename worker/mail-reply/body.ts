/**
 * What a reply says: its text (the plain part, else the HTML part as text), and the first line
 * of it that the sender wrote, above the quoted mail. Mail clients quote in their own ways:
 * "> " lines; an intro line ("On … wrote:", German "Am … schrieb …:", French "Le … a écrit :");
 * Outlook's "-----Original Message-----" / "-----Ursprüngliche Nachricht-----", its underscore
 * rule, or a header block ("From:", "Von:", "De:", "Sent:", "Gesendet:"); in HTML a
 * `<blockquote>` or a quote container (Gmail's `gmail_quote`, Outlook's `divRplyFwdMsg`,
 * Thunderbird's `moz-cite-prefix`, Apple Mail's `type="cite"`).
 *
 * Reading is linear in the reply's size and bounded (issue #56): the HTML is read by one pass of
 * a small tokenizer whose cursor only moves forward (each search starts at the cursor, and the
 * cursor then moves past what it searched), the text stops at `MAX_TEXT_CHARS`, and at most
 * `MAX_LINES` lines of it are looked at. The regular expressions it kept read one tag or one line.
 */
import type { Email } from 'postal-mime';

/** A reply's text is read this far (characters, after HTML is made text): the deciding line is at its top. */
export const MAX_TEXT_CHARS = 32 * 1024;
/** …and at most this many of its lines: blank lines above the first word count too. */
export const MAX_LINES = 1000;

/** Lines that start the quoted mail (or a signature): nothing below them is the reply. */
const QUOTE_STARTS: readonly RegExp[] = [
  /^>/,
  /^On\b.*\bwrote:?$/i,
  /^Am\b.*\bschrieb\b.*:?$/i,
  /^Le\b.*\ba écrit\s*:?$/i,
  /^-{2,}\s*(Original Message|Ursprüngliche Nachricht|Message d'origine|Forwarded message|Weitergeleitete Nachricht)\s*-{2,}$/i,
  /^_{8,}$/,
  /^(From|Von|De|Sent|Gesendet|Envoyé)\s*:\s/i,
  /^-- ?$/,
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A `<div>` or `<blockquote>` tag with one of these in it starts the quoted mail: it and all after it are dropped. */
const QUOTE_CONTAINER = /gmail_quote|divRplyFwdMsg|moz-cite-prefix|type\s*=\s*["']?cite/i;
/** Elements that end a line where they open and where they close. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'center',
  'dd',
  'div',
  'dl',
  'dt',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
/** Elements whose content is not shown (raw text up to their end tag): never the reply. */
const HIDDEN = new Set(['script', 'style', 'title']);
/** The end of a hidden element, by its name. */
const HIDDEN_END: Record<string, RegExp> = { script: /<\/script[\s/>]/gi, style: /<\/style[\s/>]/gi, title: /<\/title[\s/>]/gi };
const COMMENT_END = /--!?>/g;

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** Tab, line feed, form feed, carriage return, space: what ends a tag name (with `/` and `>`). */
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;

/** A tag read at `<`: its lower-case name (empty for a comment or a declaration), whether it closes, and where it ends. */
interface Tag {
  name: string;
  closing: boolean;
  /** The index after its `>`, or the HTML's length when it never closes. */
  end: number;
  /** It never closes: it and all after it are dropped, as a browser drops a tag cut off by the end. */
  unclosed?: true;
}

/**
 * The HTML as text and how many characters of it were read. `read` counts every character a
 * search passed over (a text run, a tag, a comment, a hidden element's content, the one regular
 * expression run on a div or blockquote tag) and the text decoded at the end: it stays within a
 * small multiple of the HTML's length, whatever its shape (test/api/mail-hostile.test.ts).
 */
export function htmlScan(html: string, limit = MAX_TEXT_CHARS): { text: string; read: number } {
  const n = html.length;
  const out: string[] = [];
  let size = 0;
  let read = 0;
  /** Depth of `<blockquote>`s: their content is quoted mail. */
  let quoted = 0;
  const emit = (s: string) => {
    if (quoted > 0) return;
    const piece = s.length > limit - size ? s.slice(0, limit - size) : s;
    out.push(piece);
    size += piece.length;
  };
  /** Where `re` next matches from `from` (and past it), or the end: counted as read. */
  const find = (re: RegExp, from: number): { at: number; after: number } => {
    re.lastIndex = from;
    const m = re.exec(html);
    const found = m ? { at: m.index, after: m.index + m[0].length } : { at: n, after: n };
    read += found.after - from;
    return found;
  };
  /** The index after the next `>` from `from`, or the end. */
  const toGt = (from: number) => {
    const gt = html.indexOf('>', from);
    const end = gt < 0 ? n : gt + 1;
    read += end - from;
    return end;
  };
  /** The tag at `lt` (a `<` followed by a letter, `/`, `!` or `?`), or null when that `<` is text. */
  const tagAt = (lt: number): Tag | null => {
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */) {
      if (html.startsWith('--', lt + 2)) {
        // A comment: `<!-->` and `<!--->` are empty ones, else it ends at `-->` (or `--!>`).
        if (html.startsWith('>', lt + 4)) return { name: '', closing: false, end: lt + 5 };
        if (html.startsWith('->', lt + 4)) return { name: '', closing: false, end: lt + 6 };
        return { name: '', closing: false, end: find(COMMENT_END, lt + 4).after };
      }
      return { name: '', closing: false, end: toGt(lt + 2) }; // <!DOCTYPE …>, <![CDATA[…]]>: to the next `>`
    }
    if (next === 63 /* ? */) return { name: '', closing: false, end: toGt(lt + 2) };
    const closing = next === 47; /* / */
    const first = closing ? lt + 2 : lt + 1;
    if (!isLetter(html.charCodeAt(first))) {
      if (closing) return { name: '', closing: true, end: toGt(first) }; // `</>`, `</ x>`: dropped
      return null;
    }
    let at = first;
    while (at < n) {
      const c = html.charCodeAt(at);
      if (isSpace(c) || c === 47 || c === 62) break;
      at++;
    }
    read += at - first;
    const name = html.slice(first, at).toLowerCase();
    // The attributes: to the first `>` that is not inside a quoted value.
    while (at < n) {
      const c = html.charCodeAt(at);
      read++;
      if (c === 62 /* > */) return { name, closing, end: at + 1 };
      if (c === 61 /* = */) {
        let v = at + 1;
        while (v < n && isSpace(html.charCodeAt(v))) v++;
        read += v - at - 1;
        const q = html.charCodeAt(v);
        if (q === 34 || q === 39) {
          const close = html.indexOf(q === 34 ? '"' : "'", v + 1);
          const after = close < 0 ? n : close + 1;
          read += after - v;
          at = after;
          continue;
        }
        at = v;
        continue;
      }
      at++;
    }
    return { name, closing, end: n, unclosed: true };
  };

  let at = 0;
  while (at < n && size < limit) {
    const lt = html.indexOf('<', at);
    const stop = lt < 0 ? n : lt;
    read += stop - at;
    if (stop > at) emit(html.slice(at, stop));
    if (lt < 0) break;
    const tag = tagAt(lt);
    if (!tag) {
      emit('<');
      at = lt + 1;
      continue;
    }
    at = tag.end;
    if (tag.unclosed) break;
    const { name } = tag;
    if (!name) continue;
    if (tag.closing) {
      if (name === 'blockquote' && quoted > 0) quoted--;
      if (BLOCKS.has(name)) emit('\n');
      continue;
    }
    if (name === 'div' || name === 'blockquote') {
      read += tag.end - lt;
      if (QUOTE_CONTAINER.test(html.slice(lt, tag.end))) break;
    }
    if (BLOCKS.has(name)) emit('\n');
    if (name === 'blockquote') quoted++;
    const hidden = HIDDEN.has(name) ? HIDDEN_END[name] : undefined;
    if (hidden) at = find(hidden, at).at; // its end tag is read as a tag next; none: the rest is hidden
  }
  const text = out.join('');
  read += text.length;
  return {
    text: text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? all;
    }),
    read,
  };
}

/** An HTML body as text: quoted parts dropped, blocks and breaks as line ends, tags gone, entities read. */
export function htmlText(html: string): string {
  return htmlScan(html).text;
}

/** The reply's text: its plain part, else its HTML part as text; at most `MAX_TEXT_CHARS` of it. */
export function replyText(email: Pick<Email, 'text' | 'html'>): string {
  if (email.text?.trim()) return email.text.slice(0, MAX_TEXT_CHARS);
  return email.html ? htmlText(email.html) : '';
}

/** The first line the sender wrote (trimmed), or '' when the reply has none above the quote (in its first `MAX_LINES` lines). */
export function decidingLine(text: string): string {
  for (const raw of text.slice(0, MAX_TEXT_CHARS).split(/\r\n?|\n/, MAX_LINES)) {
    const line = raw.replace(/[\u00a0\u200b\ufeff]/g, ' ').trim();
    if (!line) continue;
    if (QUOTE_STARTS.some((re) => re.test(line))) return '';
    return line.slice(0, 500);
  }
  return '';
}
