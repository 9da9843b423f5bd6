import { describe, expect, it } from 'vitest';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import { DEMO_COLUMNS, DEMO_FIELDS } from '../../test/demo-fields';
import { defaultColumnOrder, isBodyColumn, moveColumn, orderColumns } from './column-order';

describe('default column order', () => {
  it('leads the demo API records with time, direction, contact, body and status; ids last', () => {
    expect(defaultColumnOrder(DEMO_COLUMNS, DEMO_FIELDS)).toEqual([
      'created_at',
      'direction',
      'contact.name',
      'contact.phone',
      'body',
      'status',
      'from',
      'to',
      'delivered_at',
      'media_count',
      'id',
      'location_id',
    ]);
  });

  it("leads another server's shape the same way, by the roles detected in it", () => {
    const record = {
      status: 'delivered',
      direction: 'inbound',
      customer: { displayName: 'Bo', phoneNumber: '+447700900123' },
      text: 'Hi there',
      sentAt: 1_763_000_000_000,
    };
    const { fields, paths } = detectRoles([record]);
    expect(defaultColumnOrder(paths, fields)).toEqual([
      'sentAt',
      'direction',
      'customer.displayName',
      'customer.phoneNumber',
      'text',
      'status',
    ]);
  });

  it('keeps an unknown record shape in the server order, ids still last', () => {
    expect(defaultColumnOrder(['uuid', 'zeta', 'accountId', 'alpha', 'text', 'sid'], { text: 'text' })).toEqual([
      'text',
      'zeta',
      'alpha',
      'uuid',
      'accountId',
      'sid',
    ]);
  });

  it('names the message text column as the one that takes free width', () => {
    expect(['body', 'text', 'id', 'body.length'].map((column) => isBodyColumn(column, DEMO_FIELDS))).toEqual([true, false, false, false]);
  });
});

describe('a saved layout', () => {
  const layout = { order: ['body', 'gone', 'created_at'], widths: {}, hidden: [] };

  it('puts the saved columns first, drops names no longer present, and new fields after in default order', () => {
    expect(orderColumns(['id', 'created_at', 'status', 'body', 'extra'], layout, DEMO_FIELDS)).toEqual([
      'body',
      'created_at',
      'status',
      'extra',
      'id',
    ]);
  });

  it('moves one column and stops at either end', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'b', 5)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b'], 'missing', 1)).toEqual(['a', 'b']);
  });
});
