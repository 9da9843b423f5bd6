import { describe, expect, it } from 'vitest';
import { DEMO_FIELDS } from '../../test/demo-fields';
import { detailOrder } from './detail-fields';

describe('the detail panel order', () => {
  it('leads with the message and the contact, then time, direction, status, the rest; ids last', () => {
    const fields = [
      'id',
      'location_id',
      'direction',
      'status',
      'from',
      'contact.name',
      'contact.phone',
      'body',
      'created_at',
      'media_count',
    ].map((name) => [name, 1] as [string, unknown]);
    expect(detailOrder(fields, DEMO_FIELDS).map(([name]) => name)).toEqual([
      'body',
      'contact.name',
      'contact.phone',
      'created_at',
      'direction',
      'status',
      'from',
      'media_count',
      'id',
      'location_id',
    ]);
  });
});
