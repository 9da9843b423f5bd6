import { useEffect } from 'react';

/** Ctrl+<key> (Cmd+<key> on macOS) anywhere in the window. */
export function useModShortcut(key: string, onTrigger: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === key) {
        event.preventDefault();
        onTrigger();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, onTrigger]);
}
