import { describe, expect, it } from 'vitest';
import { instantOfText, parseTimeText } from './time-text';

const midnight = Date.UTC(2026, 9, 1);

describe('instantOfText: every form that states its offset', () => {
  it.each([
    ['2026-10-01T00:00:00Z', 'RFC 3339, Z'],
    ['2026-10-01T00:00:00z', 'RFC 3339, lower-case z'],
    ['2026-10-01T00:00:00+00:00', 'extended offset'],
    ['2026-10-01T00:00:00+0000', 'basic offset'],
    ['2026-10-01T00:00:00+00', 'hours-only offset'],
    ['2026-10-01T02:00:00+02:00', 'a non-zero extended offset'],
    ['2026-10-01T02:00:00+0200', 'a non-zero basic offset'],
    ['2026-09-30T20:30:00-0330', 'a negative basic offset with minutes'],
    ['2026-10-01 00:00:00Z', 'a space instead of T'],
    ['2026-10-01 00:00:00 +0000', 'a space before the offset'],
    ['2026-10-01T00:00Z', 'no seconds'],
    ['Thu, 01 Oct 2026 00:00:00 +0000', 'RFC 2822 with weekday'],
    ['01 Oct 2026 00:00:00 +0000', 'RFC 2822 without weekday'],
    ['1 Oct 2026 00:00:00 GMT', 'RFC 2822, one-digit day, GMT'],
    ['Wed, 30 Sep 2026 20:00:00 EDT', 'RFC 2822, a US zone name'],
    ['Thu, 01 Oct 2026 02:00:00 +0200', 'RFC 2822, a non-zero offset'],
  ])('%s (%s)', (text) => {
    expect(instantOfText(text)).toBe(midnight);
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])('a fraction of %i digits', (digits) => {
    const fraction = digits === 0 ? '' : `.${'1234567890'.slice(0, digits)}`;
    const expected = midnight + Number(fraction.slice(1, 4).padEnd(3, '0') || '0');
    expect(instantOfText(`2026-10-01T00:00:00${fraction}Z`)).toBe(expected);
    expect(instantOfText(`2026-10-01T00:00:00${fraction}+0000`)).toBe(expected);
    expect(instantOfText(`2026-10-01T00:00:00${fraction}+00:00`)).toBe(expected);
  });

  it('reads a comma as the decimal sign, as ISO 8601 allows', () => {
    expect(instantOfText('2026-10-01T00:00:00,5Z')).toBe(midnight + 500);
  });
});

describe('parseTimeText: what is not a time, or not yet an instant', () => {
  it('reads a date-time without a zone as a wall clock with no offset', () => {
    expect(parseTimeText('2026-10-01 00:00:00')).toEqual({
      wall: { year: 2026, month: 10, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 },
      offsetMinutes: null,
    });
    expect(instantOfText('2026-10-01 00:00:00')).toBeNull();
  });

  it.each([
    '2010-04-01',
    '2026-13-01T00:00:00Z',
    '2026-02-30T00:00:00Z',
    '2026-10-01T24:00:00Z',
    '2026-10-01T00:60:00Z',
    '2026-10-01T00:00:00+2400',
    'Fri, 01 Oct 2026 00:00:00 +0000',
    '01 Foo 2026 00:00:00 +0000',
    '01 Oct 2026 00:00:00 XYZ',
    'yesterday',
    '',
  ])('%j is no time', (text) => {
    expect(instantOfText(text)).toBeNull();
  });
});
