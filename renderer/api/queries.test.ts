import { describe, expect, it } from 'vitest';
import { queries, searchSessionId } from './queries';

const base = {
  connectionId: 'c1',
  baseUrl: 'https://api.example.test',
  locationId: 'l1',
  body: { status: 'SENT', query: 'hi' },
  pageSize: 0,
};

describe('search query key and session id', () => {
  it('is the same for bodies that differ only in key order, at every depth', () => {
    expect(searchSessionId(base)).toBe(searchSessionId({ ...base, body: { query: 'hi', status: 'SENT' } }));
    const nested = { ...base, body: { b: { d: 1, c: [{ f: 1, e: 2 }] }, a: 1 } };
    expect(searchSessionId(nested)).toBe(searchSessionId({ ...base, body: { a: 1, b: { c: [{ e: 2, f: 1 }], d: 1 } } }));
  });

  it('leaves out body fields that are undefined', () => {
    expect(searchSessionId({ ...base, body: { ...base.body, direction: undefined } })).toBe(searchSessionId(base));
  });

  it('changes with the connection, its server, the location, the body and the page size', () => {
    const id = searchSessionId(base);
    const variants = [
      { ...base, connectionId: 'c2' },
      // A page token goes back only to the server that issued it: another base URL starts a new session.
      { ...base, baseUrl: 'https://other.example.test' },
      { ...base, locationId: 'l2' },
      { ...base, body: { ...base.body, direction: 'INBOUND' } },
      { ...base, pageSize: 25 },
    ];
    for (const variant of variants) expect(searchSessionId(variant)).not.toBe(id);
  });

  it('never holds a page token', () => {
    expect(queries.searchKey(base)).toEqual([
      'messages-search',
      'c1',
      'https://api.example.test',
      'l1',
      { query: 'hi', status: 'SENT' },
      0,
    ]);
  });

  it('starts with the prefix of its connection, so a new token resets every search of it', () => {
    const prefix = queries.searchesOf('c1');
    expect(queries.searchKey(base).slice(0, prefix.length)).toEqual(prefix);
  });
});
