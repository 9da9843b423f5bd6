// The figures a benchmark reports: each with its JSON key and target, so the report can say
// plainly when one misses.

export interface Target {
  comparison: '<=' | '>=' | '<';
  value: number;
}

export interface Figure {
  /** The key in the final JSON line (issue 5 names them). */
  key: string;
  value: number;
  unit: string;
  target?: Target;
  /** What the figure is made of (medians, sizes...), for the table. */
  detail?: string;
}

export function meetsTarget(figure: Figure): boolean {
  const { target } = figure;
  if (!target) return true;
  switch (target.comparison) {
    case '<=':
      return figure.value <= target.value;
    case '>=':
      return figure.value >= target.value;
    case '<':
      return figure.value < target.value;
  }
}

export function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) throw new RangeError('percentile of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
}

/** A table for people; every missed target is printed as such. */
export function formatTable(figures: Figure[]): string {
  const rows = figures.map((figure) => [
    figure.key,
    `${figure.value} ${figure.unit}`.trim(),
    figure.target ? `${figure.target.comparison} ${figure.target.value}` : '',
    figure.target ? (meetsTarget(figure) ? 'ok' : 'MISSES target') : '',
    figure.detail ?? '',
  ]);
  const header = ['figure', 'value', 'target', 'result', 'detail'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * The last line of the run: one JSON object with every figure by key, and under `targets` each
 * target as text ("<= 8"), so a reader of the line alone can tell a miss.
 */
export function formatJson(figures: Figure[]): string {
  const targets = figures.flatMap((figure) => (figure.target ? [[figure.key, `${figure.target.comparison} ${figure.target.value}`]] : []));
  return JSON.stringify({
    ...Object.fromEntries(figures.map((figure) => [figure.key, figure.value])),
    targets: Object.fromEntries(targets),
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) throw new RangeError('median of nothing');
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
