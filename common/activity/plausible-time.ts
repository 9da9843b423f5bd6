// Which message times the chart and the counts draw. Browser-safe: no Node imports.

/** A year as the range counts it (with its leap day, on average). */
const YEAR_MS = 365.25 * 24 * 3_600_000;

/** How far past now a message time may lie and still be drawn: scheduled messages, clocks set wrong. */
export const PLAUSIBLE_YEARS_AHEAD = 3;

export interface TimeRange {
  /** First instant drawn (epoch ms). */
  from: number;
  /** First instant past the range. */
  to: number;
}

/**
 * The times drawn: from 1970-01-01 UTC (SMS is younger; earlier times are zero or sign errors)
 * to PLAUSIBLE_YEARS_AHEAD years past now. A server sending year 1 and year 9999 would otherwise
 * make the chart span ten thousand years; messages outside are counted apart and said.
 */
export function plausibleRange(now: number): TimeRange {
  return { from: 0, to: now + PLAUSIBLE_YEARS_AHEAD * YEAR_MS };
}
