/** A form's fields: a label and one input (`class="input"`), the label naming the input by its id; a checkbox and its words. */
import type { ComponentChildren, JSX } from 'preact';

export function InputField({ id, label, ...input }: { id: string; label: ComponentChildren } & JSX.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} class="input" {...input} />
    </div>
  );
}

/** A checkbox field: the box and its label's words (`children`). */
export function CheckField({
  checked,
  onChange,
  testId,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  children: ComponentChildren;
}) {
  return (
    <div class="field">
      <label class="check">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} data-testid={testId} />
        {children}
      </label>
    </div>
  );
}
