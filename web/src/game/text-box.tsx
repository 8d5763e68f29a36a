/** A text area whose label only screen readers read: the chat's message and the notes' text. */
export function TextBox({
  id,
  label,
  onText,
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  onText: (text: string) => void;
  rows: number;
  maxLength: number;
  placeholder: string;
  disabled?: boolean;
  'data-testid': string;
}) {
  return (
    <>
      <label for={id} class="visually-hidden">
        {label}
      </label>
      <textarea id={id} class="input" onInput={(e) => onText(e.currentTarget.value)} {...rest} />
    </>
  );
}
