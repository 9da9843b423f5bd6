import { describe, expect, it } from 'vitest';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import { DEMO_FIELDS } from '../../test/demo-fields';
import { cellRolesOf, defaultHiddenColumns, withSharedCells } from './default-layout';

const DEMO = ['id', 'location_id', 'direction', 'status', 'from', 'to', 'contact.name', 'contact.phone', 'body', 'created_at', 'delivered_at', 'media_count'];

describe('the agent-first default layout', () => {
  it('shows time, direction, contact, message and status; the contact number shares the contact cell', () => {
    const hidden = new Set(defaultHiddenColumns(DEMO, DEMO_FIELDS));
    expect(DEMO.filter((column) => !hidden.has(column))).toEqual(['direction', 'status', 'contact.name', 'body', 'created_at']);
    const shown = DEMO.filter((column) => !hidden.has(column));
    const roles = cellRolesOf(shown, DEMO, DEMO_FIELDS);
    const contact = roles.get('contact.name');
    expect(contact).toMatchObject({ kind: 'contact', numberColumns: ['contact.phone'] });
    expect(contact?.kind === 'contact' && contact.numberOf?.({ 'contact.phone': '+14155550123' })).toBe('+14155550123');
    expect(roles.get('status')).toEqual({ kind: 'status' });
    expect(roles.get('direction')).toEqual({ kind: 'direction' });
    expect(roles.get('created_at')).toMatchObject({ kind: 'time' });
    expect(withSharedCells(shown, roles)).toEqual(['direction', 'status', 'contact.name', 'contact.phone', 'body', 'created_at']);
  });

  it('shows another server\'s shape the same way, a from/to pair read into the contact cell by direction', () => {
    const record = { sentAt: 1_763_000_000_000, direction: 'inbound', from: '+447700900123', to: '+447700900999', customer: { displayName: 'Bo' }, text: 'Hi there', status: 'delivered', uid: 'x' };
    const { fields, paths } = detectRoles([record]);
    const hidden = new Set(defaultHiddenColumns(paths, fields));
    const shown = paths.filter((column) => !hidden.has(column));
    expect(shown).toEqual(['sentAt', 'direction', 'customer.displayName', 'text', 'status']);
    const contact = cellRolesOf(shown, paths, fields).get('customer.displayName');
    expect(contact?.kind === 'contact' && contact.numberOf?.(record)).toBe('+447700900123');
  });

  it('keeps a number without a name as its own column, and shows a shown number once', () => {
    expect(defaultHiddenColumns(['body', 'contact.phone', 'id'], DEMO_FIELDS)).toEqual(['id']);
    expect(cellRolesOf(['contact.name', 'contact.phone'], ['contact.name', 'contact.phone'], DEMO_FIELDS).get('contact.name')).toMatchObject({ kind: 'contact', numberColumns: [], numberOf: null });
  });

  it('hides nothing of a record shape without message text', () => {
    expect(defaultHiddenColumns(['field_0', 'field_1', 'id'], {})).toEqual([]);
  });
});
