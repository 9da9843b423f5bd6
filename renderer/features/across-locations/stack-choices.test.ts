import { describe, expect, it } from 'vitest';
import { acrossStackKeys, isAcrossStackKey, isListStackKey } from './stack-choices';

describe('the stackings a search across locations offers', () => {
  it('stacks a list by number first; at one location a stack by location would be one series', () => {
    expect(acrossStackKeys(['+15125550148', '+15125550149'], 1)).toEqual(['number', 'status', 'direction']);
  });
  it('stacks a list at several locations by number first, by location one choice away', () => {
    expect(acrossStackKeys(['+15125550148', '+15125550149'], 3)).toEqual(['number', 'location', 'status', 'direction']);
  });
  it('stacks a search across locations without a list by location first, never by number', () => {
    expect(acrossStackKeys(undefined, 3)).toEqual(['location', 'status', 'direction']);
    expect(isAcrossStackKey('number')).toBe(false);
    expect(isListStackKey('number')).toBe(true);
  });
});
