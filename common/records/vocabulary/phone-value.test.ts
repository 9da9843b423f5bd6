import { describe, expect, it } from 'vitest';
import { readPhone } from './phone-value';

describe('readPhone', () => {
  it('reads a number that parses as one, in any spacing', () => {
    expect(readPhone('+14155550100')).toEqual({ e164: '+14155550100', withoutPlus: false });
    expect(readPhone('+1 (415) 555-0199')).toEqual({ e164: '+14155550199', withoutPlus: false });
    expect(readPhone('+447700900123')).toEqual({ e164: '+447700900123', withoutPlus: false });
  });

  it('refuses the version date, an invalid number and words', () => {
    expect(readPhone('2010-04-01')).toBeNull();
    expect(readPhone('2010-04-01', true)).toBeNull();
    expect(readPhone('+1 555 0100')).toBeNull();
    expect(readPhone('+1 415 555 01000000')).toBeNull();
    expect(readPhone('unknown')).toBeNull();
    expect(readPhone(null)).toBeNull();
  });

  it('reads digits without + only when the numbers are said to be written so, and says so', () => {
    expect(readPhone('14155550100')).toBeNull();
    expect(readPhone('14155550100', true)).toEqual({ e164: '+14155550100', withoutPlus: true });
    // MessageBird writes a recipient as a JSON number.
    expect(readPhone(31612345678, true)).toEqual({ e164: '+31612345678', withoutPlus: true });
    expect(readPhone('00000000', true)).toBeNull();
    expect(readPhone('1234567', true)).toBeNull();
    expect(readPhone('20100401', true)).toBeNull();
  });
});
