import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { demoConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';
import { pageSizeLimitText } from './connection-labels';

describe('what the connection learned of the server’s page size limit', () => {
  it('is said in one line, and only once something was learned', () => {
    expect(pageSizeLimitText(undefined)).toBeNull();
    expect(pageSizeLimitText({})).toBeNull();
    expect(pageSizeLimitText({ accepted: 40 })).toBe('Largest page the server accepted: 40');
    expect(pageSizeLimitText({ accepted: 40, refused: 50 })).toBe('Largest page the server accepted: 40 / refused: 50');
    expect(pageSizeLimitText({ refused: 50 })).toBe('Largest page the server accepted: none yet / refused: 50');
  });

  it('shows in Manage connection, and the page size chosen for one location stays under the refused size', async () => {
    // Main sends the connection's maximum already under the refusal (electron/connections/connection-view.ts).
    const fake = createFakeExplorer({ connections: [demoConnection({ maxPageSize: 49, pageSizeLimit: { accepted: 40, refused: 50 } })] });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });
    const before = fake.searches().length;

    const pageSize = screen.getByLabelText('Page size');
    await user.type(pageSize, '50{Enter}');
    expect(screen.getByText('At most 49')).toBeTruthy();
    expect(fake.searches()).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: 'Manage connection' }));
    const dialog = screen.getByRole('dialog', { name: 'Connection “Demo”' });
    expect(within(dialog).getByText(/Largest page the server accepted: 40 \/ refused: 50/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Maximum page size') as HTMLInputElement).value).toBe('49');
  });
});
