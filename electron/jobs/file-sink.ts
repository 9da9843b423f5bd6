import type { ExplorerError, ExportAllOutcome } from '../../common/ipc/contract';
import type { ColumnPlan } from '../export/column-plan';
import { exactPlan, planColumns } from '../export/column-plan';
import { asIoFailure, partialPathFor } from '../export/export-files';
import type { ExportedPaths } from '../export/exported-paths';
import type { ManifestInfo } from '../export/manifest';
import { manifestPathFor, writeManifest } from '../export/manifest';
import type { CommittedFile, StreamingExportFile } from '../export/streaming-export-file';
import { notesField } from '../export/streaming-export-file';
import type { JobSink, JobSource } from './job-runner';
import type { RoleFields } from '../../common/records/vocabulary/role-fields';
import { timeRolesField, withAsSentColumns, withTimeCells } from '../../common/records/vocabulary/time-cells';

/** One row on its way to the file: flattened for the tables, whole for the JSON formats. */
export interface FileRow {
  flat: Record<string, unknown>;
  record: Record<string, unknown>;
}

/** What the manifest says whatever the ending (the rest comes from the sink). */
export type ManifestBase = Omit<ManifestInfo, 'rows' | 'columns' | 'complete' | 'stoppedBy' | 'notes'>;

export interface FileSinkOptions<Batch> {
  file: StreamingExportFile;
  /** The chosen path, resolved. */
  path: string;
  /** The file name's ending (`csv`, `csv.gz`...), for the partial file's name. */
  extension: string;
  exportedPaths: ExportedPaths;
  /** The columns the file starts with (the grid's), before those found in the first rows. */
  leadingColumns: readonly string[] | undefined;
  /** The file holds `leadingColumns` and nothing else (a conversation's thread fields), not every field. */
  exactColumns?: boolean;
  rowsOf(batch: Batch): FileRow[];
  /** The fields the window reads the records by: the time roles are written as times, the value as sent beside. */
  fields?: RoleFields;
  /** Read when the manifest is written, so it holds the source's final counts. */
  manifest(): ManifestBase;
  source: Pick<JobSource<Batch>, 'pages'>;
}

/**
 * An export's file as a job's sink: rows streamed to a temp file beside the chosen path,
 * renamed into place with its manifest only when the job completes. When it fails (401, an error
 * that outlasted the retries, a location of several, the disk) the rows written so far are kept
 * as `<name>.partial.<ext>` with a manifest saying `complete: false` and why, because a long
 * download may be worth something even cut short; when cancelled, nothing is kept.
 */
export function fileSink<Batch>(options: FileSinkOptions<Batch>): JobSink<Batch, ExportAllOutcome> {
  const { file, path } = options;
  let plan: ColumnPlan | undefined;
  let rows = 0;
  const fields = options.fields ?? {};
  const planOf = (firstRows: Record<string, unknown>[]): ColumnPlan => {
    const plan = options.exactColumns ? exactPlan(options.leadingColumns ?? []) : planColumns(options.leadingColumns, firstRows);
    return {
      ...plan,
      columns: withAsSentColumns(plan.columns, fields),
      toRow: (flat) => withTimeCells(plan.toRow(flat), fields, plan.columns),
    };
  };

  const writeManifestOf = (target: string, written: CommittedFile, ending: Pick<ManifestInfo, 'complete' | 'stoppedBy'>) =>
    writeManifest(
      target,
      { ...options.manifest(), ...timeRolesField(fields), rows, columns: plan?.columns ?? [], notes: written.notes, ...ending },
      written,
    );

  return {
    async write(batch) {
      const fileRows = options.rowsOf(batch);
      if (fileRows.length === 0) return;
      plan ??= planOf(fileRows.map((row) => row.flat));
      const writer = file.writer(plan.columns);
      await asIoFailure(path, async () => {
        for (const row of fileRows) {
          await writer.write({ record: row.record, cells: plan!.toRow(row.flat) });
          rows += 1;
        }
      });
    },
    async complete() {
      plan ??= planOf([]);
      file.writer(plan.columns);
      const written = await asIoFailure(path, () => file.commit(path));
      options.exportedPaths.add(path);
      const manifestPath = await asIoFailure(manifestPathFor(path), () => writeManifestOf(path, written, { complete: true }));
      options.exportedPaths.add(manifestPath);
      return {
        status: 'complete',
        path,
        manifestPath,
        rows,
        pages: options.source.pages(),
        columns: plan.columns,
        ...notesField(written.notes),
      };
    },
    async failed(error) {
      const kept = await keepPartial(error);
      if (kept) {
        options.exportedPaths.add(kept.partialPath);
        if (kept.manifestPath) options.exportedPaths.add(kept.manifestPath);
      }
      return {
        status: 'failed',
        partialPath: kept?.partialPath ?? null,
        manifestPath: kept?.manifestPath ?? null,
        rows,
        pages: options.source.pages(),
        error,
      };
    },
    async cancelled() {
      await file.discard();
      return { status: 'cancelled', partialPath: null, manifestPath: null, rows, pages: options.source.pages() };
    },
    abandon: () => file.discard(),
  };

  /**
   * Keeps the rows under `<name>.partial.<ext>`, never the chosen name, with a manifest that says
   * why. Nothing is kept when no row was written, or when the file cannot be kept (the disk that
   * failed the export may fail this too).
   */
  async function keepPartial(error: ExplorerError): Promise<{ partialPath: string; manifestPath: string | null } | null> {
    if (rows === 0) {
      await file.discard();
      return null;
    }
    const partialPath = partialPathFor(path, options.extension);
    let written: CommittedFile;
    try {
      plan ??= planOf([]);
      file.writer(plan.columns);
      written = await file.commit(partialPath);
    } catch {
      return null;
    }
    const manifestPath = await writeManifestOf(partialPath, written, {
      complete: false,
      stoppedBy: { kind: error.kind, message: error.message },
    }).catch(() => null);
    return { partialPath, manifestPath };
  }
}
