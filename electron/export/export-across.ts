import { resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ExplorerFailure } from '../../common/errors/failure';
import { exportExtension } from '../../common/export/export-formats';
import type { ExportAllOutcome, ExportProgress, LocationProgress, ParsedInput } from '../../common/ipc/contract';
import { flattenRecord } from '../../common/records/flatten';
import type { RetryNoticeDetails } from '../api-client/client';
import type { RequestRegistry } from '../api-client/requests';
import type { AcrossSession } from '../across-locations/across-session';
import type { ColumnPlan } from './column-plan';
import { planColumns } from './column-plan';
import { asIoFailure, exportFileName, partialPathFor } from './export-files';
import type { ExportedPaths } from './exported-paths';
import { createProgressReporter } from './export-progress';
import { manifestPathFor, writeManifest } from './manifest';
import { createStreamingExportFile, notesField } from './streaming-export-file';

/** The columns that say where a row came from, first in the file. */
export const LOCATION_COLUMNS = ['Location', 'Location name'] as const;

export interface AcrossExporterDeps {
  chooseSavePath: (suggestedName: string) => Promise<string | null>;
  emitProgress: (progress: ExportProgress) => void;
  requests: RequestRegistry;
  exportedPaths: ExportedPaths;
  now: () => Date;
}

/**
 * Every row of a search across locations in one CSV with the location first, read screen by
 * screen from the session (each location its own walk) and streamed to a temp file. The file
 * takes the chosen name only when every location reached its end; a location that failed makes
 * it a `.partial.csv`, and the manifest lists each location's rows, pages, restarts and error.
 */
