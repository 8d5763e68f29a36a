/**
 * One ruleset option on the create form: a checkbox or a select, with its one-line explanation,
 * a link to where its rules page explains it, and what the ruleset's checkSetup says about it
 * (engine/core/setup-fit.ts): switched automatically for this player count, or values that
 * cannot be chosen now, each with the reason.
 */
import type { OptionValue, SetupChange } from '@engine/core/setup-fit';
import type { OptionInfo } from '@schema/api';
import { t } from '../i18n';

export function optionChoiceLabel(choice: string): string {
  const times = /^x(\d+)$/.exec(choice);
  if (times) return `×${times[1]}`;
  const words = choice.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Props {
  rulesetId: string;
  option: OptionInfo;
  value: OptionValue;
  onChange: (value: OptionValue) => void;
  /** Set when fitting changed this option from what was chosen. */
  change?: SetupChange;
  /** Values that cannot be chosen now (by value as a string), with the reason. */
  refused?: Record<string, string>;
}

export function OptionField({ rulesetId, option, value, onChange, change, refused = {} }: Props) {
  const id = `option-${option.id}`;
  const helpId = `${id}-help`;
  const noteId = `${id}-note`;
  const refusedValues = Object.keys(refused);
  const notes: string[] = [];
  if (change)
    notes.push(
      `${change.to === true ? t.common.switchedOn : change.to === false ? t.common.switchedOff : t.common.setTo(optionChoiceLabel(String(change.to)))} ${change.reason}`,
    );
  else if (option.type === 'boolean' && refusedValues.length > 0)
    notes.push((value ? t.common.cannotSwitchOff : t.common.cannotSwitchOn)(refused[String(!value)] ?? ''));
  if (option.type === 'choice') {
    for (const v of refusedValues) notes.push(t.common.cannotChoose(optionChoiceLabel(v), refused[v] ?? ''));
  }
  const describedBy = notes.length > 0 ? `${helpId} ${noteId}` : helpId;
  const explained = (
    <>
      <p id={helpId} class="hint">
        {/* The option's words are the engine's, English on every page (docs/i18n.md). */}
        <span lang="en">{option.help}</span>{' '}
        <a href={`/rules/${rulesetId}#option-${option.id}`} data-testid={`${id}-rules`}>
          {t.common.howThisWorks}
          <span class="visually-hidden" lang="en">
            {' '}
            ({option.label})
          </span>
        </a>
      </p>
      {notes.length > 0 && (
        <p id={noteId} class="option-note" data-testid={`${id}-note`}>
          {notes.join(' ')}
        </p>
      )}
    </>
  );
  if (option.type === 'boolean') {
    return (
      <div class="field">
        <label class="check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            disabled={refused[String(!value)] !== undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.currentTarget.checked)}
            data-testid={id}
          />
          <span lang="en">{option.label}</span>
        </label>
        {explained}
      </div>
    );
  }
  return (
    <div class="field">
      <label for={id} lang="en">
        {option.label}
      </label>
      <select id={id} class="input" value={String(value)} aria-describedby={describedBy} onChange={(e) => onChange(e.currentTarget.value)} data-testid={id}>
        {(option.choices ?? []).map((c) => (
          // An option holds text only: the engine's English choice is marked, unless the catalog's "not now" follows it.
          <option key={c} value={c} disabled={refused[c] !== undefined} lang={refused[c] === undefined ? 'en' : undefined}>
            {refused[c] === undefined ? optionChoiceLabel(c) : t.common.notNow(optionChoiceLabel(c))}
          </option>
        ))}
      </select>
      {explained}
    </div>
  );
}
