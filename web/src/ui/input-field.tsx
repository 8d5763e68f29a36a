/** A form's fields: a label and one input (`class="input"`), the label naming the input by its id; an email address; a checkbox and its words. */
import type { ComponentChildren, JSX } from 'preact';

export function InputField({
  id,
  label,
  hint,
  ...input
}: {
  id: string;
  label: ComponentChildren;
  /** A line under the input that says more, read with it (`aria-describedby`). */
  hint?: ComponentChildren;
} & JSX.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} class="input" {...(hint ? { 'aria-describedby': `${id}-help` } : {})} {...input} />
      {hint && (
        <p id={`${id}-help`} class="hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** An email address: the browser's keyboard and autofill for one, no longer than the API takes (254). `onEmail` gets what is typed. */
export function EmailField({
  onEmail,
  ...field
}: {
  id: string;
  label: ComponentChildren;
  hint?: ComponentChildren;
  required?: boolean;
  value: string;
  onEmail: (email: string) => void;
  'data-testid': string;
}) {
  return <InputField {...field} type="email" maxLength={254} autoComplete="email" onInput={(e) => onEmail(e.currentTarget.value)} />;
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
