import { open, rm, statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ExplorerError } from '../../common/ipc/contract';
import { formatBytes } from '../../common/numbers/byte-size';
import { asIoFailure } from '../export/export-files';
import type { PendingFiles } from '../export/pending-files';

/**
 * Free bytes a spool always leaves on its disk beyond what the file it becomes will take: room for
 * the system and other programs, so an endless walk (581 MB in 20 s) stops with its reason long
 * before the disk is full.
 */
export const SPOOL_DISK_FLOOR_BYTES = 512 * 1024 * 1024;

/** Bytes the user may take on the disk holding `folder` (statfs: blocks free to unprivileged users). */
export async function freeDiskBytes(folder: string): Promise<number> {
  const stats = await statfs(folder);
  return stats.bavail * stats.bsize;
}

export interface PageSpoolOptions {
  /** Where the spool's path is kept while it exists, so a start after a crash removes it. */
  pending: PendingFiles;
  /** freeDiskBytes, or a test's disk. */
  freeBytes?: (folder: string) => Promise<number>;
}

/**
 * Pages of records written to a file and read back one page at a time, last page first or
 * first page first: what lets a walk be written in the other order without holding it. Memory is
 * one page plus two numbers per page; the file is the caller's to place and always removed by
 * `remove`, whatever happened.
 */
export interface PageSpool {
  /**
   * Writes the page, or writes nothing and says why when the disk would be left with less than
   * SPOOL_DISK_FLOOR_BYTES once the file the spool becomes (about as large as the spool) is written.
   */
  append(page: readonly Record<string, unknown>[]): Promise<ExplorerError | null>;
  /** Pages and bytes written so far. */
  size(): { pages: number; bytes: number };
  /** Every page again: from the last, each page's records last first, when `reversed`. */
  read(reversed: boolean): AsyncGenerator<Record<string, unknown>[]>;
  /** Closes and deletes the file. Never throws: it runs while another error is reported. */
  remove(): Promise<void>;
}

/** Creates the spool's file (never an existing one), readable only by its owner; a disk error is an `io` failure naming it. */
export async function openPageSpool(path: string, options: PageSpoolOptions): Promise<PageSpool> {
  const freeBytes = options.freeBytes ?? freeDiskBytes;
  options.pending.add(path);
  const handle = await asIoFailure(path, () => open(path, 'wx+', 0o600)).catch((error: unknown) => {
    options.pending.settle(path);
    throw error;
  });
  const pages: { offset: number; length: number }[] = [];
  let end = 0;
  let removed: Promise<void> | undefined;

  async function lowDisk(bytes: number): Promise<ExplorerError | null> {
    const free = await asIoFailure(path, () => freeBytes(dirname(path)));
    // The spool so far and this page, then the file written from them: the spool again.
    if (free - bytes - (end + bytes) >= SPOOL_DISK_FLOOR_BYTES) return null;
    return {
      kind: 'io',
      message: `The disk holding ${dirname(path)} has ${formatBytes(free)} free, and the export keeps at least ${formatBytes(SPOOL_DISK_FLOOR_BYTES)} free beyond what its file takes, so it stopped after ${pages.length.toLocaleString('en-US')} pages (${formatBytes(end)} read). Free some space or choose a folder on another disk, then export again.`,
    };
  }

  return {
    async append(page) {
      const bytes = Buffer.from(JSON.stringify(page));
      const refused = await lowDisk(bytes.length);
      if (refused) return refused;
      await asIoFailure(path, () => handle.write(bytes, 0, bytes.length, end));
      pages.push({ offset: end, length: bytes.length });
      end += bytes.length;
      return null;
    },
    size: () => ({ pages: pages.length, bytes: end }),
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
        .then(() => options.pending.settle(path))
        .catch(() => {});
      return removed;
    },
  };
}
