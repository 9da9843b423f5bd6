import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFailure } from '../../common/errors/failure';
import { createProgressReporter } from './job-progress';
import type { LocationWalkSource } from './location-walk-source';
import { threadOrderSource } from './thread-order-source';
import { openPageSpool } from './page-spool';
import { memoryPendingFiles } from '../test/memory-store';

let folder = '';
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'thread-order-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A walk of these pages, newest first: each record's `t` is its time. */
function walkOf(pages: { id: string; t: number }[][]): LocationWalkSource {
  return {
    async *read() {
      for (const page of pages) yield page.map((record) => ({ ...record }));
    },
    partFailure: () => null,
    pages: () => pages.length,
    restarts: () => 0,
  };
}

const job = (signal: AbortSignal) => ({ signal, progress: createProgressReporter({ jobId: 'j', emit: () => {}, now: () => 0 }) });
const spoolAt = (path: string) => () => openPageSpool(path, { pending: memoryPendingFiles() });
const timeOf = (record: Record<string, unknown>) => (typeof record.t === 'number' ? record.t : null);

describe('threadOrderSource', () => {
  it('gives a newest-first walk back last page first, each page reversed', async () => {
    const source = threadOrderSource(
      walkOf([
        [
          { id: 'd', t: 4 },
          { id: 'c', t: 3 },
        ],
        [
          { id: 'b', t: 2 },
          { id: 'a', t: 1 },
        ],
      ]),
      spoolAt(join(folder, 'spool')),
      timeOf,
    );
    const pages: string[][] = [];
    for await (const page of source.read(job(new AbortController().signal))) pages.push(page.map((record) => String(record.id)));
    expect(pages).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(source.order()).toBe('newest-first');
    expect(await readdir(folder)).toEqual([]);
  });

  it('stops at a cancel while writing back, and removes its spool', async () => {
    const source = threadOrderSource(
      walkOf([[{ id: 'c', t: 3 }], [{ id: 'b', t: 2 }], [{ id: 'a', t: 1 }]]),
      spoolAt(join(folder, 'spool')),
      timeOf,
    );
    const controller = new AbortController();
    const seen: string[] = [];
    const error = await (async () => {
      for await (const page of source.read(job(controller.signal))) {
        seen.push(String(page[0]?.id));
        controller.abort();
      }
    })().catch((caught: unknown) => caught);
    expect(seen).toEqual(['a']);
    expect(isFailure(error, 'cancelled')).toBe(true);
    expect(await readdir(folder)).toEqual([]);
  });

  it('says a spool that cannot be written as a disk problem naming it, before any page is read', async () => {
    const walk = walkOf([]);
    const reading = vi.spyOn(walk, 'read');
    const spoolPath = join(folder, 'missing', 'spool');
    const error = await (async () => {
      for await (const _page of threadOrderSource(walk, spoolAt(spoolPath), timeOf).read(job(new AbortController().signal))) void _page;
    })().catch((caught: unknown) => caught);
    expect(isFailure(error, 'io')).toBe(true);
    expect((error as Error).message).toBe(`Could not write ${spoolPath}: the folder does not exist. Choose another folder.`);
    expect(reading).not.toHaveBeenCalled();
  });

  it('removes its spool when the reader stops taking pages (a disk error at the file)', async () => {
    const source = threadOrderSource(walkOf([[{ id: 'b', t: 2 }], [{ id: 'a', t: 1 }]]), spoolAt(join(folder, 'spool')), timeOf);
    for await (const page of source.read(job(new AbortController().signal))) {
      expect(page[0]?.id).toBe('a');
      break;
    }
    expect(await readdir(folder)).toEqual([]);
  });
});
