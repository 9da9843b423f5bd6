import { describe, expect, it } from 'vitest';
import { flattenRecord } from '../flatten';
import { roleColumnsOf, roleOfRoleColumn, TIME_ROLE_COLUMN, withRoleCells } from './role-columns';
import { withTimeCells } from './time-cells';
import type { RoleFields } from './role-fields';

const OWN = '+16285550142';
const CUSTOMER = '+14155550123';
// A Telnyx-like record: the time in one of two fields, the ends nested, the status in the recipients' array, no direction.
const outbound = flattenRecord({
  sent_at: null,
  received_at: null,
  created: 'Thu, 01 Oct 2026 00:00:00 +0000',
  from: { phone_number: OWN },
  to: [{ phone_number: CUSTOMER, status: 'sending_failed' }],
});
const inbound = flattenRecord({
  sent_at: null,
  received_at: '2026-10-01T00:05:00.000+0000',
  from: { phone_number: CUSTOMER },
  to: [{ phone_number: OWN, status: 'webhook_delivered' }],
});
const FIELDS: RoleFields = {
  time: ['received_at', 'sent_at', 'created'],
  contactNumber: { inbound: 'from.phone_number', outbound: 'to[0].phone_number', own: [OWN] },
  status: 'to[0].status',
};
const COLUMNS = Object.keys({ ...outbound, ...inbound });

describe('role columns', () => {
  it('gives a role read through a list, a pair or an array path one column, and says a shape without text has none', () => {
    expect(roleColumnsOf(COLUMNS, FIELDS)).toEqual(['[Time]', '[Direction]', '[Contact]', '[Message]', '[Status]']);
    expect(roleColumnsOf(COLUMNS, FIELDS).map(roleOfRoleColumn)).toEqual(['time', 'direction', 'contactNumber', 'text', 'status']);
  });

  it("adds none where every role is one of the rows' own columns (the demo's own shape)", () => {
    const fields: RoleFields = {
      time: 'created_at',
      direction: 'direction',
      contactNumber: 'contact.phone',
      text: 'body',
      status: 'status',
    };
    expect(roleColumnsOf(['created_at', 'direction', 'contact.phone', 'body', 'status'], fields)).toEqual([]);
    // A field the rows do not have as a column (a path into an array) is not one of their own.
    expect(roleColumnsOf(['created_at', 'direction', 'contact.phone', 'body', 'to'], { ...fields, status: 'to[0].status' })).toEqual([
      '[Status]',
    ]);
  });

  it("reads each cell through the vocabulary: first time filled, the customer's end, the direction by the ends, the array's status", () => {
    const columns = roleColumnsOf(COLUMNS, FIELDS);
    const out = withRoleCells(outbound, columns, FIELDS);
    expect(out).toMatchObject({
      '[Time]': 'Thu, 01 Oct 2026 00:00:00 +0000',
      '[Direction]': 'outbound',
      '[Contact]': CUSTOMER,
      '[Status]': 'sending_failed',
    });
    expect(out['[Message]']).toBeUndefined();
    expect(withRoleCells(inbound, columns, FIELDS)).toMatchObject({
      '[Time]': '2026-10-01T00:05:00.000+0000',
      '[Direction]': 'inbound',
      '[Contact]': CUSTOMER,
      '[Status]': 'webhook_delivered',
    });
    // The record's own fields are kept beside.
    expect(out['from.phone_number']).toBe(OWN);
  });

  it("shows both ends when nothing says which is the customer's, and reads anew under other fields", () => {
    const columns = roleColumnsOf(COLUMNS, FIELDS);
    const noOwn: RoleFields = { ...FIELDS, contactNumber: { inbound: 'from.phone_number', outbound: 'to[0].phone_number' } };
    expect(withRoleCells(outbound, columns, noOwn)['[Contact]']).toBe(`${OWN} / ${CUSTOMER}`);
    expect(withRoleCells(outbound, columns, FIELDS)['[Contact]']).toBe(CUSTOMER);
  });

  it('is written in a file as the grid reads it: the time as RFC 3339 UTC, the value as sent beside', () => {
    const columns = roleColumnsOf(COLUMNS, FIELDS);
    const cells = withTimeCells(outbound, FIELDS, [TIME_ROLE_COLUMN, '[Contact]', '[Status]']);
    expect(cells).toMatchObject({
      '[Time]': '2026-10-01T00:00:00Z',
      '[Time] (as sent)': 'Thu, 01 Oct 2026 00:00:00 +0000',
      '[Contact]': CUSTOMER,
      '[Status]': 'sending_failed',
    });
    // A file without the role columns gets none of them.
    expect(Object.keys(withTimeCells(outbound, FIELDS)).filter((column) => roleOfRoleColumn(column) !== null)).toEqual([]);
    expect(columns).toContain(TIME_ROLE_COLUMN);
  });
});

describe('a pair of plain columns beside a name', () => {
  it("stays in the name's cell (as the demo's own layout shows it), and gets a column where no name is read", () => {
    const fields: RoleFields = {
      time: 'created_at',
      direction: 'direction',
      contactName: 'contact.name',
      contactNumber: { inbound: 'from', outbound: 'to' },
      text: 'body',
    };
    expect(roleColumnsOf(['created_at', 'direction', 'contact.name', 'from', 'to', 'body'], fields)).toEqual([]);
    const { contactName: _name, ...unnamed } = fields;
    expect(roleColumnsOf(['created_at', 'direction', 'from', 'to', 'body'], unnamed)).toEqual(['[Contact]']);
  });
});
