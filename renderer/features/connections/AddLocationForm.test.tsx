import '../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MAX_ID_CHARS } from '../../../common/limits/connection-limits';
import { AddLocationForm } from './AddLocationForm';

// The id goes out as the Location-Id header: the form holds it to main's rule before it is added.
describe('adding one location by hand', () => {
  const typeId = (id: string) => fireEvent.change(screen.getByLabelText('New location id'), { target: { value: id } });
  const addButton = () => screen.getByRole('button', { name: 'Add location' }) as HTMLButtonElement;

  it('refuses an id that is not printable ASCII without spaces, or longer than main takes, and adds nothing', () => {
    const onAdd = vi.fn();
    render(<AddLocationForm onAdd={onAdd} existingIds={[]} />);
    for (const id of ['loc 1', 'loc-é', 'loc\u0007']) {
      typeId(id);
      expect(screen.getByText('A location id is printable ASCII without spaces.')).toBeTruthy();
      expect(addButton().disabled).toBe(true);
    }
    typeId('i'.repeat(MAX_ID_CHARS + 1));
    expect(screen.getByText(`A location id is at most ${MAX_ID_CHARS} characters.`)).toBeTruthy();
    fireEvent.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds an id of the longest length main takes, trimmed', () => {
    const onAdd = vi.fn();
    render(<AddLocationForm onAdd={onAdd} existingIds={[]} />);
    typeId(` ${'i'.repeat(MAX_ID_CHARS)} `);
    fireEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({ id: 'i'.repeat(MAX_ID_CHARS), name: '' });
  });
});
