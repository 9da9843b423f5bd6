import { describe, expect, it } from 'vitest';
import { e164Numbers, escapeMarkup, noticeLine } from './notice-text';

describe('e164Numbers', () => {
  it('keeps numbers written in E.164 that a country could have, as given', () => {
    expect(e164Numbers(['+15125550148', '+447700900123', '+4930123456'])).toEqual(['+15125550148', '+447700900123', '+4930123456']);
  });

  it('drops anything else a record held: words, spaces, a link, a leading 0, too short or too long, controls', () => {
    const refused = [
      '15125550148',
      '+1 512 555 0148',
      '+1512555014',
      '+01512555014',
      '+1234567890123456',
      '+15125550148\n',
      '\u202e+15125550148',
      'Call +15125550148',
      'https://x.test',
      '',
      '+',
      '+999123456789',
    ];
    expect(e164Numbers(refused)).toEqual([]);
  });
});

describe('noticeLine', () => {
  it('makes controls and bidi characters spaces, one space between words, ends trimmed', () => {
    expect(noticeLine('Harbor\r\nDental\tStudio\u0000\u001b[31m', 100)).toBe('Harbor Dental Studio [31m');
    expect(noticeLine('\u202eyap\u202c \u2066x\u2069\u200f\u061c\u0085\u009b\u007f\u2028\u2029end ', 100)).toBe('yap x end');
  });

  it('keeps text within its bound, cut at a whole character with an ellipsis', () => {
    expect(noticeLine('abcdef', 6)).toBe('abcdef');
    expect(noticeLine('abcdefg', 6)).toBe('abcde…');
    expect(noticeLine('😀😀😀😀', 3)).toBe('😀😀…');
  });
});

describe('escapeMarkup', () => {
  it('writes &, < and > as entities, & first so nothing is escaped twice', () => {
    expect(escapeMarkup('<b>A & B</b> &lt;')).toBe('&lt;b&gt;A &amp; B&lt;/b&gt; &amp;lt;');
    expect(escapeMarkup('plain "text"')).toBe('plain "text"');
  });
});
