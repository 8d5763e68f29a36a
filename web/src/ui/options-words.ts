/** A game's options in words: only those that differ from the ruleset's defaults, with their labels. */
import type { RulesetInfo } from '../../../schema/api';

export function optionsInWords(options: Record<string, unknown>, ruleset: RulesetInfo | undefined): string[] {
  if (!ruleset) return [];
  const out: string[] = [];
  for (const meta of ruleset.options) {
    const value = options[meta.id];
    if (value === undefined || value === meta.default) continue;
    if (meta.type === 'boolean') out.push(value ? meta.label : `without: ${meta.label}`);
    else out.push(`${meta.label}: ${String(value).replace(/-/g, ' ')}`);
  }
  return out;
}
