import { describe, expect, it } from 'vitest';
import { describeSearch, emptyResultText, isNarrowerThan } from './describe-search';

const iso = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

describe('describeSearch and the empty result', () => {
  it('names every filter and the absolute range', () => {
    const summary = describeSearch(
      {
        query: 'refund',
        direction: 'INBOUND',
        status: 'FAILED',
        phone_number: '+14155550123',
        created_after: '2026-11-24T09:00:00Z',
        created_before: '2026-11-25T09:00:00Z',
      },
      iso,
    );
    expect(emptyResultText(summary)).toBe(
      'No messages match text “refund”, direction Inbound, status Failed and number +14155550123, from 2026-11-24 09:00 to 2026-11-25 09:00.',
    );
  });

  it('says a preset as the time it started, and an unfiltered search as an empty location', () => {
    expect(emptyResultText(describeSearch({ created_after: '2026-11-24T09:00:00Z' }, iso))).toBe('No messages since 2026-11-24 09:00.');
    expect(emptyResultText(describeSearch({ custom_field: 3 }, iso))).toBe('No messages match custom_field 3.');
    expect(emptyResultText(describeSearch({}, iso))).toBe('This location has no messages.');
  });
});

describe('isNarrowerThan (offer "Widen to 30 days")', () => {
  // "Last 30 days" seen at 2026-11-25 12:00 in UTC starts at 2026-10-27 00:00.
  const widest = Date.parse('2026-10-27T00:00:00Z');
  it('is true for a shorter preset or any custom end, false for 30 days or no range', () => {
    expect(isNarrowerThan({ created_after: '2026-11-24T12:00:00Z' }, widest)).toBe(true);
    expect(isNarrowerThan({ created_after: '2026-10-27T00:00:00Z' }, widest)).toBe(false);
    expect(isNarrowerThan({ created_after: '2026-10-26T12:00:00Z' }, widest)).toBe(false);
    expect(isNarrowerThan({ created_after: '2020-01-01T00:00:00Z', created_before: '2020-02-01T00:00:00Z' }, widest)).toBe(true);
    expect(isNarrowerThan({ query: 'x' }, widest)).toBe(false);
  });
});
