import { describe, expect, it } from 'vitest';
import { timeDisplayFor } from '../time-zone/time-display';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import { ticketText } from './ticket-text';

const COLUMNS = [
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
  'media_count',
];
const row = (id: string, body: string, status: string) => ({
  id,
  location_id: 'loc-1',
  direction: 'OUTBOUND',
  status,
  from: '+13325550143',
  to: '+17205550196',
  'contact.name': 'Nadia Kowalski',
  'contact.phone': '+17205550196',
  body,
  created_at: '2025-11-14T13:43:15Z',
  media_count: 0,
});

describe('copy as text for a ticket', () => {
  const rows = [row('SM1', '=1+1 is two', 'FAILED'), row('SM2', 'Hi Nadia', 'DELIVERED')];
  const { fields } = detectRoles(rows);

  it('gives per message the time in the zone on screen (named), direction, contact, status, then the body; no ids, no formula guard', () => {
    const text = ticketText(rows, COLUMNS, { time: timeDisplayFor('location', 'America/Chicago'), withIds: false, fields });
    expect(text).toBe(
      [
        'Nov 14, 2025, 07:43:15 AM America/Chicago · Outbound · Nadia Kowalski +1 720 555 0196 · Failed',
        '=1+1 is two',
        '',
        'Nov 14, 2025, 07:43:15 AM America/Chicago · Outbound · Nadia Kowalski +1 720 555 0196 · Delivered',
        'Hi Nadia',
      ].join('\n'),
    );
    expect(text).not.toContain('SM1');
    expect(text).not.toContain('loc-1');
  });

  it('adds the ids when asked, and keeps times as sent in the raw mode', () => {
    const text = ticketText(rows.slice(0, 1), COLUMNS, { time: timeDisplayFor('raw', undefined), withIds: true, fields });
    expect(text.split('\n')[0]).toBe('2025-11-14T13:43:15Z · Outbound · Nadia Kowalski +1 720 555 0196 · Failed · ID SM1');
  });

  it('names the location of a row from a search across locations', () => {
    const located = { Location: 'loc-1', 'Location name': 'North Clinic', ...row('SM1', 'Hi Nadia', 'DELIVERED') };
    const text = ticketText([located], ['Location', 'Location name', ...COLUMNS], {
      time: timeDisplayFor('raw', undefined),
      withIds: false,
      fields: detectRoles([located]).fields,
    });
    expect(text.split('\n')[0]).toBe('2025-11-14T13:43:15Z · Outbound · Nadia Kowalski +1 720 555 0196 · Delivered · at North Clinic');
  });

  it("names one location's rows by the location they were searched at, the same way", () => {
    const text = ticketText(rows.slice(1), COLUMNS, {
      time: timeDisplayFor('raw', undefined),
      withIds: false,
      fields,
      locationName: 'North Clinic',
    });
    expect(text.split('\n')[0]).toBe('2025-11-14T13:43:15Z · Outbound · Nadia Kowalski +1 720 555 0196 · Delivered · at North Clinic');
  });

  it('reads another server shape the same way: epoch time, customer object, lower-case words', () => {
    const flat = {
      sentAt: Date.parse('2025-11-14T13:43:15Z'),
      text: 'Hi Nadia',
      'customer.displayName': 'Nadia Kowalski',
      'customer.phoneNumber': '+17205550196',
      direction: 'outbound',
      status: 'failed',
    };
    const fields = detectRoles([flat]).fields;
    expect(ticketText([flat], Object.keys(flat), { time: timeDisplayFor('location', 'America/Chicago'), withIds: false, fields })).toBe(
      'Nov 14, 2025, 07:43:15 AM America/Chicago · Outbound · Nadia Kowalski +1 720 555 0196 · Failed\nHi Nadia',
    );
  });

  it('lists the fields of a record without message text by label', () => {
    expect(
      ticketText([{ ticket_ref: 'T-1', 'owner.name': 'Ann' }], ['ticket_ref', 'owner.name'], {
        time: timeDisplayFor('utc', undefined),
        withIds: false,
        fields: {},
      }),
    ).toBe('Ticket ref: T-1\nOwner name: Ann');
  });
});
