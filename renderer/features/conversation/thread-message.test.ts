import { describe, expect, it } from 'vitest';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import { readThreadMessage } from './thread-message';

/** Read through the fields detected in the record itself, as a connection's first page would. */
const read = (record: Record<string, unknown>, position = 0) => readThreadMessage(record, position, detectRoles([record]).fields);

describe('reading a record as a thread message', () => {
  it('shows no error for a success code (Plivo `000`, Bandwidth 0, an Infobip-style `NO_ERROR` object), and a real one as sent', () => {
    expect(read({ id: 'a', error_code: '000', body: 'x' }).errors).toEqual([]);
    expect(read({ id: 'b', errorCode: 0, body: 'x' }).errors).toEqual([]);
    expect(
      read({
        id: 'c',
        error: { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', description: 'No Error', permanent: false },
        body: 'x',
      }).errors,
    ).toEqual([]);
    expect(read({ id: 'd', error_code: '30003', body: 'x' }).errors).toEqual([{ field: 'error_code', value: '30003' }]);
  });

  it('finds the demo fields: time, side by direction, status, body, media count', () => {
    const message = read({
      id: 'm1',
      created_at: '2025-11-14T17:48:47Z',
      direction: 'OUTBOUND',
      status: 'FAILED',
      body: 'Hi',
      media_count: 2,
    });
    expect(message).toMatchObject({
      key: 'id:m1',
      side: 'location',
      status: { text: 'Failed', tone: 'bad' },
      body: 'Hi',
      media: { count: 2, items: [] },
      errors: [],
    });
    expect(message.at?.toISOString()).toBe('2025-11-14T17:48:47.000Z');
    expect(read({ direction: 'INBOUND' }).side).toBe('customer');
  });

  it('keeps a message without a readable time, marked unknown, rather than dropping it', () => {
    const fields = { time: 'created_at', text: 'body', id: 'id' };
    const message = readThreadMessage({ id: 'm2', created_at: 'yesterday', body: 'x' }, 3, fields);
    expect(message.at).toBeNull();
    expect(message.sentTime).toBe('yesterday');
    expect(readThreadMessage({ body: 'x' }, 3, fields)).toMatchObject({ at: null, sentTime: null, key: 'at:3' });
  });

  it('reads epoch seconds and milliseconds, and other servers’ field names', () => {
    expect(read({ timestamp: 1_700_000_000 }).at?.getTime()).toBe(1_700_000_000_000);
    expect(read({ sentAt: 1_700_000_000_123 }).at?.getTime()).toBe(1_700_000_000_123);
    expect(read({ text: 'hello', state: 'delivered', dir: 'outgoing' })).toMatchObject({
      body: 'hello',
      status: { text: 'Delivered' },
      side: 'location',
    });
  });

  it('says it cannot tell the direction rather than guess', () => {
    expect(read({ direction: 'SIDEWAYS' }).side).toBeNull();
    expect(read({}).side).toBeNull();
  });

  it('lists attachments by type and size when the record gives them', () => {
    const record = { media: [{ content_type: 'image/jpeg', size: 2048 }, { url: 'x' }] };
    const message = readThreadMessage(record, 0, { media: 'media' });
    expect(message.media).toEqual({
      count: 2,
      items: [
        { type: 'image/jpeg', size: 2048 },
        { type: null, size: null },
      ],
    });
  });

  it('collects the server’s error fields of a failed message, nested ones by path', () => {
    const message = read({
      status: 'FAILED',
      error_code: 30007,
      error_message: 'Carrier violation',
      error: { reason: 'filtered' },
      errorless: 'no',
    });
    expect(message.errors).toEqual([
      { field: 'error_code', value: '30007' },
      { field: 'error_message', value: 'Carrier violation' },
      { field: 'error.reason', value: 'filtered' },
    ]);
  });
});
