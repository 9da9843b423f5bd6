import { describe, expect, it } from 'vitest';
import type { LocatedRow } from '../ipc/across-locations-data';
import { MINUTE_MS } from './activity-counter';
import { createLocatedCounter } from './located-counter';

const t = Date.parse('2025-01-01T10:00:00Z');
const row = (locationId: string, minute: number, status = 'SENT', number?: string): LocatedRow => ({
  locationId,
  ...(number !== undefined && { number }),
  item: { created_at: new Date(t + minute * MINUTE_MS).toISOString(), status, direction: 'OUTBOUND', to: '+15550000000' },
});

/** The connection's one detection for these rows, as the view hands it to the counter. */
const fields = { time: 'created_at', status: 'status', direction: 'direction' };

describe('counting rows across locations', () => {
  it('stacks by the location each row came from, named, beside status and direction', () => {
    const counter = createLocatedCounter((id) => ({ n: 'North Clinic', s: 'South Clinic' })[id] ?? id, { fields });
    counter.add([row('n', 0), row('s', 0, 'FAILED'), row('n', 1)]);
    counter.add([row('s', 1), row('w', 1)]);
    const counts = counter.counts();
    expect(counts.stacks.location).toEqual({
      series: ['North Clinic', 'South Clinic', 'w'],
      units: [
        [t, 1, 1, 0],
        [t + MINUTE_MS, 1, 1, 1],
      ],
    });
    expect(counts.stacks.status.series).toEqual(['Sent', 'Failed']);
    expect(counts.rows).toBe(5);
  });

  it('lists the locations in the order given, one without rows too', () => {
    const counter = createLocatedCounter((id) => id.toUpperCase(), { fields, locationIds: ['a', 'b', 'c'] });
    counter.add([row('c', 0), row('a', 0)]);
    expect(counter.counts().stacks.location).toEqual({ series: ['A', 'B', 'C'], units: [[t, 1, 0, 1]] });
  });

  it("keeps a location's whole name: it is the app's, not text from a record to cut", () => {
    const long = (id: string) => `${'The clinic on the corner of Main Street and Fifth Avenue'} (${id})`;
    const counter = createLocatedCounter(long, { fields });
    counter.add([row('a', 0), row('b', 0)]);
    expect(counter.counts().stacks.location?.series).toEqual([long('a'), long('b')]);
  });

  it('puts a location past the tenth series under (other), counted, never dropped', () => {
    const counter = createLocatedCounter((id) => `Location ${id}`, { fields });
    counter.add(Array.from({ length: 12 }, (_, index) => row(String(index), 0)));
    const { series, units } = counter.counts().stacks.location!;
    expect(series).toHaveLength(10);
    expect(series.at(-1)).toBe('(other)');
    expect(units[0]!.slice(1).reduce((sum, count) => sum + count, 0)).toBe(12);
  });

  it('stacks a list of numbers by the number each row was searched with, in the list order, one without rows too', () => {
    const numbers = ['+15125550101', '+15125550102', '+15125550103'];
    const counter = createLocatedCounter((id) => id, { fields, numbers });
    counter.add([row('n', 0, 'SENT', numbers[2]), row('s', 0, 'SENT', numbers[0]), row('n', 1, 'FAILED', numbers[2])]);
    counter.add([row('n', 1, 'SENT', numbers[0])]);
    const counts = counter.counts();
    // The record's own contact (`to`) is the same on every row: the number searched decides.
    expect(counts.stacks.number).toEqual({
      series: numbers,
      units: [
        [t, 1, 0, 1],
        [t + MINUTE_MS, 1, 0, 1],
      ],
    });
    expect(counts.stacks.location?.series).toEqual(['n', 's']);
  });

  it('says how many listed numbers its (other) series holds: those past the legend’s room', () => {
    const numbers = Array.from({ length: 27 }, (_, index) => `+1512555${String(index).padStart(4, '0')}`);
    const counter = createLocatedCounter((id) => id, { fields, numbers });
    counter.add(numbers.map((number, index) => row('n', index, 'SENT', number)));
    const byNumber = counter.counts().stacks.number!;
    expect(byNumber.series).toHaveLength(10);
    expect(byNumber.series.at(-1)).toBe('(other)');
    expect(byNumber.otherHolds).toBe(18);
    const few = createLocatedCounter((id) => id, { fields, numbers: numbers.slice(0, 3) });
    few.add([row('n', 0, 'SENT', numbers[0])]);
    expect(few.counts().stacks.number?.otherHolds).toBeUndefined();
  });

  it('counts by number only for a list: a search across locations has no such stacking', () => {
    const counter = createLocatedCounter((id) => id, { fields });
    counter.add([row('n', 0, 'SENT', '+15125550101')]);
    expect(counter.counts().stacks.number).toBeUndefined();
  });

  it('counts a row of a list without its number under (none), never under another number', () => {
    const counter = createLocatedCounter((id) => id, { fields, numbers: ['+15125550101'] });
    counter.add([row('n', 0), row('n', 0, 'SENT', '+15125550101')]);
    expect(counter.counts().stacks.number).toEqual({ series: ['+15125550101', '(none)'], units: [[t, 1, 1]] });
  });
});
