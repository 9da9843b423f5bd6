import { describe, expect, it } from 'vitest';
import { cellText } from '../records/cell-text';
import { toUtcIso } from './utc-time';

describe('toUtcIso', () => {
  it.each([
    ['2024-05-01T12:00:00+02:00', '2024-05-01T10:00:00Z'],
    ['2024-05-01T12:00:00.123456-05:30', '2024-05-01T17:30:00.123456Z'],
    ['2024-12-31T23:30:00-01:00', '2025-01-01T00:30:00Z'],
    ['2024-05-01T10:00:00Z', '2024-05-01T10:00:00Z'],
    ['2024-05-01t10:00:00.5z', '2024-05-01T10:00:00.5Z'],
    ['2024-05-01T12:00:00.000+0200', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01 12:00:00+02', '2024-05-01T10:00:00Z'],
    ['Wed, 01 May 2024 12:00:00 +0200', '2024-05-01T10:00:00Z'],
    ['01 May 2024 10:00:00 GMT', '2024-05-01T10:00:00Z'],
  ])('%s → %s', (input, expected) => {
    expect(toUtcIso(input)).toBe(expected);
  });

  it.each(['2024-05-01T10:00:00', '2024-05-01', 'hello', '2024-13-45T99:00:00+02:00', ''])('leaves %j as it is', (input) => {
    expect(toUtcIso(input)).toBe(input);
  });
});

describe('cellText of a date-time', () => {
  it('is written in UTC, and text around it is not touched', () => {
    expect(cellText('2024-05-01T12:00:00+02:00')).toBe('2024-05-01T10:00:00Z');
    expect(cellText('meet at 2024-05-01T12:00:00+02:00')).toBe('meet at 2024-05-01T12:00:00+02:00');
  });
});
