import { useEffect, useRef } from 'react';
import { SHORTCUTS, bindingMatches } from './shortcut-list';
import type { ShortcutId } from './shortcut-list';

type Handlers = Partial<Record<ShortcutId, (() => void) | null>>;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * Window-wide shortcuts from the one list. Each caller handles its own ids; a null handler
 * means "not available now" and leaves the key alone. Keys that type text (`?`) are ignored
 * while typing in a field, and so is any key while a modal dialog is open, unless it is its own.
 */
export function useShortcuts(handlers: Handlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      for (const shortcut of SHORTCUTS) {
        if (!('binding' in shortcut)) continue;
        const handler = latest.current[shortcut.id];
        const binding = shortcut.binding;
        if (!handler || !bindingMatches(binding, event)) continue;
        if (isTyping(event.target) && !('inFields' in binding && binding.inFields)) continue;
        if (document.querySelector('[aria-modal="true"]')) continue;
        event.preventDefault();
        handler();
        return;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
