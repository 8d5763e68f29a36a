/** A select of fixed choices, each a value and its label, in order: the lists' filters and the create form's pickers. */
export function ChoiceSelect<V extends string>({
  choices,
  value,
  onChange,
  id,
  testId,
}: {
  choices: readonly (readonly [value: V, label: string])[];
  value: V;
  onChange: (value: V) => void;
  id?: string;
  testId?: string;
}) {
  return (
    <select id={id} class="input" value={value} onChange={(e) => onChange(e.currentTarget.value as V)} data-testid={testId}>
      {choices.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** The rulesets as filter choices, "all rulesets" first (value ''). */
export function rulesetChoices(rulesets: readonly { id: string; title: string }[], all: string): [string, string][] {
  return [['', all], ...rulesets.map((r): [string, string] => [r.id, r.title])];
}
