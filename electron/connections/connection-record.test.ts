// The settings file's record takes exactly what the IPC contract took: each bound of
// common/limits/connection-limits.ts holds on load as it held on the way in.
import { describe, expect, it } from 'vitest';
import { operations } from '../../common/ipc/contract';
import { ERROR_KINDS } from '../../common/ipc/explorer-error-schema';
import type { ConnectionSettingBound } from '../../common/limits/connection-limits';
import {
  FOLLOW_INTERVAL_MS_BOUND,
  MAX_ID_CHARS,
  MAX_LABEL_CHARS,
  MAX_PAGE_SIZE_BOUND,
  REQUEST_TIMEOUT_MS_BOUND,
  REQUESTS_AT_ONCE_BOUND,
} from '../../common/limits/connection-limits';
import { connectionRecordSchema } from './connection-record';

const record = {
  id: 'c1',
  label: 'Production',
  baseUrl: 'https://api.example.com',
  isDemo: false,
  keepToken: 'disk',
  locations: [{ id: 'L1' }],
  maxPageSize: MAX_PAGE_SIZE_BOUND.default,
  requestTimeoutMs: REQUEST_TIMEOUT_MS_BOUND.default,
};
const input = { label: 'Production', baseUrl: 'https://api.example.com', token: 'tok-123', keepToken: 'disk', locations: [{ id: 'L1' }] };

const loads = (changes: object) => connectionRecordSchema.safeParse({ ...record, ...changes }).success;
const comesIn = (changes: object) => operations.createConnection.input.safeParse({ ...input, ...changes }).success;

const settings: [string, ConnectionSettingBound][] = [
  ['maxPageSize', MAX_PAGE_SIZE_BOUND],
  ['requestTimeoutMs', REQUEST_TIMEOUT_MS_BOUND],
  ['followIntervalMs', FOLLOW_INTERVAL_MS_BOUND],
  ['requestsAtOnce', REQUESTS_AT_ONCE_BOUND],
];

describe('a saved connection, read back', () => {
  it.each(settings)('takes %s within the bound the contract takes, and nothing past it', (name, bound) => {
    for (const value of [bound.min, bound.default, bound.max]) {
      expect(loads({ [name]: value }), `${name} ${value}`).toBe(true);
      expect(comesIn({ [name]: value }), `${name} ${value}`).toBe(true);
    }
    for (const value of [bound.min - 1, bound.max + 1, bound.min + 0.5]) {
      expect(loads({ [name]: value }), `${name} ${value}`).toBe(false);
      expect(comesIn({ [name]: value }), `${name} ${value}`).toBe(false);
    }
  });

  it('takes ids and names of the lengths the contract takes, and nothing longer', () => {
    expect(loads({ label: 'L'.repeat(MAX_LABEL_CHARS), locations: [{ id: 'i'.repeat(MAX_ID_CHARS) }] })).toBe(true);
    expect(loads({ label: 'L'.repeat(MAX_LABEL_CHARS + 1) })).toBe(false);
    expect(loads({ id: 'c'.repeat(MAX_ID_CHARS + 1) })).toBe(false);
    expect(loads({ locations: [{ id: 'i'.repeat(MAX_ID_CHARS + 1) }] })).toBe(false);
  });

  it('refuses a location id that is not printable ASCII without spaces, as the contract does, in the same words', () => {
    for (const id of ['L1\r\nX-Other: 1', 'L 1', 'Lé1', 'L1\u0000']) {
      const loaded = connectionRecordSchema.safeParse({ ...record, locations: [{ id }] });
      const sent = operations.addLocation.input.safeParse({ connectionId: 'c1', locationId: id });
      expect(
        loaded.error?.issues.map((issue) => issue.message),
        JSON.stringify(id),
      ).toEqual(['A location id is printable ASCII without spaces.']);
      expect(
        sent.error?.issues.map((issue) => issue.message),
        JSON.stringify(id),
      ).toEqual(['A location id is printable ASCII without spaces.']);
    }
  });

  it('keeps a last check that failed with any kind of error the app has, and refuses a kind it does not', () => {
    const checked = (kind: string) =>
      loads({
        locations: [{ id: 'L1', verification: { status: 'failed', checkedAt: '2025-01-01T00:00:00Z', error: { kind, message: 'No.' } } }],
      });
    for (const kind of ERROR_KINDS) expect(checked(kind), kind).toBe(true);
    expect(checked('teapot')).toBe(false);
  });
});
