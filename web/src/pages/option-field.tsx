/**
 * One ruleset option on the create form: a checkbox or a select, with its one-line explanation,
 * a link to where its rules page explains it, and what the ruleset's checkSetup says about it
 * (engine/core/setup-fit.ts): switched automatically for this player count, or values that
 * cannot be chosen now, each with the reason.
 */
import type { Said } from '@engine/core/ruleset';
import type { FittedSetup, OptionValue, SetupChange } from '@engine/core/setup-fit';
import type { OptionInfo } from '@schema/api';
import { type ComponentChild, Fragment } from 'preact';
import { t } from '../i18n';
import { fill } from '../i18n/fill';
import { loadedWords } from '../rulesets/registry';
import { optionWords } from '../ui/options-words';

/** A ruleset's words for the setup check's reasons, from its `says` ('' for a kind it does not know). */
interface ReasonWords {
  setupReason: (s: Said) => string;
}

/**
 * A setup check's reason in the page's language: the ruleset's `setupReason` words for its `says`,
 * else the engine's English message, marked so.
 */
export function reasonWords(rulesetId: string, message: string, says: Said | undefined): { text: string; lang?: 'en' } {
  const w = loadedWords(rulesetId) as Partial<ReasonWords> | undefined;
  const own = says && w?.setupReason?.(says);
  return own ? { text: own } : { text: message, lang: 'en' };
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
  /** The same reasons as data, where the setup check gives them: said in the page's language. */
  refusedSays?: Record<string, Said>;
}

export function OptionField({ rulesetId, option, value, onChange, change, refused = {}, refusedSays = {} }: Props) {
  const id = `option-${option.id}`;
  const helpId = `${id}-help`;
  const noteId = `${id}-note`;
  const refusedValues = Object.keys(refused);
  // The setup check's reasons in the ruleset's own words; the engine's English, marked so, where it has none (docs/i18n.md).
  const reason = (why: string, says?: Said) => {
    const w = reasonWords(rulesetId, why, says);
    return <span lang={w.lang}>{w.text}</span>;
  };
  const words = optionWords(rulesetId);
  const lang = words.lang(option);
  const notes: ComponentChild[] = [];
  if (change)
    notes.push(
      <>
        {change.to === true
          ? t.common.switchedOn
          : change.to === false
            ? t.common.switchedOff
            : fill(t.common.setTo('{value}'), { value: <span lang={lang}>{words.choice(option, String(change.to))}</span> })}{' '}
        {reason(change.reason, change.says)}
      </>,
    );
  else if (option.type === 'boolean' && refusedValues.length > 0)
    notes.push(
      fill((value ? t.common.cannotSwitchOff : t.common.cannotSwitchOn)('{why}'), { why: reason(refused[String(!value)] ?? '', refusedSays[String(!value)]) }),
    );
  if (option.type === 'choice') {
    for (const v of refusedValues)
      notes.push(
        fill(t.common.cannotChoose('{choice}', '{why}'), {
          choice: <span lang={lang}>{words.choice(option, v)}</span>,
          why: reason(refused[v] ?? '', refusedSays[v]),
        }),
      );
  }
  const describedBy = notes.length > 0 ? `${helpId} ${noteId}` : helpId;
  const explained = (
    <>
      <p id={helpId} class="hint">
        {/* The ruleset's own words for its option; the engine's English, marked so, for a ruleset without them. */}
        <span lang={lang}>{words.help(option)}</span>{' '}
        <a href={`/rules/${rulesetId}#option-${option.id}`} data-testid={`${id}-rules`}>
          {t.common.howThisWorks}
          <span class="visually-hidden" lang={lang}>
            {' '}
            ({words.label(option)})
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
          <span lang={lang}>{words.label(option)}</span>
        </label>
        {explained}
      </div>
    );
  }
  return (
    <div class="field">
      <label for={id} lang={lang}>
        {words.label(option)}
      </label>
      <select id={id} class="input" value={String(value)} aria-describedby={describedBy} onChange={(e) => onChange(e.currentTarget.value)} data-testid={id}>
        {(option.choices ?? []).map((c) => (
          // An option holds text only: the engine's choice, marked English; one that cannot be chosen now is
          // disabled, and the note under the field says why.
          <option key={c} value={c} disabled={refused[c] !== undefined} lang={lang}>
            {words.choice(option, c)}
          </option>
        ))}
      </select>
      {explained}
    </div>
  );
}

/** Every option of a ruleset, as fitted to the player count (`fitSetup`): the create form's and the tournament form's. */
export function OptionFields({
  rulesetId,
  options,
  fit,
  onChange,
}: {
  rulesetId: string;
  options: OptionInfo[];
  fit: FittedSetup;
  onChange: (id: string, value: OptionValue) => void;
}) {
  return (
    <>
      {options.map((o) => (
        <OptionField
          key={o.id}
          rulesetId={rulesetId}
          option={o}
          value={fit.options[o.id] ?? o.default}
          change={fit.changed.find((c) => c.id === o.id)}
          refused={fit.refused[o.id]}
          refusedSays={fit.refusedSays[o.id]}
          onChange={(v) => onChange(o.id, v)}
        />
      ))}
    </>
  );
}
