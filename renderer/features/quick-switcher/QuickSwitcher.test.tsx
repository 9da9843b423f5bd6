import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { demoConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';
import { filterTargets, switchTargets } from './switch-targets';

const connections = [
  demoConnection(),
  demoConnection({ id: 'acme', label: 'Acme support', isDemo: false, locations: [{ id: 'loc-9', name: 'Paris Opera' }, { id: 'loc-10' }] }),
];

describe('quick switcher', () => {
  it('lists every connection × location pair and filters by every word typed', () => {
    const targets = switchTargets(connections);
    expect(targets.map((target) => `${target.connectionId}/${target.locationId}`)).toEqual([
      'demo/loc-downtown',
      'demo/loc-harbor',
      'acme/loc-9',
      'acme/loc-10',
    ]);
    expect(filterTargets(targets, 'acme OPERA').map((target) => target.locationId)).toEqual(['loc-9']);
    expect(filterTargets(targets, 'harbor demo').map((target) => target.locationId)).toEqual(['loc-harbor']);
    expect(filterTargets(targets, '')).toHaveLength(4);
    expect(filterTargets(targets, 'nowhere')).toEqual([]);
  });

  it('marks a location main found refused', () => {
    const refused = {
      status: 'failed' as const,
      checkedAt: '2026-11-25T00:00:00Z',
      error: { kind: 'unauthorized' as const, message: 'x', refused: 'location' as const },
    };
    const failedOtherwise = { ...refused, error: { kind: 'network' as const, message: 'x' } };
    const targets = switchTargets([
      demoConnection({ locations: [{ id: 'a', verification: refused }, { id: 'b', verification: failedOtherwise }, { id: 'c' }] }),
    ]);
    expect(targets.map((target) => target.refused)).toEqual([true, false, false]);
  });

  it('opens with Ctrl+K, moves with the arrows and switches with Enter', async () => {
    const fake = createFakeExplorer({ connections });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('Message 1 for loc-downtown');

    await user.keyboard('{Control>}k{/Control}');
    const dialog = screen.getByRole('dialog', { name: 'Switch connection and location' });
    const input = within(dialog).getByRole('combobox', { name: 'Find a connection or location' });
    expect(document.activeElement).toBe(input);

    await user.type(input, 'acme');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Paris Opera (loc-9)Acme support', 'loc-10Acme support', 'All locations (2)Acme support', 'Choose locations…Acme support']);
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('option', { selected: true }).textContent).toContain('loc-10');
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(fake.searches().at(-1)).toMatchObject({ connectionId: 'acme', locationId: 'loc-10' }));
    expect((screen.getByLabelText('Connection') as HTMLSelectElement).value).toBe('acme');
  });

  it('closes with Escape without switching', async () => {
    const fake = createFakeExplorer({ connections });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('Message 1 for loc-downtown');

    await user.click(screen.getByRole('button', { name: /Quick switch/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('loc-downtown');
  });
});
