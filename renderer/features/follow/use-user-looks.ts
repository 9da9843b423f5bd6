import { useEffect, useRef } from 'react';

const LOOK_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'focus'] as const;
/** Input events closer together than this count as one look. */
const LOOK_EVERY_MS = 1000;

/**
 * When the user last looked at the window: input while it shows. `onLook` runs on each look (at
 * most once a second) and `onVisibility` whenever the window is shown or hidden.
 */
export function useUserLooks(onLook: (now: number) => void, onVisibility: () => void) {
  const lastLook = useRef(0);
  const handlers = useRef({ onLook, onVisibility });
  useEffect(() => {
    handlers.current = { onLook, onVisibility };
  });
  useEffect(() => {
    lastLook.current = Date.now();
    const look = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - lastLook.current < LOOK_EVERY_MS) return;
      lastLook.current = now;
      handlers.current.onLook(now);
    };
    const visibility = () => {
      if (document.visibilityState === 'visible') look();
      handlers.current.onVisibility();
    };
    for (const name of LOOK_EVENTS) window.addEventListener(name, look, { passive: true, capture: true });
    document.addEventListener('visibilitychange', visibility);
    return () => {
      for (const name of LOOK_EVENTS) window.removeEventListener(name, look, { capture: true });
      document.removeEventListener('visibilitychange', visibility);
    };
  }, []);
  return lastLook;
}
