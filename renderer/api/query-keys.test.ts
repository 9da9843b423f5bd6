import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { queryKeys } from './query-keys';

const base = { connectionId: 'c1', locationId: 'l1', body: { status: 'SENT', query: 'hi' }, pageSize: 0 };

describe('search query key', () => {
  it('is the same for bodies that differ only in key order', () => {
    expect(queryKeys.search(base)).toEqual(queryKeys.search({ ...base, body: { query: 'hi', status: 'SENT' } }));
    expect(canonicalJson({ b: { d: 1, c: [{ f: 1, e: 2 }] }, a: 1 })).toBe('{"a":1,"b":{"c":[{"e":2,"f":1}],"d":1}}');
  });

  it('changes with the connection, the location, the body and the page size', () => {
    const key = JSON.stringify(queryKeys.search(base));
    const variants = [
      { ...base, connectionId: 'c2' },
      { ...base, locationId: 'l2' },
      { ...base, body: { ...base.body, direction: 'INBOUND' } },
      { ...base, pageSize: 25 },
    ];
    for (const variant of variants) expect(JSON.stringify(queryKeys.search(variant))).not.toBe(key);
  });

  it('never holds a page token', () => {
    expect(queryKeys.search(base)).toEqual(['messages-search', 'c1', 'l1', '{"query":"hi","status":"SENT"}', 0]);
  });
});
