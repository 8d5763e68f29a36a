/**
 * Light or dark: the system's setting, unless the header's switch chose otherwise on this device.
 * The choice is kept only while it differs from the system's, so switching back follows the
 * system again. The resolved theme is `data-theme` on <html>, which styles.css reads.
 */
import { useEffect, useState } from 'preact/hooks';

export type Theme = 'light' | 'dark';
const KEY = 'stonehenge:theme';
const query = () => window.matchMedia?.('(prefers-color-scheme: dark)');

function systemTheme(): Theme {
  return query()?.matches ? 'dark' : 'light';
}

function storedTheme(): Theme | null {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null; // storage blocked: follow the system
  }
}

export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

function apply(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

/** Sets `data-theme` now and again whenever the system's setting changes (before the first render). */
export function startTheme(): void {
  apply(currentTheme());
  query()?.addEventListener?.('change', () => apply(currentTheme()));
}

/** Chooses a theme on this device; choosing the system's own forgets the choice. */
export function chooseTheme(theme: Theme): void {
  try {
    if (theme === systemTheme()) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, theme);
  } catch {
    // storage blocked: the switch lasts until the page is left
  }
  apply(theme);
}

/** The theme in use, following both the switch and the system. */
export function useTheme(): [Theme, (t: Theme) => void] {
  const [theme, setTheme] = useState<Theme>(() => currentTheme());
  useEffect(() => {
    const q = query();
    const follow = () => setTheme(currentTheme());
    q?.addEventListener?.('change', follow);
    return () => q?.removeEventListener?.('change', follow);
  }, []);
  return [
    theme,
    (t: Theme) => {
      chooseTheme(t);
      setTheme(t);
    },
  ];
}
