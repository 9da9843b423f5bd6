/** At most one notification per place in this long (ms): a server failing every message every look is one notice a minute. */
export const NOTICE_INTERVAL_MS = 60_000;

export interface NoticeGate {
  /**
   * Whether a notice for `place` may be shown now, with the failures to say: those of this report
   * and of the reports held since the last notice there. null: held (counted for the next one).
   */
  take(place: string, count: number): number | null;
}

/**
 * One notice a minute per place, in main: the window asks for one per look, and a page (or a
 * hostile one) can ask a thousand times a second through IPC. `now` is a monotonic clock in ms.
 */
export function createNoticeGate(now: () => number, intervalMs = NOTICE_INTERVAL_MS): NoticeGate {
  const places = new Map<string, { shownAt: number; held: number }>();
  return {
    take(place, count) {
      const at = now();
      const last = places.get(place);
      if (last && at - last.shownAt < intervalMs) {
        last.held += count;
        return null;
      }
      places.set(place, { shownAt: at, held: 0 });
      return count + (last?.held ?? 0);
    },
  };
}
