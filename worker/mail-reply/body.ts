/**
 * What a reply says: its text (the plain part, else the HTML part as text), and the first line
 * of it that the sender wrote, above the quoted mail. Mail clients quote in their own ways:
 * "> " lines; an intro line ("On … wrote:", German "Am … schrieb …:", French "Le … a écrit :");
 * Outlook's "-----Original Message-----" / "-----Ursprüngliche Nachricht-----", its underscore
 * rule, or a header block ("From:", "Von:", "De:", "Sent:", "Gesendet:"); in HTML a
 * `<blockquote>` or a quote container (Gmail's `gmail_quote`, Outlook's `divRplyFwdMsg`).
 */
import type { Email } from 'postal-mime';

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

/** An HTML body as text: quoted parts dropped, blocks and breaks as line ends, tags gone, entities read. */
export function htmlText(html: string): string {
  const cut = html.search(/<(div|blockquote)[^>]*(gmail_quote|divRplyFwdMsg|moz-cite-prefix|type="?cite)/i);
  return (cut >= 0 ? html.slice(0, cut) : html)
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<blockquote\b[\s\S]*?<\/blockquote\s*>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h\d)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? all;
    });
}

/** The reply's text: its plain part, else its HTML part as text. */
export function replyText(email: Pick<Email, 'text' | 'html'>): string {
  if (email.text?.trim()) return email.text;
  return email.html ? htmlText(email.html) : '';
}

/** The first line the sender wrote (trimmed), or '' when the reply has none above the quote. */
export function decidingLine(text: string): string {
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/[\u00a0\u200b\ufeff]/g, ' ').trim();
    if (!line) continue;
    if (QUOTE_STARTS.some((re) => re.test(line))) return '';
    return line.slice(0, 500);
  }
  return '';
}
