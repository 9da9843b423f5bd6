import { describe, expect, it } from 'vitest';
import { followMinutes, followSpeed } from './follow';

describe('the follow suite’s flags', () => {
  it('reads the minutes and the speed, with their defaults', () => {
    expect(followMinutes([])).toBe(10);
    expect(followSpeed([])).toBe(1);
    expect(followMinutes(['--only', 'follow', '--follow-minutes', '0.5'])).toBe(0.5);
    expect(followSpeed(['--follow-speed', '10'])).toBe(10);
  });

  it('refuses a value out of range or missing, saying what it takes', () => {
    expect(() => followMinutes(['--follow-minutes', '0'])).toThrow(
      '--follow-minutes takes a number of minutes from 0 to 600, such as 2 or 0.5, not "0".',
    );
    expect(() => followSpeed(['--follow-speed', '101'])).toThrow('--follow-speed takes how many times as fast');
    expect(() => followSpeed(['--follow-speed'])).toThrow('not "".');
  });
});
