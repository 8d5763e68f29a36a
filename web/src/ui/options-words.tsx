/**
 * A game's options in words: only those that differ from the ruleset's defaults, with their
 * labels; as links to the option's section of the rules page where a page shows them. Labels and
 * choices are the ruleset's own words in the reader's language (its `i18n/` files, loaded lazily
 * as the create form loads them); the engine's English, marked `lang="en"`, only until they are in
 * or for a ruleset without words of its own (docs/i18n.md). "without" around a switched-off option
 * is the catalog's.
 */
import { Fragment, type JSX } from 'preact';
import type { OptionInfo } from '@schema/api';
import { type ChangedOption, type OptionNaming, changedOptions } from '@schema/options';
import { locale, t } from '../i18n';
import { fill } from '../i18n/fill';
import { loadRulesetWords, loadedWords } from '../rulesets/registry';
import { useChunk } from './use-chunk';

/** One option that differs from the default (schema/options.ts, shared with the game payload). */
export type OptionWords = ChangedOption;

/** What naming a game's options reads of its ruleset: a `RulesetInfo` of the API or the engine's own metadata. */
export interface OptionsOf {
  readonly options: readonly OptionNaming[];
}

export function optionsInParts(options: Record<string, unknown>, ruleset: OptionsOf | undefined): OptionWords[] {
  return ruleset ? changedOptions(options, ruleset.options) : [];
}

/**
 * A ruleset's words for its options (its `i18n/` files, once loaded): '' for an id they do not
 * know. They take an object, not the id itself: a message's string arguments are kept as given
 * (the pseudo-locale), and an id is often a word of its label ("track" in "Race track").
 */
interface RulesetOptionWords {
  optionLabel: (o: { id: string }) => string;
  optionHelp: (o: { id: string }) => string;
  optionChoice: (o: { id: string; choice: string }) => string;
}

/** What naming an option reads: its id and the engine's label (an `OptionInfo`, a payload's `ChangedOption`). */
type Named = Pick<OptionInfo, 'id' | 'label'>;

/** The words of one option in the page's language: the ruleset's own, else the engine's English (`lang: 'en'`). */
export function optionWords(rulesetId: string): {
  label: (o: Named) => string;
  help: (o: Pick<OptionInfo, 'id' | 'help'>) => string;
  choice: (o: Named, c: string) => string;
  lang: (o: Named) => 'en' | undefined;
} {
  const w = loadedWords(rulesetId) as Partial<RulesetOptionWords> | undefined;
  const own = (o: { id: string }) => Boolean(w?.optionLabel?.({ id: o.id }) && w.optionHelp && w.optionChoice);
  return {
    label: (o) => (own(o) && w?.optionLabel?.({ id: o.id })) || o.label,
    help: (o) => (own(o) && w?.optionHelp?.({ id: o.id })) || o.help,
    choice: (o, c) => (own(o) && w?.optionChoice?.({ id: o.id, choice: c })) || optionChoiceLabel(c),
    lang: (o) => (own(o) ? undefined : 'en'),
  };
}

export function optionChoiceLabel(choice: string): string {
  const times = /^x(\d+)$/.exec(choice);
  if (times) return `×${times[1]}`;
  const words = choice.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Loads the ruleset's words in the page's language (a chunk of their own; English needs none:
 * the engine's labels are English) and re-renders once they are in.
 */
export function useRulesetWords(rulesetId: string): void {
  const lang = locale();
  useChunk(`option-words:${lang}:${rulesetId}`, lang === 'en' || loadedWords(rulesetId) ? null : () => loadRulesetWords(rulesetId).catch(() => undefined));
}

/** One option as a page says it: "Quick game", "without: Quick game", "Track: bluestones", in the reader's words. */
export function OptionText({ rulesetId, option }: { rulesetId: string; option: OptionWords }): JSX.Element {
  const words = optionWords(rulesetId);
  const lang = words.lang(option);
  const label = words.label(option);
  // A payload from before choices were carried as stored (a page cached offline) has the engine's words only.
  const value = option.value === undefined ? undefined : option.choice !== undefined ? words.choice(option, option.choice) : option.value;
  const own = lang === undefined && (option.value === undefined || option.choice !== undefined);
  const said = <span lang={own ? undefined : 'en'}>{value === undefined ? label : `${label}: ${value}`}</span>;
  return option.without ? <span>{fill(t.common.withoutOption('{label}'), { label: said })}</span> : said;
}

/**
 * The options, " · " between them, or "Standard rules"; with `links`, each option links to its
 * section of the rules page (a new tab: the game stays open).
 */
export function OptionList({ rulesetId, parts, links = false }: { rulesetId: string; parts: OptionWords[]; links?: boolean }): JSX.Element {
  useRulesetWords(rulesetId);
  if (!parts.length) return <>{t.common.standardRules}</>;
  const rules = `/rules/${encodeURIComponent(rulesetId)}`;
  return (
    <>
      {parts.map((o, i) => {
        const text = <OptionText rulesetId={rulesetId} option={o} />;
        return (
          <Fragment key={o.id}>
            {i > 0 && ' · '}
            {links ? (
              <a href={`${rules}#option-${o.id}`} target="_blank" rel="noopener" data-testid="option-link" data-option={o.id}>
                {text}
              </a>
            ) : (
              text
            )}
          </Fragment>
        );
      })}
    </>
  );
}

/** The options, each linking to its section of the rules page. */
export function OptionLinks(props: { rulesetId: string; parts: OptionWords[] }): JSX.Element {
  return <OptionList {...props} links />;
}
