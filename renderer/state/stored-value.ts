/**
 * Small UI preferences (theme, hidden columns, widths) kept in localStorage. A value that is
 * missing, unreadable or of the wrong shape gives the fallback: preferences must never break the app.
 */
export function readStored<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null) return fallback;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the preference lasts for this session only, which is acceptable.
  }
}
