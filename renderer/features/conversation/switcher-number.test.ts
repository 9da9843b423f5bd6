import { describe, expect, it } from 'vitest';
import { switcherNumber } from './switcher-number';

describe('a number typed in the quick switcher', () => {
  it('is read as the search form reads it, in the location’s country', () => {
    expect(switcherNumber('(512) 555-0148', 'America/Chicago')).toBe('+15125550148');
    expect(switcherNumber('+44 20 7946 0958', undefined)).toBe('+442079460958');
    expect(switcherNumber('020 7946 0958', 'Europe/London')).toBe('+442079460958');
  });

  it('is nothing for names, short digit runs or impossible numbers', () => {
    expect(switcherNumber('Harbor Dental', undefined)).toBeNull();
    expect(switcherNumber('loc-1', undefined)).toBeNull();
    expect(switcherNumber('555 01', undefined)).toBeNull();
    expect(switcherNumber('+1 000', undefined)).toBeNull();
  });
});
