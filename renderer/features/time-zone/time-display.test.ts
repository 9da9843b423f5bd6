import { describe, expect, it } from 'vitest';
import { formatCell } from '../results/format-cell';
import { localZoneName, nextTimeZoneMode, timeDisplayFor, timeZoneChoices } from './time-display';
import { timeColumnsOf } from './time-columns';

const instant = '2024-01-31T18:30:00Z';

describe('time display', () => {
  it('shows one instant in UTC, in the location zone, or as sent, and says which', () => {
    const utc = timeDisplayFor('utc', 'America/Chicago');
    expect(utc.label).toBe('UTC');
    expect(formatCell(instant, utc)).toEqual({ text: utc.format(new Date(instant)), title: instant });
    expect(formatCell(instant, utc).text).toMatch(/6:30:00\sPM|18:30:00/);

    const chicago = timeDisplayFor('location', 'America/Chicago');
    expect(chicago.label).toBe('America/Chicago');
    expect(formatCell(instant, chicago).text).toMatch(/12:30:00\sPM|12:30:00/);

    expect(formatCell(instant, timeDisplayFor('raw', undefined))).toEqual({ text: instant });
  });

  it('names the local zone, and falls back to it when the location has none', () => {
    expect(timeDisplayFor('local', undefined).label).toBe(`Local (${localZoneName()})`);
    expect(timeDisplayFor('location', undefined).mode).toBe('local');
  });

  it('offers the location zone only when there is one, and the toggle walks the choices', () => {
    expect(timeZoneChoices(undefined).map((choice) => choice.mode)).toEqual(['local', 'utc', 'raw']);
    expect(timeZoneChoices('Europe/Paris').map((choice) => choice.mode)).toEqual(['local', 'utc', 'location', 'raw']);
    expect(nextTimeZoneMode('utc', 'Europe/Paris')).toBe('location');
    expect(nextTimeZoneMode('utc', undefined)).toBe('raw');
    expect(nextTimeZoneMode('raw', undefined)).toBe('local');
    expect(nextTimeZoneMode('location', undefined)).toBe('utc');
  });

  it('reuses one formatter per zone, so cells do not build one per render', () => {
    expect(timeDisplayFor('utc', undefined)).toBe(timeDisplayFor('utc', 'Europe/Paris'));
  });
});

describe('time columns', () => {
  it('are found from the values, whatever their names', () => {
    const rows = [
      { when: null, at: '2024-01-31T18:30:00+01:00', note: '2024-01-31', body: 'see you at 5' },
      { when: '2024-01-31T18:30:00.5Z', at: 'x', note: 'y', body: 'z' },
    ];
    expect([...timeColumnsOf(['when', 'at', 'note', 'body'], rows.length, (index) => rows[index])]).toEqual(['when', 'at']);
  });
});
