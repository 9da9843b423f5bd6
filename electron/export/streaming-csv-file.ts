import { createWriteStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { open, rename, rm } from 'node:fs/promises';
import type { CsvWriter } from './csv-writer';
import { createCsvWriter } from './csv-writer';
import { tempPathBeside } from './export-files';

/** Buffered output before the writer waits: large enough for few system calls, small enough to stay flat. */
const WRITE_BUFFER_BYTES = 64 * 1024;

/**
 * A CSV file written as rows arrive, to a temp file beside its destination, so nothing at the
 * destination is ever incomplete. The header waits until the columns are known (the first rows),
 * but the file is created at once, so an unwritable folder is reported before any download.
 */
export interface StreamingCsvFile {
  /** The writer; the first call opens it with these columns as the header (later calls ignore them). */
  writer(columns: string[]): CsvWriter;
  /** Flushes, then renames the temp file to `target` (an existing file there is replaced). */
  commit(target: string): Promise<void>;
  /** Flushes and removes the temp file. Never throws: it runs while another error is reported. */
  discard(): Promise<void>;
}

export async function createStreamingCsvFile(destination: string, bom: boolean): Promise<StreamingCsvFile> {
  const temp = tempPathBeside(destination);
  const handle: FileHandle = await open(temp, 'wx');
  let writer: CsvWriter | undefined;
  let closed: Promise<void> | undefined;

  function close(): Promise<void> {
    closed ??= writer ? writer.end() : handle.close();
    return closed;
  }

  return {
    writer(columns) {
      if (closed) throw new Error('The CSV file is already closed.');
      writer ??= createCsvWriter(createWriteStream(temp, { fd: handle, highWaterMark: WRITE_BUFFER_BYTES }), { columns, bom });
      return writer;
    },
    async commit(target) {
      try {
        await close();
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true }).catch(() => {});
        throw error;
      }
    },
    async discard() {
      await close().catch(() => {});
      await rm(temp, { force: true }).catch(() => {});
    },
  };
}
