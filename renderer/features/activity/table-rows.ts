import type { Histogram } from './buckets';
import { bucketStart, nextBucketStart } from './bucket-sizes';

/** A row of the chart's table: a bar that holds messages, or the total of a day of finer bars. */
export type TableRow =
  | { kind: 'bar'; bar: number }
  | { kind: 'day'; from: number; to: number; total: number; values: number[] };

/**
 * The table's rows: every bar that holds messages, and under bars finer than a day (minutes,
 * hours) each day's total after its last bar, so "per day" reads off the table at any bar size.
 */
export function tableRows(histogram: Histogram, zone: string): TableRow[] {
  const finerThanDay = histogram.size === 'minute' || histogram.size === 'hour';
  const rows: TableRow[] = [];
  let day: Extract<TableRow, { kind: 'day' }> | null = null;
  histogram.totals.forEach((total, bar) => {
    if (total === 0) return;
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
