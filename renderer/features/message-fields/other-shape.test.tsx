import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

// A server the contract allows that names and writes its fields otherwise than our demo: epoch
// milliseconds, `text`, a `customer` object, lower-case words. The views read it the same way.
const at = Date.UTC(2025, 10, 14, 17, 48, 47);
const records = [
  {
    sentAt: at,
    text: 'Is my table ready?',
    customer: { displayName: 'Bo Li', phoneNumber: '+447700900123' },
    direction: 'inbound',
    status: 'delivered',
  },
  {
    sentAt: at - 60_000,
    text: 'We open at six.',
    customer: { displayName: 'Bo Li', phoneNumber: '+447700900123' },
    direction: 'outbound',
    status: 'failed',
  },
];

describe('records of another server shape', () => {
  it('show the same agent-first columns, times, contacts and status badges as the demo shape', async () => {
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': [records] }, columns: 'app-default' });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    const grid = await screen.findByRole('grid', { name: 'Messages' });
    await within(grid).findByText('Is my table ready?');

    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.getAttribute('data-column'));
    expect(headers).toEqual(['sentAt', 'direction', 'customer.displayName', 'text', 'status']);
    const [first] = within(grid).getAllByRole('row').slice(1);
    const cell = (column: string) => first!.querySelector(`[data-column="${column}"]`)!;
    expect(cell('sentAt').textContent).toMatch(/Nov 14, 2025/);
    expect(cell('sentAt').getAttribute('title')).toBe(String(at));
    expect(cell('direction').textContent).toBe('Inbound');
    expect(cell('customer.displayName').textContent).toBe('Bo Li+44 770 090 0123');
    expect(cell('status').querySelector('.status-badge--good')?.textContent).toBe('Delivered');
    expect(within(grid).getByText('Failed').className).toContain('status-badge--bad');

    // The details offer the conversation: the contact's number is read under the other name.
    await user.dblClick(within(grid).getByText('Is my table ready?'));
    expect(await screen.findByRole('button', { name: 'Open conversation' })).toBeTruthy();
    expect(screen.queryByText(/No time field found/)).toBeNull();
  });

  it('sorts the time column by instant, whatever offset or epoch unit each value is written in', async () => {
    const mixed = [
      { id: 'b', created_at: '2025-11-14T06:00:00Z', body: 'second' },
      { id: 'a', created_at: '2025-11-14T10:00:00+05:00', body: 'first' },
    ];
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': [mixed] }, columns: 'app-default' });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    const grid = await screen.findByRole('grid', { name: 'Messages' });
    await within(grid).findByText('second');
    await user.click(within(grid).getByRole('button', { name: /^Time(?!s)/ }));
    expect(within(grid).getAllByRole('row')[1]!.textContent).toContain('first');
  });
});
