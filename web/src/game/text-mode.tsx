/**
 * Whether the game page shows the board as a drawing or in words (the text mode, for screen
 * readers and keyboards): remembered on this device, and `?view=text` / `?view=board` in the
 * address choose it for one visit. One value for the page: the switch in the header and the
 * board below it share it.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';

const KEY = 'stonehenge.textMode';

export function initialTextMode(search: string = location.search): boolean {
  const asked = new URLSearchParams(search).get('view');
  if (asked === 'text') return true;
  if (asked === 'board') return false;
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

let current: boolean | undefined;
const listeners = new Set<(on: boolean) => void>();

function setTextMode(next: boolean): void {
  current = next;
  try {
    localStorage.setItem(KEY, next ? 'on' : 'off');
  } catch {
    // Storage refused (a private window): the choice lasts for this page only.
  }
  for (const l of listeners) l(next);
}

/** The mode, and a setter that also remembers the choice on this device. */
export function useTextMode(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    current ??= initialTextMode();
    return current;
  });
  useEffect(() => {
    listeners.add(setOn);
    return () => {
      listeners.delete(setOn);
    };
  }, []);
  return [on, setTextMode];
}

/** The switch: a toggle button (aria-pressed), small enough for the header's rules line. */
export function TextModeSwitch() {
  const [on, set] = useTextMode();
  return (
    <button type="button" class="link-button text-mode-switch" aria-pressed={on} title={t.access.textModeHelp} onClick={() => set(!on)} data-testid="text-mode">
      {t.access.textMode}
    </button>
  );
}
