/**
 * Readable words for raw view fields and actions, for rulesets without a board of their own: the
 * engine's keys humanised, English on every page (the page marks them `lang="en"`), values'
 * none/yes/no from the catalog.
 */
import { t } from '../../i18n/live';

export function humanise(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function describeValue(value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.map(describeValue).join(', ') : t.game.valueNone;
  if (value === null || value === undefined) return t.game.valueNone;
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${humanise(k).toLowerCase()} ${describeValue(v)}`)
      .join(', ');
  }
  if (typeof value === 'boolean') return value ? t.game.valueYes : t.game.valueNo;
  return String(value);
}

/** "Play — cards: D07, N03; colour: red" */
export function describeAction(action: { type: string; [k: string]: unknown }): string {
  const fields = Object.entries(action)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${humanise(k).toLowerCase()}: ${describeValue(v)}`);
  return humanise(action.type) + (fields.length ? ` — ${fields.join('; ')}` : '');
}
