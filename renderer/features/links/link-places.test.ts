import { describe, expect, it } from 'vitest';
import type { ConnectionView } from '../../../common/ipc/contract';
import { conversationLinkOf, searchLinkOf } from '../../../common/searches/search-link';
import { linkAt, linkLocationsHere } from './link-places';

const connection = { id: 'c1', label: 'Demo API', locations: [{ id: 'loc-a' }, { id: 'loc-b' }, { id: 'loc-c' }] } as ConnectionView;
const several = searchLinkOf({ connectionId: 'c1', locationId: 'loc-a' }, {}, new Date('2025-11-25T00:00:00Z'), { locationIds: ['loc-a', 'loc-x', 'loc-c'], numbers: ['+15125550001', '+15125550002'] }).link;

describe('the locations of a link on this computer', () => {
  it('splits the locations a link names into those this computer has and those it lacks', () => {
    expect(linkLocationsHere(several, [connection])).toEqual({ known: ['loc-a', 'loc-c'], missing: ['loc-x'] });
    expect(linkLocationsHere({ ...several, connectionId: 'elsewhere' }, [connection])).toEqual({ known: [], missing: ['loc-a', 'loc-x', 'loc-c'] });
    expect(linkLocationsHere(conversationLinkOf({ connectionId: 'c1', locationId: 'loc-b' }, '+15125550001'), [connection])).toEqual({ known: ['loc-b'], missing: [] });
  });

  it('moves a link to the places chosen, keeping its filters and numbers; one place is one location', () => {
    expect(linkAt(several, 'c1', ['loc-a', 'loc-c'])).toMatchObject({ connectionId: 'c1', locationId: 'loc-a', locationIds: ['loc-a', 'loc-c'], numbers: several.kind === 'search' && several.numbers });
    const one = linkAt(several, 'c2', ['loc-b']);
    expect(one).toMatchObject({ connectionId: 'c2', locationId: 'loc-b', numbers: ['+15125550001', '+15125550002'] });
    expect(one).not.toHaveProperty('locationIds');
  });
});
