import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { checkFilters, emptyFilters } from '../search/filters';
import { phoneRegionFor } from '../numbers/phone-number';
import { UnreadEntries } from './UnreadEntries';

describe('the entries of a pasted list that were not searched', () => {
  it('are kept by the form check beside the numbers searched, and named beside the results', () => {
    const checked = checkFilters({ ...emptyFilters, phoneNumber: '+15125550148, call back, +15125550149, 555-01' }, new Date(0), {
      zone: 'UTC',
      phoneRegion: phoneRegionFor('America/Chicago'),
    });
    expect(checked.numbers).toEqual(['+15125550148', '+15125550149']);
    expect(checked.unread).toEqual(['call back', '555-01']);
    render(<UnreadEntries entries={checked.unread} />);
    expect(screen.getByRole('note').textContent).toBe(
      '2 pasted entries not read as a number, not searched: “call back”, “555-01”. Correct them in the phone field and search again.',
    );
  });

  it('are named when the list comes down to one number too, and say nothing when every entry was read', () => {
    expect(
      checkFilters({ ...emptyFilters, phoneNumber: '+15125550148, call back' }, new Date(0), {
        zone: 'UTC',
        phoneRegion: phoneRegionFor('America/Chicago'),
      }).unread,
    ).toEqual(['call back']);
    expect(
      checkFilters({ ...emptyFilters, phoneNumber: '+15125550148, +15125550149' }, new Date(0), {
        zone: 'UTC',
        phoneRegion: phoneRegionFor('America/Chicago'),
      }).unread,
    ).toBeUndefined();
    const { container } = render(<UnreadEntries entries={undefined} />);
    expect(container.textContent).toBe('');
  });
});
