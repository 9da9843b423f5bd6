import { resolve } from 'node:path';
import type { ApiClient } from '../api-client/client';
import type { RequestRegistry } from '../api-client/requests';
import { walkWithProgress } from '../api-client/walk-with-progress';
import { ExplorerFailure } from '../../common/errors/failure';
import type { ExplorerError, ExportAllOutcome, ExportProgress, ParsedInput } from '../../common/ipc/contract';
import { flattenRecord } from '../../common/records/flatten';
import { DEFAULT_MAX_RESTARTS } from '../../common/paging/page-walk';
import type { ColumnPlan } from './column-plan';
import { planColumns } from './column-plan';
import { asIoFailure, exportFileName, partialPathFor } from './export-files';
import { exportExtension } from '../../common/export/export-formats';
import { exportIdInUse } from '../../common/ipc/export-id';
import type { ExportedPaths } from './exported-paths';
import { createProgressReporter } from './export-progress';
import type { ManifestInfo, WrittenFile } from './manifest';
import { manifestPathFor, writeManifest } from './manifest';
import type { CommittedFile, StreamingExportFile } from './streaming-export-file';
import { createStreamingExportFile, notesField } from './streaming-export-file';

/** A server that never ends (fresh tokens, empty pages) still lets an export finish, with a clear stop. */
export const DEFAULT_MAX_EXPORT_PAGES = 200_000;

export interface AllExporterDeps {
  client: ApiClient;
  /** The save-file dialog: the chosen path, or null when the user cancelled. */
  chooseSavePath: (suggestedName: string) => Promise<string | null>;
  emitProgress: (progress: ExportProgress) => void;
  /** Cancel signals, keyed by export id (shared with the searches, so quitting stops exports too). */
  requests: RequestRegistry;
  exportedPaths: ExportedPaths;
  now: () => Date;
  /** Monotonic milliseconds for progress timing. */
  clock?: () => number;
  maxRestarts?: number;
  /** Pages one export reads at most (DEFAULT_MAX_EXPORT_PAGES). */
  maxPages?: number;
  progressIntervalMs?: number;
}

/** Where the rows come from. The token stays in the main process: only the client sees it. */
export interface ExportSource {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  connectionId: string;
  connectionLabel: string;
  locationName?: string;
}

export interface AllExporter {
  /** null when the user closed the save dialog. */
  exportAll(input: ParsedInput<'exportAll'>, source: ExportSource): Promise<ExportAllOutcome | null>;
  /** false when no export runs under that id. */
  cancel(exportId: string): boolean;
}

/**
 * "Export all results": every page of the query, streamed into a file (any format) as it arrives (memory stays
 * flat: one page of rows at a time, plus the ids' 64-bit fingerprints: 9 MB for a million rows,
 * 66 MB for ten million; fingerprint-set.ts).
 *
 * The file at the chosen path is always complete: rows go to a temp file, renamed into place
 * with its manifest only when the last page is written. When the export stops early:
 * - failed (401, an error that outlasted the retries, too many expired page tokens, disk
 *   trouble): the rows written so far are kept as `<name>.partial.csv` (`.partial.xlsx`...) with a manifest saying
 *   `complete: false` and why, because a long download may be worth something even when cut short;
 * - cancelled: the user asked for nothing, so nothing is kept (the temp file is removed,
 *   partialPath is null).
 * Either way the outcome counts the rows written and the pages read.
 */
