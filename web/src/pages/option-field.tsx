/** One ruleset option on the create form: a checkbox or a select, with its help text. */
import type { OptionInfo } from '../../../schema/api';

export function optionChoiceLabel(choice: string): string {
  const times = /^x(\d+)$/.exec(choice);
  if (times) return `×${times[1]}`;
  const words = choice.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Props {
  option: OptionInfo;
  value: boolean | string;
  onChange: (value: boolean | string) => void;
}

export function OptionField({ option, value, onChange }: Props) {
  const id = `option-${option.id}`;
  const help = option.help ? (
    <p id={`${id}-help`} class="hint">
      {option.help}
    </p>
  ) : null;
  const describedBy = option.help ? `${id}-help` : undefined;
  if (option.type === 'boolean') {
    return (
      <div class="field">
        <label class="check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.currentTarget.checked)}
            data-testid={id}
          />
          {option.label}
        </label>
        {help}
      </div>
    );
  }
  return (
    <div class="field">
      <label for={id}>{option.label}</label>
      <select id={id} class="input" value={String(value)} aria-describedby={describedBy} onChange={(e) => onChange(e.currentTarget.value)} data-testid={id}>
        {(option.choices ?? []).map((c) => (
          <option key={c} value={c}>
            {optionChoiceLabel(c)}
          </option>
        ))}
      </select>
      {help}
    </div>
  );
}
