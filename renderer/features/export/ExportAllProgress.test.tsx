import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ExportAllProgress } from './ExportAllProgress';

const progressOf = (rows: number) => ({ jobId: 'e1', pages: 1, rows, rowsPerSecond: 10, elapsedMs: 100, restarts: 0 });

describe('the export-all progress panel', () => {
  it('counts the rows written in the right number, one row or many', () => {
    const { rerender } = render(<ExportAllProgress job={{ exportId: 'e1', source: 'Harbor', progress: progressOf(1), cancelling: false }} onCancel={() => undefined} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1 row written');
    rerender(<ExportAllProgress job={{ exportId: 'e1', source: 'Harbor', progress: progressOf(2), cancelling: false }} onCancel={() => undefined} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('2 rows written');
  });
});
