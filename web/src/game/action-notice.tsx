import type { ActionNotice as Notice } from './use-game';

export function ActionNotice({ notice }: { notice: Notice }) {
  return (
    <p class={`notice ${notice.kind === 'error' ? 'error' : ''}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="action-notice">
      {notice.text}
    </p>
  );
}
