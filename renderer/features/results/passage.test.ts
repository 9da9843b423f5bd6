import { describe, expect, it } from 'vitest';
import { passageAround } from './passage';

describe('the passage around a match', () => {
  const long = 'Hi Ava, thanks for the call today about the invoice; the balance is settled and nothing is due.';

  it('starts shortly before a match past what the cell shows, at a word, marked as cut', () => {
    const longer = `${long} Thanks again, and see you at your next visit in the spring.`;
    const passage = passageAround(longer, 'settled', 60);
    expect(passage.startsWith('…')).toBe(true);
    expect(passage.indexOf('settled')).toBeLessThanOrEqual(22);
    expect(passage.endsWith('in the spring.')).toBe(true);
    expect(longer.endsWith(passage.slice(1))).toBe(true);
  });

  it('leaves the text whole when the cell shows it whole, however late the match', () => {
    expect(passageAround(long, 'settled', long.length)).toBe(long);
    expect(passageAround(long, 'due', 200)).toBe(long);
  });

  it('leaves the text whole when the match ends within what the cell shows, and cuts one character past it', () => {
    const end = long.indexOf('settled') + 'settled'.length;
    expect(passageAround(long, 'settled', end)).toBe(long);
    expect(passageAround(long, 'settled', end - 1).startsWith('…')).toBe(true);
  });

  it('fills the cell with what leads to a match near the end, rather than leaving it half empty', () => {
    const passage = passageAround(long, 'due', 40);
    expect(passage.length).toBeLessThanOrEqual(40);
    expect(passage.length).toBeGreaterThan(34);
    expect(passage.endsWith('nothing is due.')).toBe(true);
  });

  it('leaves the text whole when the match is absent or nothing is sought', () => {
    expect(passageAround(long, 'refund', 10)).toBe(long);
    expect(passageAround(long, '', 10)).toBe(long);
  });

  it('keeps less before the match in a narrow cell, so the match still fits after the cut', () => {
    const passage = passageAround(long, 'invoice', 15);
    expect(passage.startsWith('…')).toBe(true);
    expect(passage.indexOf('invoice') + 'invoice'.length).toBeLessThanOrEqual(15);
  });

  it('keeps nothing before a match that only just fits the cell, so the whole match shows', () => {
    const passage = passageAround('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'mnop', 5);
    expect(passage).toMatch(/^…MNOP/);
  });

  it('finds the match whatever its case (the needle comes lower-cased)', () => {
    expect(passageAround('A long opening sentence, then NOTHING IS DUE.', 'nothing', 20)).toMatch(/^….{0,20}NOTHING/);
  });
});
