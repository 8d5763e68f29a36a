/**
 * A game's options in words: only those that differ from the ruleset's defaults, with their
 * labels; as links to the option's section of the rules page where a page shows them.
 */
import type { JSX } from 'preact';
import type { RulesetInfo } from '@schema/api';
import { t } from '../i18n';

export interface OptionWords {
  id: string;
  text: string;
}

export function optionsInParts(options: Record<string, unknown>, ruleset: RulesetInfo | undefined): OptionWords[] {
  if (!ruleset) return [];
  const out: OptionWords[] = [];
  for (const meta of ruleset.options) {
    const value = options[meta.id];
    if (value === undefined || value === meta.default) continue;
    if (meta.type === 'boolean') out.push({ id: meta.id, text: value ? meta.label : `without: ${meta.label}` });
    else out.push({ id: meta.id, text: `${meta.label}: ${String(value).replace(/-/g, ' ')}` });
  }
  return out;
}

export function optionsInWords(options: Record<string, unknown>, ruleset: RulesetInfo | undefined): string[] {
  return optionsInParts(options, ruleset).map((o) => o.text);
}

/** "Standard rules", or each option linking to its section of the rules page (a new tab: the game stays open). */
export function OptionLinks({ rulesetId, parts }: { rulesetId: string; parts: OptionWords[] }): JSX.Element {
  if (!parts.length) return <>{t.common.standardRules}</>;
  return (
    <>
      {parts.map((o, i) => (
        <span key={o.id}>
          {i > 0 && ' · '}
          <a href={`/rules/${encodeURIComponent(rulesetId)}#option-${o.id}`} target="_blank" rel="noopener" data-testid="option-link" data-option={o.id}>
            {o.text}
          </a>
        </span>
      ))}
    </>
  );
}
