/**
 * A game's options in words: only those that differ from the ruleset's defaults, with their
 * labels; as links to the option's section of the rules page where a page shows them. The labels
 * and values are the engine's (English on every page, marked `lang="en"`, docs/i18n.md); "without"
 * around a switched-off option is the catalog's.
 */
import { Fragment, type JSX } from 'preact';
import { type ChangedOption, type OptionNaming, changedOptions } from '@schema/options';
import { t } from '../i18n';
import { fill } from '../i18n/fill';

/** One option that differs from the default (schema/options.ts, shared with the game payload). */
export type OptionWords = ChangedOption;

/** What naming a game's options reads of its ruleset: a `RulesetInfo` of the API or the engine's own metadata. */
export interface OptionsOf {
  readonly options: readonly OptionNaming[];
}

export function optionsInParts(options: Record<string, unknown>, ruleset: OptionsOf | undefined): OptionWords[] {
  return ruleset ? changedOptions(options, ruleset.options) : [];
}

/** One option as a page says it: "Quick game", "without: Quick game", "Track: bluestones". */
export function OptionText({ option }: { option: OptionWords }): JSX.Element {
  const engine = <span lang="en">{option.value === undefined ? option.label : `${option.label}: ${option.value}`}</span>;
  return option.without ? <span>{fill(t.common.withoutOption('{label}'), { label: engine })}</span> : engine;
}

/** The options, " · " between them, or "Standard rules". */
export function OptionList({ parts }: { parts: OptionWords[] }): JSX.Element {
  if (!parts.length) return <>{t.common.standardRules}</>;
  return (
    <>
      {parts.map((o, i) => (
        <Fragment key={o.id}>
          {i > 0 && ' · '}
          <OptionText option={o} />
        </Fragment>
      ))}
    </>
  );
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
            <OptionText option={o} />
          </a>
        </span>
      ))}
    </>
  );
}
