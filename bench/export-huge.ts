import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppSession } from './app-session';
import { newRequestId } from './app-session';
import type { BareTarget } from './bare-search';
import { MB, rssGrowthDuring } from './rss-sampler';

export interface HugeExportFigures {
  rows: number;
  ms: number;
  /** RSS growth over the export's start by the time `checkpointRows` rows were written. */
  growthAtCheckpoint: number;
  /** RSS growth over the export's start by its end. */
  growth: number;
  /** Rows per second up to the checkpoint, and after it. */
  rateToCheckpoint: number;
  rateAfterCheckpoint: number;
}

/**
 * One export of the huge location, measured at matching points of the same run: the RSS growth
 * and speed once `checkpointRows` rows are written (what a 1,000,000-row export costs) and at the
 * end, so the start-up of the process and the machine's load before the run weigh on neither.
 */
export async function measureHugeExport(
  app: AppSession,
  folder: string,
  target: BareTarget & { rows: number },
  checkpointRows: number,
  log: (line: string) => void,
): Promise<HugeExportFigures> {
  app.setSavePath(join(folder, `app-${target.locationId}.csv`));
  let checkpoint: { ms: number; peakRss: number } | undefined;
  let peakRss = 0;
  let nextLog = checkpointRows;
  const exportId = newRequestId();
  const started = performance.now();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    const rows = app.exportedRows(exportId);
    if (checkpoint === undefined && rows >= checkpointRows) checkpoint = { ms: performance.now() - started, peakRss };
    if (rows >= nextLog) {
      log(
        `    ${rows.toLocaleString('en-US')} rows, ${Math.round((performance.now() - started) / 1000)} s, RSS ${(peakRss / MB).toFixed(0)} MB`,
      );
      nextLog += 1_000_000;
    }
  }, 50);
  try {
    const { result: outcome, startRss } = await rssGrowthDuring(async () => {
      peakRss = process.memoryUsage.rss();
      return app.call('exportAll', {
        connectionId: app.connectionId,
        locationId: target.locationId,
        body: {},
        pageSize: target.pageSize,
        exportId,
        bom: false,
        suggestedName: 'bench',
      });
    });
    const ms = performance.now() - started;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    if (outcome?.status !== 'complete' || outcome.rows !== target.rows || checkpoint === undefined) {
      throw new Error(`The app's export ended ${JSON.stringify(outcome)}, expected ${target.rows} rows.`);
    }
    await rm(outcome.path);
    await rm(outcome.manifestPath);
    return {
      rows: outcome.rows,
      ms,
      growthAtCheckpoint: checkpoint.peakRss - startRss,
      growth: peakRss - startRss,
      rateToCheckpoint: checkpointRows / (checkpoint.ms / 1000),
      rateAfterCheckpoint: (outcome.rows - checkpointRows) / ((ms - checkpoint.ms) / 1000),
    };
  } finally {
    clearInterval(sampler);
  }
}
