/**
 * One ruleset option on the create form: a checkbox or a select, with its one-line explanation,
 * a link to where its rules page explains it, and what the ruleset's checkSetup says about it
 * (engine/core/setup-fit.ts): switched automatically for this player count, or values that
 * cannot be chosen now, each with the reason.
 */
import type { OptionValue, SetupChange } from '@engine/core/setup-fit';
import type { OptionInfo } from '@schema/api';
import { type ComponentChild, Fragment } from 'preact';
import { t } from '../i18n';
import { fill } from '../i18n/fill';

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
  // The reasons are the engine's setup checks, English on every page and marked so (docs/i18n.md).
  const reason = (why: string) => <span lang="en">{why}</span>;
  const notes: ComponentChild[] = [];
  if (change)
    notes.push(
      <>
        {change.to === true
          ? t.common.switchedOn
          : change.to === false
            ? t.common.switchedOff
            : fill(t.common.setTo('{value}'), { value: <span lang="en">{optionChoiceLabel(String(change.to))}</span> })}{' '}
        {reason(change.reason)}
      </>,
    );
  else if (option.type === 'boolean' && refusedValues.length > 0)
    notes.push(fill((value ? t.common.cannotSwitchOff : t.common.cannotSwitchOn)('{why}'), { why: reason(refused[String(!value)] ?? '') }));
  if (option.type === 'choice') {
    for (const v of refusedValues)
      notes.push(fill(t.common.cannotChoose('{choice}', '{why}'), { choice: reason(optionChoiceLabel(v)), why: reason(refused[v] ?? '') }));
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
          {notes.map((note, i) => (
            <Fragment key={i}>
              {i > 0 && ' '}
              {note}
            </Fragment>
          ))}
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
          // An option holds text only: the engine's choice, marked English; one that cannot be chosen now is
          // disabled, and the note under the field says why.
          <option key={c} value={c} disabled={refused[c] !== undefined} lang="en">
            {optionChoiceLabel(c)}
          </option>
        ))}
      </select>
      {explained}
    </div>
  );
}
