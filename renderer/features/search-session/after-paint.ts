import { useEffect, useState } from 'react';

/**
 * Runs `work` once the frame being prepared now has been painted and the window is idle: what a
 * search does besides showing its rows (history, the activity chart) waits here, so it never
 * holds back the first row. Returns what cancels it.
 */
export function afterPaint(work: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // requestAnimationFrame runs just before the frame is painted; what it schedules runs after.
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** However busy the window stays, deferred work waits no longer than this after the paint. */
const IDLE_TIMEOUT_MS = 200;

/**
 * `value` as it was when the window last painted: a change shows here only after the frame that
 * shows everything else has been painted, and not at all while `hold` is true (the value shown
 * keeps its place until the next one is ready). `pending` is true meanwhile.
 */
export function useAfterPaint<T>(value: T, hold = false): { value: T; pending: boolean } {
  const [shown, setShown] = useState(value);
  useEffect(() => (shown === value || hold ? undefined : afterPaint(() => setShown(value))), [shown, value, hold]);
  return { value: shown, pending: shown !== value };
}
