/**
 * The handle's field (issue #45 item 8), on the sign-in page's "choose your handle" step and the
 * profile form of /me: lower-cased as it is typed, checked by the same rule as the API's
 * (schema/handles.ts) before anything is sent, and its problem said in the reader's language.
 */
import { type HandleProblem, handleProblem } from '@schema/handles';
import { t } from '../../i18n';

export function handleProblemText(problem: HandleProblem): string {
  const m = t.players;
  return problem === 'short' ? m.handleShort : problem === 'long' ? m.handleLong : problem === 'start' ? m.handleStart : m.handleCharacters;
}

/** The words for a handle that cannot be used, or null (trimmed and lower-cased as the API does). */
export function checkHandle(handle: string): string | null {
  const problem = handleProblem(handle.trim().toLowerCase());
  return problem ? handleProblemText(problem) : null;
}

export function HandleField({ id, value, onInput, problem }: { id: string; value: string; onInput: (v: string) => void; problem: string | null }) {
  return (
    <div class="field">
      <label for={id}>{t.players.handle(value.trim() || '…')}</label>
      <input
        id={id}
        class="input"
        value={value}
        maxLength={24}
        autoComplete="username"
        autoCapitalize="none"
        spellcheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-help`}
        onInput={(e) => onInput(e.currentTarget.value.toLowerCase())}
        data-testid="handle"
      />
      <p id={`${id}-help`} class={problem ? 'hint error-text' : 'hint'} data-testid="handle-help">
        {problem ?? t.players.handleHelp}
      </p>
    </div>
  );
}
