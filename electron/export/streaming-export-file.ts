import { createWriteStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { open, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { ExportCompression, ExportFormat, ExportPurpose } from '../../common/export/export-formats';
import { guardsFormulas } from '../../common/export/export-formats';
import { tempPathBeside } from './export-files';
import type { PendingFiles } from './pending-files';
import type { FormatNotes, FormatWriter } from './formats/format-writer-types';
import { createFormatWriter } from './formats/format-writer';
import { createCoalescingOutput } from './formats/coalescing-output';
import { createHashingOutput } from './formats/hashing-output';
import type { WrittenFile } from './manifest';

/** Buffered output before the writer waits: large enough for few system calls, small enough to stay flat. */
const WRITE_BUFFER_BYTES = 64 * 1024;

export interface ExportFileOptions {
  format: ExportFormat;
  compression: ExportCompression;
  bom: boolean;
  /** CSV and TSV: for a spreadsheet (formula guard) or another program (values as sent). */
  purpose: ExportPurpose;
  /** XLSX rows per sheet, smaller only in tests. */
  maxRowsPerSheet?: number;
}

/** What a committed file is: its size and hash as written, and what its format had to do. */
export interface CommittedFile extends WrittenFile {
  notes: FormatNotes;
}

/**
 * An export file written as rows arrive, in any format, to a temp file beside its destination,
 * so nothing at the destination is ever incomplete. The bytes go writer → gzip (when asked) →
 * SHA-256 → disk. The header waits until the columns are known (the first rows), but the file is
 * created at once, so an unwritable folder is reported before any download. The temp file is
 * its owner's only (the rename keeps that, so the export is too: it holds message contents and
 * phone numbers), and is kept in `pending` while it exists, so a start after a crash removes it.
 */
export interface StreamingExportFile {
  /** The writer; the first call opens it with these columns (later calls ignore them). */
  writer(columns: string[]): FormatWriter;
  /** Finishes the file, then renames the temp file to `target` (an existing file there is replaced). */
  commit(target: string): Promise<CommittedFile>;
  /** Flushes and removes the temp file. Never throws: it runs while another error is reported. */
  discard(): Promise<void>;
}

export async function createStreamingExportFile(
  destination: string,
  options: ExportFileOptions,
  pending: PendingFiles,
): Promise<StreamingExportFile> {
  const temp = tempPathBeside(destination);
  pending.add(temp);
  let handle: FileHandle;
  try {
    handle = await open(temp, 'wx', 0o600);
  } catch (error) {
    pending.settle(temp);
    throw error;
  }
  const hashing = createHashingOutput();
  let opened: { writer: FormatWriter; done: Promise<void> } | undefined;
  let closed: Promise<void> | undefined;

  function openWriter(columns: string[]) {
    const file = createWriteStream(temp, { fd: handle, highWaterMark: WRITE_BUFFER_BYTES });
    // Writers emit a chunk per row; gathered first, every later stage (gzip above all) sees few.
    const head = createCoalescingOutput();
    const gzip = options.compression === 'gzip' ? createGzip() : null;
    const done = gzip ? pipeline(head, gzip, hashing.stream, file) : pipeline(head, hashing.stream, file);
    // Settles only if the output fails (disk full, folder removed), releasing a writer waiting for room.
    const failed = new Promise<never>((_resolve, reject) => {
      done.catch(reject);
    });
    failed.catch(() => {});
    const writer = createFormatWriter(options.format, head, {
      columns,
      bom: options.bom,
      guardFormulas: guardsFormulas(options.format, options.purpose),
      failed,
      ...(options.maxRowsPerSheet !== undefined && { maxRowsPerSheet: options.maxRowsPerSheet }),
    });
    return { writer, done };
  }

  /** A temp file that could not be removed stays pending: the next start tries again. */
  function removeTemp(): Promise<void> {
    return rm(temp, { force: true }).then(
      () => pending.settle(temp),
      () => {},
    );
  }

  function close(): Promise<void> {
    closed ??= opened ? opened.writer.end().then(() => opened?.done) : handle.close();
    return closed;
  }

  return {
    writer(columns) {
      if (closed) throw new Error('The export file is already closed.');
      opened ??= openWriter(columns);
      return opened.writer;
    },
    async commit(target) {
      try {
        await close();
        await rename(temp, target);
      } catch (error) {
        await removeTemp();
        throw error;
      }
      pending.settle(temp);
      return { ...hashing.written(), notes: opened?.writer.notes() ?? {} };
    },
    async discard() {
      await close().catch(() => {});
      await removeTemp();
    },
  };
}

/** `{ notes }` for an outcome when the format had something to say, else nothing (a CSV only past Excel's formula length). */
export function notesField(notes: FormatNotes): { notes?: FormatNotes } {
  return Object.keys(notes).length > 0 ? { notes } : {};
}
