import type { Histogram } from './buckets';
import { bucketStart, nextBucketStart } from './bucket-sizes';

/** A row of the chart's table: a bar, or the total of a day of finer bars. */
export type TableRow = { kind: 'bar'; bar: number } | { kind: 'day'; from: number; to: number; total: number; values: number[] };

/** What the table knows of the bars before the first message. */
export interface KnownBars {
  /** Bars 0..notLoaded-1 stand before the loaded rows: not known, so not listed (as the chart shades them). */
  notLoaded: number;
  /** The search's own start, when it has one: an empty bar from there on is a time searched that holds no message. */
  searchFrom?: number | undefined;
}

/**
 * The table's rows. Bars of a day or longer: every bar of the searched time, a day without
 * messages as 0, so "Last 7 days" reads as seven days. Bars finer than a day (minutes, hours):
 * the bars that hold messages (a week of hours would be 168 rows), each day's total after its last.
 */
export function tableRows(histogram: Histogram, zone: string, known: KnownBars = { notLoaded: 0 }): TableRow[] {
  const finerThanDay = histogram.size === 'minute' || histogram.size === 'hour';
  const searched = (bar: number) =>
    bar >= known.notLoaded &&
    (bar >= histogram.padded || (known.searchFrom !== undefined && (histogram.starts[bar] ?? 0) >= known.searchFrom));
  const rows: TableRow[] = [];
  let day: Extract<TableRow, { kind: 'day' }> | null = null;
  histogram.totals.forEach((total, bar) => {
    if (total === 0 && (finerThanDay || !searched(bar))) return;
    if (finerThanDay) {
      const from = bucketStart(histogram.starts[bar] ?? 0, 'day', zone);
      if (day?.from !== from) {
        if (day) rows.push(day);
        day = { kind: 'day', from, to: nextBucketStart(from, 'day', zone), total: 0, values: histogram.series.map(() => 0) };
      }
      day.total += total;
      histogram.values.forEach((column, index) => {
        if (day) day.values[index] = (day.values[index] ?? 0) + (column[bar] ?? 0);
      });
    }
    rows.push({ kind: 'bar', bar });
  });
  if (day) rows.push(day);
  return rows;
}

/** Each series' count over every bar, and their total: the table's last row. */
export function columnTotals(histogram: Histogram): { total: number; values: number[] } {
  const values = histogram.values.map((column) => column.reduce((sum, count) => sum + count, 0));
  return { total: values.reduce((sum, count) => sum + count, 0), values };
}
