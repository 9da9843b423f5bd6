// The set's parts, each pinned on a few keys: how the table grows, when it is frozen into a small
// run, when small runs are merged into a large one and whose storage is reused, and that a key in
// any part is refused. The tests beside this file show the same at scale; these name the rule.
import { describe, expect, it } from 'vitest';
import { createFingerprintSet } from './fingerprint-set';
import { allocateRun, runBytes } from './sorted-run';

const keyAt = (index: number) => `s:SM${index.toString(16).padStart(8, '0')}`;
const runOf = (capacity: number) => runBytes(allocateRun(capacity));

describe('createFingerprintSet parts', () => {
  it('starts with a table of 256 slots and doubles it once more than half full', () => {
    const seen = createFingerprintSet();
    expect(seen.bytes).toBe(256 * 8);
    for (let index = 0; index < 128; index++) seen.record(keyAt(index));
    expect(seen.bytes).toBe(256 * 8);
    seen.record(keyAt(128));
    expect(seen.bytes).toBe(512 * 8);
    for (let index = 129; index < 257; index++) seen.record(keyAt(index));
    expect(seen.bytes).toBe(1024 * 8);
    expect(seen.size).toBe(257);
  });

  it('keeps every key through the table doubling, refusing each after and accepting others', () => {
    const seen = createFingerprintSet();
    for (let index = 0; index < 600; index++) expect(seen.addIfNew(keyAt(index)), keyAt(index)).toBe(true);
    expect(seen.bytes).toBe(2048 * 8);
    for (let index = 0; index < 600; index++) expect(seen.addIfNew(keyAt(index)), keyAt(index)).toBe(false);
    for (let index = 600; index < 700; index++) expect(seen.addIfNew(keyAt(index)), keyAt(index)).toBe(true);
    expect(seen.size).toBe(700);
  });

  it('freezes a full table into a small run, merges enough small runs into a large one and reuses their storage', () => {
    const seen = createFingerprintSet({ freshLimit: 4, maxRunSize: 8 });
    const table = 8 * 8;
    expect(seen.bytes).toBe(table);
    for (let index = 0; index < 3; index++) seen.record(keyAt(index));
    expect(seen.bytes).toBe(table);
    seen.record(keyAt(3));
    expect(seen.bytes).toBe(table + runOf(4));
    for (let index = 4; index < 8; index++) seen.record(keyAt(index));
    expect(seen.bytes).toBe(table + runOf(8) + 2 * runOf(4));
    // The next small runs take the storage the merge freed; the next merge makes a second large run.
    for (let index = 8; index < 12; index++) seen.record(keyAt(index));
    expect(seen.bytes).toBe(table + runOf(8) + 2 * runOf(4));
    for (let index = 12; index < 16; index++) seen.record(keyAt(index));
    expect(seen.bytes).toBe(table + 2 * runOf(8) + 2 * runOf(4));
    expect(seen.size).toBe(16);
  });

  it('merges every small run at once when a large run is no bigger than the table', () => {
    const seen = createFingerprintSet({ freshLimit: 8, maxRunSize: 4 });
    for (let index = 0; index < 8; index++) seen.record(keyAt(index));
    expect(seen.bytes).toBe(16 * 8 + runOf(8) + runOf(8));
    for (let index = 0; index < 8; index++) expect(seen.addIfNew(keyAt(index)), keyAt(index)).toBe(false);
  });

  it('refuses a key held in the table, a small run or a large run, and accepts every other', () => {
    const seen = createFingerprintSet({ freshLimit: 4, maxRunSize: 8 });
    // 8 in a large run, 4 in a small run, 2 in the table.
    for (let index = 0; index < 14; index++) expect(seen.addIfNew(keyAt(index)), keyAt(index)).toBe(true);
    for (let index = 0; index < 14; index++) expect(seen.addIfNew(keyAt(index)), keyAt(index)).toBe(false);
    for (let index = 14; index < 18; index++) expect(seen.addIfNew(keyAt(index)), keyAt(index)).toBe(true);
    expect(seen.size).toBe(18);
  });

  it('keeps a key recorded again after its table was frozen twice, one recorded twice in the table once, and refuses it after', () => {
    const seen = createFingerprintSet({ freshLimit: 4, maxRunSize: 8 });
    seen.record('s:a');
    seen.record('s:a');
    expect(seen.size).toBe(1);
    for (let index = 0; index < 3; index++) seen.record(keyAt(index));
    seen.record('s:a');
    expect(seen.size).toBe(5);
    expect(seen.addIfNew('s:a')).toBe(false);
    expect(seen.addIfNew('s:b')).toBe(true);
    expect(seen.size).toBe(6);
  });

  it('tells apart keys that differ in one character, in length or in order', () => {
    const seen = createFingerprintSet();
    for (const key of ['', 'a', 'b', 'aa', 'ab', 'ba', '\u0000', '\u0000\u0000', 'é', '\ud83d\udc4b', 'A'])
      expect(seen.addIfNew(key), JSON.stringify(key)).toBe(true);
  });
});
