import { describe, expect, it } from 'vitest';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import { DEMO_FIELDS } from '../../test/demo-fields';
import { roleColumnsOf, withRoleCells } from '../../../common/records/vocabulary/role-columns';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { cellContent, NO_TEXT } from './cell-content';
import { defaultColumnOrder } from './column-order';
import { cellRolesOf, defaultHiddenColumns, withSharedCells } from './default-layout';
import { fieldLabel } from './field-labels';
import { timeDisplayFor } from '../time-zone/time-display';

const UTC = timeDisplayFor('utc', undefined);

const DEMO = [
  'id',
  'location_id',
  'direction',
  'status',
  'from',
  'to',
  'contact.name',
  'contact.phone',
  'body',
  'created_at',
  'delivered_at',
  'media_count',
];

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

  it("shows another server's shape the same way, a from/to pair read into the contact cell by direction", () => {
    const record = {
      sentAt: 1_763_000_000_000,
      direction: 'inbound',
      from: '+447700900123',
      to: '+447700900999',
      customer: { displayName: 'Bo' },
      text: 'Hi there',
      status: 'delivered',
      uid: 'x',
    };
    const { fields, paths } = detectRoles([record]);
    const hidden = new Set(defaultHiddenColumns(paths, fields));
    const shown = paths.filter((column) => !hidden.has(column));
    expect(shown).toEqual(['sentAt', 'direction', 'customer.displayName', 'text', 'status']);
    const contact = cellRolesOf(shown, paths, fields).get('customer.displayName');
    expect(contact?.kind === 'contact' && contact.numberOf?.(record)).toBe('+447700900123');
  });

  it('keeps a number without a name as its own column, and shows a shown number once', () => {
    expect(defaultHiddenColumns(['body', 'contact.phone', 'id'], DEMO_FIELDS)).toEqual(['id']);
    expect(
      cellRolesOf(['contact.name', 'contact.phone'], ['contact.name', 'contact.phone'], DEMO_FIELDS).get('contact.name'),
    ).toMatchObject({ kind: 'contact', numberColumns: [], numberOf: null });
  });

  it('hides nothing of a record shape without message text', () => {
    expect(defaultHiddenColumns(['field_0', 'field_1', 'id'], {})).toEqual([]);
  });
});

describe('the role columns in the default layout', () => {
  const OWN = '+16285550142';
  const fields: RoleFields = {
    time: ['received_at', 'sent_at'],
    contactNumber: { inbound: 'from.phone_number', outbound: 'to[0].phone_number', own: [OWN] },
    status: 'to[0].status',
  };
  const records = ['received_at', 'sent_at', 'from.phone_number', 'to', 'id'];
  const columns = [...records, ...roleColumnsOf(records, fields)];

  it('shows one column per role, in reading order, the raw fields under Columns', () => {
    const hidden = new Set(defaultHiddenColumns(columns, fields));
    const shown = defaultColumnOrder(columns, fields).filter((column) => !hidden.has(column));
    expect(shown).toEqual(['[Time]', '[Direction]', '[Contact]', '[Message]', '[Status]']);
    expect(shown.map((column) => fieldLabel(column, fields))).toEqual(['Time', 'Direction', 'Contact number', 'Message', 'Status']);
    expect(fieldLabel('[Contact]', { ...fields, contactName: 'to[0].name' })).toBe('Contact');
  });

  it('draws each as its role: the time in the chosen zone, the status as a badge, "no message text" where the records have none', () => {
    const roles = cellRolesOf(['[Time]', '[Direction]', '[Contact]', '[Message]', '[Status]'], columns, fields);
    const row = withRoleCells(
      {
        received_at: null,
        sent_at: '2026-10-01T00:00:00.000+0000',
        'from.phone_number': OWN,
        to: '[{"phone_number":"+14155550123","status":"delivered"}]',
      },
      roleColumnsOf(records, fields),
      fields,
    );
    const cell = (column: string) => cellContent(row, column, roles.get(column), UTC).text;
    expect(cell('[Time]')).toBe(UTC.format(new Date('2026-10-01T00:00:00Z')));
    expect(cell('[Direction]')).toBe('Outbound');
    expect(cell('[Contact]')).toBe('+1 415 555 0123');
    expect(cell('[Message]')).toBe(NO_TEXT);
    expect(cellContent(row, '[Status]', roles.get('[Status]'), UTC)).toMatchObject({ text: 'Delivered', tone: 'good' });
  });
});
