import { describe, expect, it } from 'vitest';
import { readMessage } from './message-fields';

describe('reading a record as a thread message', () => {
  it('finds the demo fields: time, side by direction, status, body, media count', () => {
    const message = readMessage({ id: 'm1', created_at: '2025-11-14T17:48:47Z', direction: 'OUTBOUND', status: 'FAILED', body: 'Hi', media_count: 2 }, 0);
    expect(message).toMatchObject({ key: 'id:m1', side: 'location', status: 'FAILED', body: 'Hi', media: { count: 2, items: [] }, errors: [] });
    expect(message.at?.toISOString()).toBe('2025-11-14T17:48:47.000Z');
    expect(readMessage({ direction: 'INBOUND' }, 0).side).toBe('customer');
  });

  it('keeps a message without a readable time, marked unknown, rather than dropping it', () => {
    const message = readMessage({ id: 'm2', created_at: 'yesterday', body: 'x' }, 3);
    expect(message.at).toBeNull();
    expect(message.sentTime).toBe('yesterday');
    expect(readMessage({ body: 'x' }, 3)).toMatchObject({ at: null, sentTime: null, key: 'at:3' });
  });

  it('reads epoch seconds and milliseconds, and other servers’ field names', () => {
    expect(readMessage({ timestamp: 1_700_000_000 }, 0).at?.getTime()).toBe(1_700_000_000_000);
    expect(readMessage({ sentAt: 1_700_000_000_123 }, 0).at?.getTime()).toBe(1_700_000_000_123);
    expect(readMessage({ text: 'hello', state: 'delivered', dir: 'outgoing' }, 0)).toMatchObject({ body: 'hello', status: 'delivered', side: 'location' });
  });

  it('says it cannot tell the direction rather than guess', () => {
    expect(readMessage({ direction: 'SIDEWAYS' }, 0).side).toBeNull();
    expect(readMessage({}, 0).side).toBeNull();
  });

  it('lists attachments by type and size when the record gives them', () => {
    const message = readMessage({ media: [{ content_type: 'image/jpeg', size: 2048 }, { url: 'x' }] }, 0);
    expect(message.media).toEqual({ count: 2, items: [{ type: 'image/jpeg', size: 2048 }, { type: null, size: null }] });
  });

  it('collects the server’s error fields of a failed message, nested ones by path', () => {
    const message = readMessage({ status: 'FAILED', error_code: 30007, error_message: 'Carrier violation', error: { reason: 'filtered' }, errorless: 'no' }, 0);
    expect(message.errors).toEqual([
      { field: 'error_code', value: '30007' },
      { field: 'error_message', value: 'Carrier violation' },
      { field: 'error.reason', value: 'filtered' },
    ]);
  });
});