export function createAllExporter(deps: AllExporterDeps): AllExporter {
  const clock = deps.clock ?? (() => performance.now());
  const maxRestarts = deps.maxRestarts ?? DEFAULT_MAX_RESTARTS;
  const registryKey = (exportId: string) => `export:${exportId}`;
  // Ids of the exports under way, from the save dialog on: a second export under the same id
  // would take over the first's cancel (and the first's cleanup would then drop the second's).
  const underWay = new Set<string>();

  async function exportAll(input: ParsedInput<'exportAll'>, source: ExportSource): Promise<ExportAllOutcome | null> {
    if (underWay.has(input.exportId)) throw new ExplorerFailure(exportIdInUse(input.exportId));
    underWay.add(input.exportId);
    try {
      return await runExport(input, source);
    } finally {
      underWay.delete(input.exportId);
    }
  }

  async function runExport(input: ParsedInput<'exportAll'>, source: ExportSource): Promise<ExportAllOutcome | null> {
    const extension = exportExtension(input.format, input.compression);
    const chosen = await deps.chooseSavePath(exportFileName(input.suggestedName, extension));
    if (chosen === null) return null;
    const path = resolve(chosen);
    const startedAt = deps.now();
    const file = await asIoFailure(path, () => createStreamingExportFile(path, { format: input.format, compression: input.compression, bom: input.bom, purpose: input.purpose }));
    const key = registryKey(input.exportId);
    const signal = deps.requests.start(key);
    const progress = createProgressReporter({
      exportId: input.exportId,
      emit: deps.emitProgress,
      now: clock,
      ...(deps.progressIntervalMs !== undefined && { intervalMs: deps.progressIntervalMs }),
    });
    // The file is chosen: a first event (no pages yet) tells the window to stop asking for one.
    progress.update({});
    let plan: ColumnPlan | undefined;
    let rows = 0;
    const walk = walkWithProgress(
      deps.client,
      {
        baseUrl: source.baseUrl,
        token: source.token,
        locationId: input.locationId,
        body: input.body,
        pageSize: input.pageSize,
        timeoutMs: source.timeoutMs,
        connectionId: source.connectionId,
        connectionLabel: source.connectionLabel,
        ...(source.locationName !== undefined && { locationName: source.locationName }),
        signal,
      },
      { progress, kept: 'written', maxRestarts, maxPages: deps.maxPages ?? DEFAULT_MAX_EXPORT_PAGES },
    );

    const manifest = (target: string, extra: Pick<ManifestInfo, 'complete' | 'stoppedBy' | 'notes'>, written: WrittenFile) =>
      writeManifest(target, {
        exportedAt: startedAt.toISOString(),
        connectionLabel: source.connectionLabel,
        locationId: input.locationId,
        ...(source.locationName ? { locationName: source.locationName } : {}),
        filters: input.body,
        pageSize: input.pageSize,
        scope: 'all',
        ...(input.displayTimeZone ? { displayTimeZone: input.displayTimeZone } : {}),
        pages: walk.pagesRead,
        rows,
        columns: plan?.columns ?? [],
        restarts: walk.restarts,
        fileFormat: input.format,
        compression: input.compression,
        purpose: input.purpose,
        ...extra,
      }, written);

    let stopped: ExplorerFailure | undefined;
    try {
      await asIoFailure(path, async () => {
        for await (const page of walk.pages) {
          if (page.length === 0) continue;
          const flat = page.map(flattenRecord);
          plan ??= planColumns(input.columns, flat);
          const writer = file.writer(plan.columns);
          for (let index = 0; index < flat.length; index++) {
            await writer.write({ record: page[index]!, cells: plan.toRow(flat[index]!) });
            rows += 1;
          }
        }
      });
      if (signal.aborted) throw new ExplorerFailure({ kind: 'cancelled', message: 'The export was cancelled.' });
    } catch (error) {
      if (!(error instanceof ExplorerFailure)) {
        await file.discard();
        throw error;
      }
      stopped = error;
    } finally {
      deps.requests.finish(key, signal);
      progress.finish();
    }

    if (stopped && signal.aborted) {
      await file.discard();
      return { status: 'cancelled', partialPath: null, manifestPath: null, rows, pages: walk.pagesRead };
    }
    if (stopped) {
      const kept = await keepPartial(file, partialPathFor(path, extension), rows, stopped.error, manifest);
      if (kept) {
        deps.exportedPaths.add(kept.partialPath);
        if (kept.manifestPath) deps.exportedPaths.add(kept.manifestPath);
      }
      return { status: 'failed', partialPath: kept?.partialPath ?? null, manifestPath: kept?.manifestPath ?? null, rows, pages: walk.pagesRead, error: stopped.error };
    }

    plan ??= planColumns(input.columns, []);
    file.writer(plan.columns);
    const written = await asIoFailure(path, () => file.commit(path));
    deps.exportedPaths.add(path);
    const manifestPath = await asIoFailure(manifestPathFor(path), () => manifest(path, { complete: true, notes: written.notes }, written));
    deps.exportedPaths.add(manifestPath);
    return { status: 'complete', path, manifestPath, rows, pages: walk.pagesRead, columns: plan.columns, ...notesField(written.notes) };
  }

  return {
    exportAll,
    cancel: (exportId) => deps.requests.cancel(registryKey(exportId)),
  };
}

type ManifestWriter = (target: string, extra: Pick<ManifestInfo, 'complete' | 'stoppedBy' | 'notes'>, written: WrittenFile) => Promise<string>;

/**
 * Keeps the rows of a failed export under `<name>.partial.<ext>`, never the chosen name, with a
 * manifest that says it is incomplete and why. Nothing is kept when no row was written, or when
 * the file cannot be kept (the disk that failed the export may fail this too).
 */
async function keepPartial(
  file: StreamingExportFile,
  partialPath: string,
  rows: number,
  error: ExplorerError,
  manifest: ManifestWriter,
): Promise<{ partialPath: string; manifestPath: string | null } | null> {
  if (rows === 0) {
    await file.discard();
    return null;
  }
  let written: CommittedFile;
  try {
    written = await file.commit(partialPath);
  } catch {
    return null;
  }
  const manifestPath = await manifest(partialPath, { complete: false, stoppedBy: { kind: error.kind, message: error.message }, notes: written.notes }, written).catch(() => null);
  return { partialPath, manifestPath };
}
