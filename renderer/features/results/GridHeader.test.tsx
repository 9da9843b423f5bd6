import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';
import { nextHeaderColumn } from './use-header-focus';

describe('the header row and the keyboard', () => {
  it('is one tab stop: arrows move between headers, Tab goes to that column’s resize handle, then on', async () => {
    const user = userEvent.setup();
    renderWithExplorer(<App />, createFakeExplorer());
    await screen.findByText('End of results', { selector: '.grid__loader' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.querySelector('button')!);
    const handles = screen.getAllByRole('separator', { name: /^Resize column / });
    expect(headers.filter((button) => button.tabIndex === 0)).toEqual([headers[0]]);
    expect(handles.filter((handle) => handle.tabIndex === 0)).toEqual([handles[0]]);

    headers[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(headers[1]);
    expect(headers.filter((button) => button.tabIndex === 0)).toEqual([headers[1]]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(headers[0]);
    await user.keyboard('{ArrowRight}{Tab}');
    expect(document.activeElement).toBe(handles[1]);
    await user.tab();
    expect(document.activeElement?.closest('[role="columnheader"]')).toBeNull();
  });

  it('keeps arrows among the rendered headers', () => {
    expect(nextHeaderColumn('ArrowRight', 4, 3, 2)).toBeNull();
    expect(nextHeaderColumn('ArrowLeft', 4, 3, 2)).toBe(3);
    expect(nextHeaderColumn('Enter', 4, 3, 2)).toBeNull();
  });
});
