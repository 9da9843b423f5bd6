import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ExportAllProgress } from './ExportAllProgress';

const progressOf = (rows: number) => ({ jobId: 'e1', pages: 1, rows, rowsPerSecond: 10, elapsedMs: 100, restarts: 0 });

describe('the export-all progress panel', () => {
  it('counts the rows written in the right number, one row or many', () => {
    const { rerender } = render(
      <ExportAllProgress source="Harbor" progress={progressOf(1)} cancelling={false} onCancel={() => undefined} />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1 row written');
    rerender(<ExportAllProgress source="Harbor" progress={progressOf(2)} cancelling={false} onCancel={() => undefined} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('2 rows written');
  });

  it('says what a conversation has read while its rows wait to be written oldest first', () => {
    render(
      <ExportAllProgress
        source="Harbor"
        progress={{ ...progressOf(40), pages: 2, spooled: { pages: 2, bytes: 3 * 1024 * 1024 } }}
        cancelling={false}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      '2 pages read (3 MB), written to the file oldest first when the conversation ends',
    );
    expect(screen.getByText('Read, not yet written').nextSibling?.textContent).toBe('3 MB');
    expect(screen.getByText('Pages are read first, then written oldest first. You can keep browsing.')).toBeTruthy();
  });
});
