import { useEffect, useSyncExternalStore } from 'react';
import { useStoredState } from '../../state/use-stored-state';

export type ThemePreference = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return window.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** The OS theme unless the user chose one; applied as `data-theme` on <html> for the CSS variables. */
export function useTheme(): { preference: ThemePreference; theme: Theme; setPreference: (value: ThemePreference) => void } {
  const [preference, setPreference] = useStoredState<ThemePreference>('sms-explorer.theme', 'system', isThemePreference);
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark);
  const theme: Theme = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  return { preference, theme, setPreference };
}
