/**
 * A link to pass on (a seat link, a claim link): read-only, selected when focused, with a Copy
 * button and a line saying whether the copy worked.
 */
import { useState } from 'preact/hooks';
import { t } from '../i18n';

export function CopyLink(props: {
  url: string;
  label: string;
  /** The row's look: `seat-link-row` (monospace, in the seat panel) or `copy-row`. */
  row: string;
  input?: string;
  testId: string;
  copyTestId: string;
  onCopied?: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.url);
      setCopied('yes');
      props.onCopied?.();
    } catch {
      setCopied('no');
    }
  };
  return (
    <>
      <div class={props.row}>
        <input
          class={`input${props.input ? ` ${props.input}` : ''}`}
          readOnly
          value={props.url}
          aria-label={props.label}
          data-testid={props.testId}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" class="button" onClick={() => void copy()} data-testid={props.copyTestId}>
          {t.game.copy}
        </button>
      </div>
      {copied && (
        <p class="hint" role="status">
          {copied === 'yes' ? t.game.copiedShort : t.game.copyRefused}
        </p>
      )}
    </>
  );
}
