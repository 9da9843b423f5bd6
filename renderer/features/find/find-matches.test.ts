import { describe, expect, it } from 'vitest';
import { timeDisplayFor } from '../time-zone/time-display';
import { MAX_FIND_MATCHES, describeFind, findMatches } from './find-matches';

const rows = [
  { body: 'Your appointment is confirmed', from: '+14155550123', created_at: '2024-01-31T18:30:00Z' },
  { body: 'Can I move my APPOINTMENT?', from: '+14155550999', created_at: '2024-01-31T19:00:00Z' },
  undefined,
  { body: 'Thanks', from: '+14155550123', created_at: '2024-02-01T08:00:00Z' },
];
const utc = timeDisplayFor('utc', undefined);
const find = (query: string, columns = ['body', 'from', 'created_at']) =>
  findMatches(rows.length, (index) => rows[index], columns, query, utc);

describe('find in loaded rows', () => {
  it('finds text case-insensitively, row by row then column by column, skipping unloaded rows', () => {
    expect(find('appointment').matches).toEqual([
      { row: 0, column: 'body' },
      { row: 1, column: 'body' },
    ]);
  });

  it('matches what is shown and the exact value both (grouped phone numbers, raw times)', () => {
    expect(find('415 555 0123').matches.map((match) => match.row)).toEqual([0, 3]);
    expect(find('+14155550999').matches).toEqual([{ row: 1, column: 'from' }]);
    expect(find('2024-02-01T08').matches).toEqual([{ row: 3, column: 'created_at' }]);
  });

  it('searches only the visible columns, and nothing for an empty query', () => {
    expect(find('thanks', ['from']).matches).toEqual([]);
    expect(find('   ').matches).toEqual([]);
  });

  it('stops counting at a bound and says so', () => {
    const many = Array.from({ length: MAX_FIND_MATCHES + 5 }, () => ({ body: 'x' }));
    const found = findMatches(many.length, (index) => many[index], ['body'], 'x', utc);
    expect(found).toMatchObject({ capped: true });
    expect(found.matches).toHaveLength(MAX_FIND_MATCHES);
    expect(describeFind(found, 0, false, 'x')).toBe(`1 of ${MAX_FIND_MATCHES.toLocaleString()}+ in loaded rows`);
  });

  it('says where it is and that more results are not loaded yet', () => {
    expect(describeFind(find('appointment'), 1, true, 'appointment')).toBe('2 of 2 in loaded rows — more results not loaded yet');
    expect(describeFind(find('nothing'), 0, false, 'nothing')).toBe('No matches in loaded rows');
  });
});
