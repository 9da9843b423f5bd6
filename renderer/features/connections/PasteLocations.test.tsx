import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PasteLocations } from './PasteLocations';
import * as locationList from './location-list';

vi.mock('./location-list', { spy: true });

const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Location list' });

describe('the paste-a-list box', () => {
  it('reads the list only when its text changed, not on every render', () => {
    const existingIds = ['loc-9'];
    const { rerender } = render(<PasteLocations existingIds={existingIds} onAdd={() => {}} />);
    fireEvent.change(box(), { target: { value: 'loc-1 Harbor Dental\nloc-2' } });
    const reads = vi.mocked(locationList.readLocationList).mock.calls.length;

    rerender(<PasteLocations existingIds={existingIds} onAdd={() => {}} busy />);
    rerender(<PasteLocations existingIds={existingIds} onAdd={() => {}} />);

    expect(vi.mocked(locationList.readLocationList).mock.calls.length).toBe(reads);
    expect(screen.getByRole('button', { name: 'Add 2 locations' })).toBeTruthy();
  });

  it('says when the list is longer than it reads, and keeps the text in the box', () => {
    render(<PasteLocations existingIds={[]} onAdd={() => {}} />);
    const text = `loc-1 ${'x'.repeat(locationList.MAX_LIST_CHARS)}`;
    fireEvent.change(box(), { target: { value: text } });

    expect(screen.getByRole('alert').textContent).toContain('at most 606,000 are read at once');
    expect(box().value).toBe(text);
    expect(screen.queryByRole('table', { name: 'Pasted locations' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add 0 locations' }).disabled).toBe(true);
  });
});
