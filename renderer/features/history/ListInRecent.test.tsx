import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

const NUMBERS = ['+15125550148', '+15125550149', '+15125550150'];

describe('a list of numbers in Recent searches', () => {
  // A journey through two searches and Recent: seconds on a loaded machine, with nothing wrong.
  it(
    'records a list searched at one location as that location’s search, and runs it again from Recent with the numbers back in the field',
    { timeout: 60_000 },
    async () => {
      const fake = createFakeExplorer();
      const user = userEvent.setup();
      renderWithExplorer(<App />, fake);
      await screen.findByText('End of results', { selector: '.grid__loader' });

      const phone = screen.getByLabelText('Phone number');
      fireEvent.paste(phone, { clipboardData: { getData: () => 'Phone\n(512) 555-0148\ncall back\n512.555.0149\n+1 512 555 0150' } });
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await screen.findByRole('main', { name: 'Downtown of “Demo”' });
      // Recorded once the first screen shows: the numbers searched, not what was pasted around them.
      await waitFor(() => expect(fake.calls.recordSearch).toHaveLength(1));
      expect(fake.calls.recordSearch?.[0]).toEqual({
        connectionId: 'demo',
        locationId: 'loc-downtown',
        draft: { filters: expect.objectContaining({ phoneNumber: NUMBERS.join(', ') }), rawBody: '', pageSize: '' },
      });
      // A second run of the list view (a filter added) is recorded too.
      await user.click(screen.getByRole('button', { name: 'With any of 3 numbers' }));
      await user.selectOptions(within(screen.getByRole('main')).getByRole('combobox', { name: 'Status' }), 'FAILED');
      await user.click(screen.getByRole('button', { name: /^Search$/ }));
      await waitFor(() => expect(fake.calls.recordSearch).toHaveLength(2));
      expect(fake.calls.recordSearch?.[1]?.draft.filters).toMatchObject({ status: 'FAILED', phoneNumber: NUMBERS.join(', ') });

      await user.click(screen.getByRole('button', { name: 'Back to one search here' }));
      await screen.findByText('End of results', { selector: '.grid__loader' });
      await user.keyboard('{Control>}h{/Control}');
      const dialog = await screen.findByRole('dialog', { name: 'Searches for Downtown' });
      const before = fake.calls.searchAcrossLocations?.length ?? 0;
      // With the rows it showed, as a one-location run is.
      const entry = within(dialog).getByRole('button', { name: /^Failed · With any of 3 numbers/ });
      expect(entry.textContent).toMatch(/ · [1-9][\d,]* rows? seen$/);
      await user.click(entry);

      await screen.findByRole('main', { name: 'Downtown of “Demo”' });
      await waitFor(() => expect(fake.calls.searchAcrossLocations?.length).toBe(before + 1));
      expect(fake.calls.searchAcrossLocations?.at(-1)).toMatchObject({
        locationIds: ['loc-downtown'],
        numbers: NUMBERS,
        body: { status: 'FAILED' },
      });
      await user.click(screen.getByRole('button', { name: /With any of 3 numbers/ }));
      expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe(NUMBERS.join(', '));
      expect(screen.getByText('3 numbers read')).toBeTruthy();
    },
  );
});
