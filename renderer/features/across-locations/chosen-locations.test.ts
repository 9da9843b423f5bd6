import { describe, expect, it } from 'vitest';
import { demoConnection } from '../../test/fake-data';
import { acrossLocationIds, chosenSet } from './chosen-locations';

const connection = demoConnection({ id: 'acme', locations: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] });

describe('the chosen set of a connection', () => {
  it("keeps the remembered locations that still exist, in the connection's order", () => {
    expect(chosenSet(['c', 'gone', 'a'], connection)).toEqual(['a', 'c']);
  });

  it('is no set when nothing is left of it, or when it holds every location (that is all)', () => {
    expect(chosenSet(undefined, connection)).toBeNull();
    expect(chosenSet(['gone'], connection)).toBeNull();
    expect(chosenSet(['b', 'a', 'c'], connection)).toBeNull();
  });

  it('reads every location for all, and for a chosen scope with no set yet', () => {
    expect(acrossLocationIds(connection, 'all', ['a'])).toEqual(['a', 'b', 'c']);
    expect(acrossLocationIds(connection, 'chosen', ['b'])).toEqual(['b']);
    expect(acrossLocationIds(connection, 'chosen', null)).toEqual(['a', 'b', 'c']);
  });
});
