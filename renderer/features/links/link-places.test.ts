import { describe, expect, it } from 'vitest';
import type { ConnectionView } from '../../../common/ipc/contract';
import { conversationLinkOf, searchLinkOf } from '../../../common/searches/search-link';
import { linkAt, linkHere, linkLocationsHere, linkSearchCount } from './link-places';

const connection = {
  id: 'c1',
  label: 'Demo API',
  baseUrl: 'https://api.example.com',
  locations: [{ id: 'loc-a' }, { id: 'loc-b' }, { id: 'loc-c' }],
} as ConnectionView;
const several = searchLinkOf({ connectionId: 'c1', locationId: 'loc-a' }, {}, new Date('2025-11-25T00:00:00Z'), {
  locationIds: ['loc-a', 'loc-x', 'loc-c'],
  numbers: ['+15125550001', '+15125550002'],
}).link;

describe('the locations of a link on this computer', () => {
  it('splits the locations a link names into those this computer has and those it lacks', () => {
    expect(linkLocationsHere(several, [connection])).toEqual({ known: ['loc-a', 'loc-c'], missing: ['loc-x'] });
    expect(linkLocationsHere({ ...several, connectionId: 'elsewhere' }, [connection])).toEqual({
      known: [],
      missing: ['loc-a', 'loc-x', 'loc-c'],
    });
    expect(linkLocationsHere(conversationLinkOf({ connectionId: 'c1', locationId: 'loc-b' }, '+15125550001'), [connection])).toEqual({
      known: ['loc-b'],
      missing: [],
    });
  });

  it('moves a link to the places chosen, keeping its filters and numbers; one place is one location', () => {
    expect(linkAt(several, 'c1', ['loc-a', 'loc-c'])).toMatchObject({
      connectionId: 'c1',
      locationId: 'loc-a',
      locationIds: ['loc-a', 'loc-c'],
      numbers: several.kind === 'search' && several.numbers,
    });
    const one = linkAt(several, 'c2', ['loc-b']);
    expect(one).toMatchObject({ connectionId: 'c2', locationId: 'loc-b', numbers: ['+15125550001', '+15125550002'] });
    expect(one).not.toHaveProperty('locationIds');
  });
});

describe('a link copied on another computer', () => {
  const theirs = searchLinkOf(
    { connectionId: 'their-id', locationId: 'loc-b', baseUrl: 'https://API.example.com/' },
    {},
    new Date('2025-11-25T00:00:00Z'),
  ).link;

  it('is at this computer’s one connection to the same server that has its location', () => {
    expect(
      linkHere(theirs, [{ ...connection, id: 'other', baseUrl: 'https://elsewhere.example.com' } as ConnectionView, connection]),
    ).toMatchObject({ connectionId: 'c1', locationId: 'loc-b' });
    const across = { ...several, connectionId: 'their-id', baseUrl: 'https://api.example.com' };
    expect(linkHere(across, [connection])).toMatchObject({ connectionId: 'c1', locationIds: ['loc-a', 'loc-x', 'loc-c'] });
  });

  it('stays as it came when its id is here, when no connection here has its server and location, or when two do', () => {
    const ours = { ...theirs, connectionId: 'c1' };
    expect(linkHere(ours, [connection, { ...connection, id: 'c2' }])).toBe(ours);
    expect(linkHere(theirs, [{ ...connection, baseUrl: 'https://elsewhere.example.com' }])).toBe(theirs);
    expect(linkHere({ ...theirs, locationId: 'loc-z' }, [connection])).toMatchObject({ connectionId: 'their-id' });
    expect(linkHere(theirs, [connection, { ...connection, id: 'c2' }])).toBe(theirs);
    const { baseUrl: _none, ...serverless } = theirs;
    expect(linkHere(serverless, [connection])).toBe(serverless);
  });
});

describe('linkSearchCount', () => {
  it('counts one search per location and number', () => {
    expect(linkSearchCount(several)).toBe(6);
    expect(linkSearchCount(linkAt(several, 'c1', ['loc-a']))).toBe(2);
    expect(linkSearchCount(conversationLinkOf({ connectionId: 'c1', locationId: 'loc-b' }, '+15125550001'))).toBe(1);
    expect(
      linkSearchCount(searchLinkOf({ connectionId: 'c1', locationId: 'loc-a' }, {}, new Date(), { locationIds: ['loc-a', 'loc-b'] }).link),
    ).toBe(2);
    expect(linkSearchCount(searchLinkOf({ connectionId: 'c1', locationId: 'loc-a' }, {}, new Date()).link)).toBe(1);
  });
});
