import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportCompression, ExportFormat } from '../common/export/export-formats';
import { exportExtension } from '../common/export/export-formats';
import type { AppSession } from './app-session';
import { newRequestId } from './app-session';
import type { BareTarget } from './bare-search';
import type { Figure } from './figures';
import { round } from './figures';
import { MB, rssGrowthDuring } from './rss-sampler';

export interface ExportFormatsBenchOptions {
  app: AppSession;
  folder: string;
  /** One search, exported once per format (100,000 messages in `npm run bench`). */
  target: BareTarget & { rows: number };
  log: (line: string) => void;
}

type Variant = { format: Exclude<ExportFormat, 'markdown'>; compression: ExportCompression };

/** Every streamed format; CSV first and last, so the baseline is the mean of two runs around the others. */
const VARIANTS: Variant[] = [
  { format: 'csv', compression: 'none' },
  { format: 'tsv', compression: 'none' },
  { format: 'jsonl', compression: 'none' },
  { format: 'json', compression: 'none' },
  { format: 'xlsx', compression: 'none' },
  { format: 'csv', compression: 'gzip' },
  { format: 'tsv', compression: 'gzip' },
  { format: 'jsonl', compression: 'gzip' },
  { format: 'csv', compression: 'none' },
];

/**
 * Each format's rows/s as a ratio to CSV's, over the same search through the app's exportAll
 * (fetch, writer, compression, hash, manifest), and the XLSX export's peak RSS over CSV's: the
 * streaming workbook writer must stay as flat as the text writers. Ratios within one run only.
 */
export async function runExportFormatsBench(options: ExportFormatsBenchOptions): Promise<Figure[]> {
  const { app, folder, target } = options;
  const times = new Map<string, number[]>();
  const peaks = new Map<string, number>();

  for (const variant of VARIANTS) {
    const extension = exportExtension(variant.format, variant.compression);
    app.setSavePath(join(folder, `formats-bench.${extension}`));
    const {
      result: ms,
      peakRss,
      startRss,
    } = await rssGrowthDuring(async () => {
      const started = performance.now();
      const outcome = await app.call('exportAll', {
        connectionId: app.connectionId,
        locationId: target.locationId,
        body: {},
        pageSize: target.pageSize,
        exportId: newRequestId(),
        bom: false,
        suggestedName: 'formats-bench',
        ...variant,
      });
      const elapsed = performance.now() - started;
      if (outcome?.status !== 'complete' || outcome.rows !== target.rows) {
        throw new Error(`The ${extension} export ended ${JSON.stringify(outcome)}, expected ${target.rows} rows.`);
      }
      await rm(outcome.path);
      await rm(outcome.manifestPath);
      return elapsed;
    });
    times.set(extension, [...(times.get(extension) ?? []), ms]);
    peaks.set(extension, Math.max(peaks.get(extension) ?? 0, peakRss - startRss));
    options.log(
      `  ${extension}: ${target.rows.toLocaleString('en-US')} rows in ${Math.round(ms)} ms, RSS +${((peakRss - startRss) / MB).toFixed(0)} MB`,
    );
  }

  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const csvMs = mean(times.get('csv') ?? []);
  const figures: Figure[] = [...times.entries()]
    .filter(([extension]) => extension !== 'csv')
    .map(([extension, values]) => ({
      key: `export_${extension.replace('.', '_')}_vs_csv`,
      value: round(csvMs / mean(values), 2),
      unit: '× CSV rows/s',
      detail: `${Math.round(target.rows / (mean(values) / 1000)).toLocaleString('en-US')} rows/s vs CSV ${Math.round(target.rows / (csvMs / 1000)).toLocaleString('en-US')} (mean of 2)`,
    }));
  figures.push({
    key: 'export_xlsx_rss_growth_mb',
    value: round((peaks.get('xlsx') ?? 0) / MB, 1),
    unit: 'MB',
    target: { comparison: '<', value: 100 },
    detail: `peak RSS over the start of the XLSX export (CSV: +${((peaks.get('csv') ?? 0) / MB).toFixed(0)} MB), ${target.rows.toLocaleString('en-US')} rows`,
  });
  return figures;
}
