/**
 * Another player's words quoted in a mail: plain text on one line, links disarmed (no scheme,
 * no dot a mail client or a reader could turn back into an address), cut on a grapheme
 * boundary so an emoji or an accented letter is never split.
 */

/** Graphemes a mail quotes of one chat message at most. */
export const QUOTE_GRAPHEMES = 140;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` cut to at most `max` graphemes, with "…" when something was cut. */
export function cutGraphemes(text: string, max: number): string {
  const parts: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    if (parts.length === max) return `${parts.slice(0, max - 1).join('')}…`;
    parts.push(segment);
  }
  return parts.join('');
}

/**
 * No link survives: a scheme loses its `://` ("https[:]//"), `www.` and every dot between a
 * letter or digit and a letter become `[.]` (evil[.]example), `@` becomes `[at]`. What the
 * player meant stays readable; nothing is clickable or can be pasted into a browser as is.
 */
export function disarmLinks(text: string): string {
  return text
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
    .replace(/([\p{L}\p{N}])[.。．｡](?=[\p{L}\p{N}])/gu, '$1[.]')
    .replace(/@/g, '[at]');
}

/** A chat message as a mail quotes it: one line, disarmed, at most QUOTE_GRAPHEMES graphemes. */
export function quoteForMail(text: string): string {
  return cutGraphemes(disarmLinks(text.replace(/\s+/g, ' ').trim()), QUOTE_GRAPHEMES);
}
