import { describe, expect, it } from 'vitest';
import { passageAround } from './passage';

describe('the passage around a match', () => {
  const long = 'Hi Ava, thanks for the call today about the invoice; the balance is settled and nothing is due.';

  it('starts shortly before a match that sits late, at a word, marked as cut', () => {
    const passage = passageAround(long, 'settled');
    expect(passage.startsWith('…')).toBe(true);
    expect(passage.indexOf('settled')).toBeLessThanOrEqual(22);
    expect(passage.endsWith('nothing is due.')).toBe(true);
    expect(long.endsWith(passage.slice(1))).toBe(true);
  });

  it('leaves the text whole when the match is near the start, or absent, or nothing is sought', () => {
    expect(passageAround(long, 'thanks')).toBe(long);
    expect(passageAround(long, 'refund')).toBe(long);
    expect(passageAround(long, '')).toBe(long);
  });

  it('finds the match whatever its case (the needle comes lower-cased)', () => {
    expect(passageAround('A long opening sentence, then NOTHING IS DUE.', 'nothing')).toMatch(/^….{0,20}NOTHING/);
  });
});
