import { open, rm } from 'node:fs/promises';
import { asIoFailure } from '../export/export-files';

/**
 * Pages of records written to a file and read back one page at a time, last page first or
 * first page first: what lets a walk be written in the other order without holding it. Memory is
 * one page plus two numbers per page; the file is the caller's to place and always removed by
 * `remove`, whatever happened.
 */
export interface PageSpool {
  append(page: readonly Record<string, unknown>[]): Promise<void>;
  /** Every page again: from the last, each page's records last first, when `reversed`. */
  read(reversed: boolean): AsyncGenerator<Record<string, unknown>[]>;
  /** Closes and deletes the file. Never throws: it runs while another error is reported. */
  remove(): Promise<void>;
}

/** Creates the spool's file (never an existing one), readable only by its owner; a disk error is an `io` failure naming it. */
export async function openPageSpool(path: string): Promise<PageSpool> {
  const handle = await asIoFailure(path, () => open(path, 'wx+', 0o600));
  const pages: { offset: number; length: number }[] = [];
  let end = 0;
  let removed: Promise<void> | undefined;

  return {
    async append(page) {
      const bytes = Buffer.from(JSON.stringify(page));
      await asIoFailure(path, () => handle.write(bytes, 0, bytes.length, end));
      pages.push({ offset: end, length: bytes.length });
      end += bytes.length;
    },
    async *read(reversed) {
      for (let step = 0; step < pages.length; step += 1) {
        const { offset, length } = pages[reversed ? pages.length - 1 - step : step]!;
        const bytes = Buffer.alloc(length);
        await asIoFailure(path, () => handle.read(bytes, 0, length, offset));
        const page = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>[];
        yield reversed ? page.reverse() : page;
      }
    },
    remove() {
      removed ??= handle
        .close()
        .catch(() => {})
        .then(() => rm(path, { force: true }))
        .catch(() => {});
      return removed;
    },
  };
}
