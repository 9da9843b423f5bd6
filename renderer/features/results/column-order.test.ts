import { describe, expect, it } from 'vitest';
import type { SmsMessage } from '../../../demo-api/messages';
import { flattenRecord, inferColumns } from '../../../common/records/flatten';
import { defaultColumnOrder, isBodyColumn, moveColumn, orderColumns } from './column-order';

describe('default column order', () => {
  it('leads the demo API records with time, direction, contact, body and status; ids last', () => {
    // Shaped as the demo API sends a message, in its field order (the type keeps it honest).
    const message: SmsMessage = {
      id: 'm1', location_id: 'loc-1', direction: 'INBOUND', status: 'RECEIVED', from: '+14155550123', to: '+14155550100',
      contact: { name: 'Ann', phone: '+14155550123' }, body: 'Hi', created_at: '2024-01-31T18:30:00Z', delivered_at: null, media_count: 0,
    };
    const columns = inferColumns([flattenRecord({ ...message })]);
    expect(defaultColumnOrder(columns)).toEqual([
      'created_at', 'direction', 'contact.name', 'contact.phone', 'body', 'status',
      'from', 'to', 'delivered_at', 'media_count', 'id', 'location_id',
    ]);
  });

  it('keeps an unknown record shape in the server order, ids still last', () => {
    expect(defaultColumnOrder(['uuid', 'zeta', 'accountId', 'alpha', 'text', 'sid'])).toEqual(['text', 'uuid', 'zeta', 'alpha', 'accountId', 'sid']);
  });

  it('names the message text column as the one that takes free width', () => {
    expect(['body', 'text', 'id', 'body.length'].map(isBodyColumn)).toEqual([true, true, false, false]);
  });
});

describe('a saved layout', () => {
  const layout = { order: ['body', 'gone', 'created_at'], widths: {}, hidden: [] };

  it('puts the saved columns first, drops names no longer present, and new fields after in default order', () => {
    expect(orderColumns(['id', 'created_at', 'status', 'body', 'extra'], layout)).toEqual(['body', 'created_at', 'status', 'extra', 'id']);
  });

  it('moves one column and stops at either end', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'b', 5)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b'], 'missing', 1)).toEqual(['a', 'b']);
  });
});