export async function exportAcrossLocations(
  deps: AcrossExporterDeps,
  input: ParsedInput<'exportAcrossLocations'>,
  open: (onRetry: (notice: RetryNoticeDetails) => void) => Promise<{ session: AcrossSession; connectionLabel: string; connectionLocations: number; everyLocation: boolean }>,
): Promise<ExportAllOutcome | null> {
  const extension = exportExtension(input.format, input.compression);
  const chosen = await deps.chooseSavePath(exportFileName(input.suggestedName, extension));
  if (chosen === null) return null;
  const path = resolve(chosen);
  const startedAt = deps.now();
  const file = await asIoFailure(path, () => createStreamingExportFile(path, { format: input.format, compression: input.compression, bom: input.bom, purpose: input.purpose }));
  const key = `export:${input.exportId}`;
  const signal = deps.requests.start(key);
  const progress = createProgressReporter({ exportId: input.exportId, emit: deps.emitProgress, now: () => performance.now() });
  progress.update({});
  const opened = await open((notice) => progress.update({ retrying: notice })).catch(async (error: unknown) => {
    deps.requests.finish(key, signal);
    progress.finish();
    await file.discard();
    throw error;
  });
  const names = new Map<string, string>();
  let plan: ColumnPlan | undefined;
  let rows = 0;
  let order = 'pending';
  let locations: LocationProgress[] = opened.session.progress();

  try {
    await asIoFailure(path, async () => {
      for (;;) {
        const screen = await opened.session.nextScreen(signal);
        locations = screen.locations;
        for (const location of locations) names.set(location.locationId, location.name ?? '');
        order = screen.order.mode === 'grouped' ? `grouped by location: ${screen.order.reason}` : screen.order.mode === 'merged' ? `merged newest first by ${screen.order.timeField}` : order;
        if (screen.rows.length > 0) {
          const flat = screen.rows.map(({ locationId, item }) => withLocation(flattenRecord(item), locationId, names.get(locationId) ?? ''));
          plan ??= planColumns([...LOCATION_COLUMNS, ...(input.columns ?? [])], flat);
          const writer = file.writer(plan.columns);
          for (const [index, row] of flat.entries()) {
            const { locationId, item } = screen.rows[index]!;
            // JSON formats keep the server's record whole, beside where it came from.
            await writer.write({ record: { location: { id: locationId, name: names.get(locationId) ?? '' }, message: item }, cells: plan.toRow(row) });
            rows += 1;
          }
        }
        progress.update({ pages: 0, rows: screen.rows.length, emptyPages: 0, retrying: null });
        if (!screen.more) break;
        await nextTurn();
      }
    });
  } catch (error) {
    deps.requests.finish(key, signal);
    progress.finish();
    await file.discard();
    if (signal.aborted && error instanceof ExplorerFailure) return { status: 'cancelled', partialPath: null, manifestPath: null, rows, pages: 0 };
    throw error;
  }
  deps.requests.finish(key, signal);
  progress.finish();

  const pages = locations.reduce((sum, location) => sum + location.pages, 0);
  const failed = locations.filter((location) => location.error);
  const columns = (plan ?? planColumns([...LOCATION_COLUMNS, ...(input.columns ?? [])], [])).columns;
  file.writer(columns);
  const target = failed.length > 0 ? partialPathFor(path, extension) : path;
  const written = await asIoFailure(target, () => file.commit(target));
  deps.exportedPaths.add(target);
  const error = failed.length > 0
    ? { kind: failed[0]!.error!.kind, message: `${failed.length} of ${locations.length} locations stopped with an error (${failed.map((location) => location.name ?? location.locationId).join(', ')}): their rows in this file stop there. The manifest says why for each.` }
    : undefined;
  const manifestPath = await asIoFailure(manifestPathFor(target), () =>
    writeManifest(target, {
      exportedAt: startedAt.toISOString(),
      connectionLabel: opened.connectionLabel,
      locationId: locations.map((location) => location.locationId).join(','),
      filters: input.body,
      pageSize: input.pageSize,
      // A chosen set is never called all: the scope and the counts say which it was.
      scope: opened.everyLocation ? 'all-locations' : 'chosen-locations',
      ...(input.displayTimeZone ? { displayTimeZone: input.displayTimeZone } : {}),
      pages,
      rows,
      columns,
      complete: failed.length === 0,
      restarts: locations.reduce((sum, location) => sum + location.restarts, 0),
      fileFormat: input.format,
      compression: input.compression,
      purpose: input.purpose,
      ...notesField(written.notes),
      ...(error && { stoppedBy: error }),
      acrossLocations: {
        order,
        searched: locations.length,
        ofConnection: opened.connectionLocations,
        locations: locations.map((location) => ({
          locationId: location.locationId,
          ...(location.name !== undefined && { name: location.name }),
          rows: location.rows,
          pages: location.pages,
          restarts: location.restarts,
          ended: location.ended,
          ...(location.error && { error: { kind: location.error.kind, message: location.error.message } }),
        })),
      },
    }),
  );
  deps.exportedPaths.add(manifestPath);
  if (error) return { status: 'failed', partialPath: target, manifestPath, rows, pages, error: { ...error, kind: error.kind } };
  return { status: 'complete', path, manifestPath, rows, pages, columns };
}

/**
 * The row with where it came from first. A record field named like a location column is kept,
 * renamed visibly to "<name> (record)", or "(record 2)", "(record 3)"... when the record has that
 * name too: no field ever takes another's place. Exported for its test.
 */
export function withLocation(flat: Record<string, unknown>, locationId: string, name: string): Record<string, unknown> {
  const row: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  row[LOCATION_COLUMNS[0]] = locationId;
  row[LOCATION_COLUMNS[1]] = name;
  for (const key in flat) {
    if (!(LOCATION_COLUMNS as readonly string[]).includes(key)) row[key] = flat[key];
  }
  for (const key of LOCATION_COLUMNS) {
    if (!Object.hasOwn(flat, key)) continue;
    let renamed = `${key} (record)`;
    for (let suffix = 2; Object.hasOwn(row, renamed) || Object.hasOwn(flat, renamed); suffix += 1) renamed = `${key} (record ${suffix})`;
    row[renamed] = flat[key];
  }
  return row;
}
