import { describe, expect, it } from 'vitest';
import { allocateRun, createScratch, fillRunFromTable, mergeRunsInto, runBytes, runHas } from './sorted-run';

/** An open-addressing table's words (2i low, 2i + 1 high) holding these fingerprints, empty slots between. */
function tableOf(fingerprints: [high: number, low: number][]): Uint32Array {
  const table = new Uint32Array(fingerprints.length * 4);
  fingerprints.forEach(([high, low], index) => {
    table[index * 4] = low;
    table[index * 4 + 1] = high;
  });
  return table;
}

const random32 = () => Math.floor(Math.random() * 0x1_0000_0000);

describe('sorted runs', () => {
  it('finds every fingerprint it holds and no other, down to the last bit of each word', () => {
    const held: [number, number][] = [
      [0xffff_ffff, 0xffff_ffff],
      [0x0000_0000, 0x0000_0001],
      [0x1234_5678, 0x9abc_def0],
      [0x1234_5679, 0x9abc_def0],
    ];
    const run = allocateRun(held.length);
    fillRunFromTable(run, tableOf(held), createScratch());
    expect(run.size).toBe(4);
    for (const [high, low] of held) expect(runHas(run, high, low)).toBe(true);
    expect(runHas(run, 0xffff_ffff, 0xffff_fffe)).toBe(false);
    expect(runHas(run, 0x7fff_ffff, 0xffff_ffff)).toBe(false);
    expect(runHas(run, 0x1234_5678, 0x9abc_def1)).toBe(false);
    expect(runHas(run, 0x1235_5678, 0x9abc_def0)).toBe(false);
    expect(runHas(run, 0x1234_0078, 0x9abc_def0)).toBe(false);
  });

  it('keeps a fingerprint whose low or high word is zero, and sorts a bucket of two or three given largest first', () => {
    const held: [number, number][] = [
      // Low word zero, stored middle bits not: an unfilled slot (all zero) would not pass for it.
      [0x0001_0003, 0],
      [0, 0x0000_0005],
      [0x5555_0002, 7],
      [0x5555_0001, 7],
      [0x7777_0003, 1],
      [0x7777_0002, 1],
      [0x7777_0001, 1],
    ];
    const run = allocateRun(held.length);
    fillRunFromTable(run, tableOf(held), createScratch());
    expect(run.size).toBe(7);
    for (const [high, low] of held) expect(runHas(run, high, low)).toBe(true);
    expect(runHas(run, 0x5555_0003, 7)).toBe(false);
    expect(runBytes(run)).toBe((65_536 + 1) * 4 + 7 * 2 + 7 * 4);
  });

  it('sorts a bucket too full for insertion sort (ids sharing their top 16 bits, as a hostile server could send)', () => {
    const held: [number, number][] = Array.from({ length: 5000 }, () => [0xabcd_0000 | (random32() & 0xffff), random32()]);
    const run = allocateRun(held.length);
    fillRunFromTable(run, tableOf(held), createScratch());
    for (const [high, low] of held) expect(runHas(run, high, low)).toBe(true);
    let misses = 0;
    for (let index = 0; index < 5000; index++) if (runHas(run, 0xabcd_0000 | (random32() & 0xffff), random32())) misses += 1;
    expect(misses).toBe(0);
  });

  it('merges runs into one that holds all of them, in order, and reuses the parts', () => {
    const scratch = createScratch();
    const parts = [0, 1, 2].map(() => {
      const held: [number, number][] = Array.from({ length: 3000 }, () => [random32(), random32()]);
      const run = allocateRun(held.length);
      fillRunFromTable(run, tableOf(held), scratch);
      return { run, held };
    });
    const merged = allocateRun(9000);
    mergeRunsInto(
      merged,
      parts.map((part) => part.run),
      scratch,
    );
    expect(merged.size).toBe(9000);
    for (const { held } of parts) for (const [high, low] of held) expect(runHas(merged, high, low)).toBe(true);
    for (let index = 1; index < merged.size; index++) {
      const before = (merged.middle[index - 1] as number) * 2 ** 32 + (merged.low[index - 1] as number);
      const after = (merged.middle[index] as number) * 2 ** 32 + (merged.low[index] as number);
      const sameBucket = index > (merged.directory[0] as number);
      if (sameBucket) expect(after === before).toBe(false);
    }
    // A part refilled with other fingerprints no longer holds its old ones.
    const [first] = parts;
    fillRunFromTable(first!.run, tableOf([[1, 2]]), scratch);
    expect(first!.run.size).toBe(1);
    expect(runHas(first!.run, ...first!.held[0]!)).toBe(false);
  });
});
