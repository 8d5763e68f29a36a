/**
 * Chat text as it is stored: cleaned like names (schema/names.ts) but keeping line breaks and
 * links. NFKC, invisible and direction-changing characters removed (so "pay \u202egnp.exe\u202c"
 * cannot render reversed), other control characters removed, spaces within a line collapsed,
 * at most two line breaks in a row, trimmed.
 */
import { INVISIBLE } from './names';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

export function cleanChatText(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(INVISIBLE, '')
    .replace(CONTROLS, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
