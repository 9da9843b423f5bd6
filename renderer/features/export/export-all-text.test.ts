import { describe, expect, it } from 'vitest';
import { describeExportEnd } from './describe-export-end';
import { estimateOf, formatElapsed } from './export-progress-text';

const progress = { jobId: 'e', pages: 4, rows: 2000, rowsPerSecond: 1000, elapsedMs: 2000, restarts: 0 };

describe('export progress text', () => {
  it('formats elapsed time as m:ss, with hours when needed', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_999)).toBe('1:05');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
  });

  it('estimates only from a total the server reported', () => {
    expect(estimateOf(null)).toBeNull();
    expect(estimateOf(progress)).toBeNull();
    expect(estimateOf({ ...progress, estimatedTotal: 8000 })).toEqual({ percent: 25, total: 8000, remainingMs: 6000 });
    expect(estimateOf({ ...progress, rowsPerSecond: 0, estimatedTotal: 8000 })?.remainingMs).toBeNull();
    expect(estimateOf({ ...progress, estimatedTotal: 1500 })?.percent).toBe(100);
  });
});

describe('how an export of all results ended', () => {
  it('names the file of a complete export', () => {
    const end = describeExportEnd(
      { status: 'complete', path: '/x/a.csv', manifestPath: '/x/a.csv.manifest.json', rows: 1, pages: 1, columns: [] },
      'Harbor',
    );
    expect(end).toMatchObject({
      level: 'success',
      headline: 'Exported all results of Harbor: 1 row (1 page).',
      path: '/x/a.csv',
      nextStep: null,
    });
  });

  it('says where the rows of a stopped export are kept, or that nothing was kept', () => {
    const stopped = { manifestPath: null, rows: 2500, pages: 5 } as const;
    const kept = describeExportEnd({ status: 'cancelled', partialPath: '/x/a.partial.csv', ...stopped }, 'Harbor');
    expect(kept.fileNote).toContain('incomplete');
    expect(kept.path).toBe('/x/a.partial.csv');
    const deleted = describeExportEnd(
      { status: 'failed', partialPath: null, ...stopped, error: { kind: 'server', status: 500, message: 'Boom.' } },
      'Harbor',
    );
    expect(deleted).toMatchObject({ level: 'error', path: null, detail: 'Boom.' });
    expect(deleted.headline).toBe('Export of all results of Harbor stopped after 2,500 rows (5 pages): Server error (500).');
    expect(deleted.fileNote).toContain('deleted');
    expect(deleted.nextStep).toContain('Export again');
  });

  it('gives a next step that fits a walk the app stopped itself', () => {
    const stopped = { status: 'failed', partialPath: '/x/a.partial.csv', manifestPath: null, rows: 2500, pages: 5 } as const;
    const capped = describeExportEnd(
      { ...stopped, error: { kind: 'server', walkStop: 'page_cap', message: 'Stopped after 5 pages.' } },
      'Harbor',
    );
    expect(capped.nextStep).toBe(
      'Export again with a larger page size, or narrow the search (for example a shorter time range) and export each part.',
    );
    const looping = describeExportEnd(
      { ...stopped, error: { kind: 'server', walkStop: 'server_loop', message: 'Repeated token.' } },
      'Harbor',
    );
    expect(looping.nextStep).toContain('service operator');
    const stalled = describeExportEnd(
      { ...stopped, error: { kind: 'server', walkStop: 'no_progress', message: 'No new row in the last 200 pages.' } },
      'Harbor',
    );
    expect(stalled.nextStep).toMatch(/^Narrow the search .* and export again/);
    const oversized = describeExportEnd(
      { ...stopped, error: { kind: 'malformed_response', walkStop: 'page_token_too_long', message: 'Too long.' } },
      'Harbor',
    );
    expect(oversized.nextStep).toMatch(/^Report the oversized page token/);
    for (const end of [capped, looping, stalled, oversized]) expect(end.nextStep).not.toContain('Change what the message above points to');
  });
});
