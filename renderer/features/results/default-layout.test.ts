import { describe, expect, it } from 'vitest';
import { cellRolesOf, defaultHiddenColumns, withSharedCells } from './default-layout';

const DEMO = ['id', 'location_id', 'direction', 'status', 'from', 'to', 'contact.name', 'contact.phone', 'body', 'created_at', 'delivered_at', 'media_count'];

describe('the agent-first default layout', () => {
  it('shows time, direction, contact, message and status; the contact number shares the contact cell', () => {
    const hidden = new Set(defaultHiddenColumns(DEMO));
    expect(DEMO.filter((column) => !hidden.has(column))).toEqual(['direction', 'status', 'contact.name', 'body', 'created_at']);
    const shown = DEMO.filter((column) => !hidden.has(column));
    const roles = cellRolesOf(shown, DEMO);
    expect(roles.get('contact.name')).toEqual({ kind: 'contact', numberColumn: 'contact.phone' });
    expect(roles.get('status')).toEqual({ kind: 'code', badge: true });
    expect(roles.get('direction')).toEqual({ kind: 'code', badge: false });
    expect(withSharedCells(shown, roles)).toEqual(['direction', 'status', 'contact.name', 'contact.phone', 'body', 'created_at']);
  });

  it('keeps a number without a name as its own column, and shows a shown number once', () => {
    expect(defaultHiddenColumns(['body', 'contact.phone', 'id'])).toEqual(['id']);
    expect(cellRolesOf(['contact.name', 'contact.phone'], ['contact.name', 'contact.phone']).get('contact.name')).toEqual({ kind: 'contact', numberColumn: null });
  });

  it('hides nothing of a record shape without message text', () => {
    expect(defaultHiddenColumns(['field_0', 'field_1', 'id'])).toEqual([]);
  });
});
