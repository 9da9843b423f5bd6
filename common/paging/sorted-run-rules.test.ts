// A sorted run's rules, each pinned on a few fingerprints: a lookup stays within its bucket, a run
// filled or merged into again forgets what it held, and the directory counts what each bucket holds.
import { describe, expect, it } from 'vitest';
import { allocateRun, createScratch, fillRunFromTable, mergeRunsInto, runHas } from './sorted-run';

/** An open-addressing table's words (2i low, 2i + 1 high) holding these fingerprints, an empty slot after each. */
function tableOf(fingerprints: [high: number, low: number][]): Uint32Array {
  const table = new Uint32Array(fingerprints.length * 4);
  fingerprints.forEach(([high, low], index) => {
    table[index * 4] = low;
    table[index * 4 + 1] = high;
  });
  return table;
}

function runOf(fingerprints: [high: number, low: number][]) {
  const run = allocateRun(fingerprints.length);
  fillRunFromTable(run, tableOf(fingerprints), createScratch());
  return run;
}

describe('sorted run rules', () => {
  it('looks only within the bucket of the top 16 bits: the same lower 48 bits in the next bucket are another fingerprint', () => {
    const run = runOf([
      [0x0002_1234, 5],
      [0x0004_1234, 5],
    ]);
    // Bucket 1 and 3 are empty, and the entry right after each is the same lower 48 bits.
    expect(runHas(run, 0x0001_1234, 5)).toBe(false);
    expect(runHas(run, 0x0003_1234, 5)).toBe(false);
    expect(runHas(run, 0x0005_1234, 5)).toBe(false);
    expect(runHas(run, 0x0002_1234, 5)).toBe(true);
    expect(runHas(run, 0x0004_1234, 5)).toBe(true);
  });

  it('finds the first, the middle and the last entry of a bucket, and nothing between them', () => {
    const run = runOf([
      [0x0009_0000, 30],
      [0x0009_0000, 10],
      [0x0009_0000, 20],
      [0x0009_0001, 0],
    ]);
    for (const low of [10, 20, 30]) expect(runHas(run, 0x0009_0000, low), String(low)).toBe(true);
    expect(runHas(run, 0x0009_0001, 0)).toBe(true);
    for (const low of [0, 15, 25, 31]) expect(runHas(run, 0x0009_0000, low), String(low)).toBe(false);
    expect(Array.from(run.low.subarray(0, 4))).toEqual([10, 20, 30, 0]);
    expect(Array.from(run.middle.subarray(0, 4))).toEqual([0, 0, 0, 1]);
  });

  it('counts each bucket from the table, ignoring empty slots, and holds the last bucket whole', () => {
    const run = runOf([
      [0xffff_ffff, 1],
      [0xffff_0000, 2],
      [0, 3],
    ]);
    expect(run.size).toBe(3);
    expect(run.directory[0]).toBe(0);
    expect(run.directory[1]).toBe(1);
    expect(run.directory[0xffff]).toBe(1);
    expect(run.directory[0x1_0000]).toBe(3);
    expect(runHas(run, 0xffff_ffff, 1)).toBe(true);
    expect(runHas(run, 0xffff_0000, 2)).toBe(true);
    expect(runHas(run, 0, 3)).toBe(true);
    expect(runHas(run, 0, 0)).toBe(false);
  });

  it('merges into a run that held other fingerprints, which it then no longer holds', () => {
    const scratch = createScratch();
    const into = runOf([
      [0x0001_0000, 1],
      [0x0002_0000, 2],
      [0x0003_0000, 3],
      [0x0004_0000, 4],
    ]);
    mergeRunsInto(
      into,
      [
        runOf([
          [0x0003_0000, 9],
          [0x0005_0000, 7],
        ]),
        runOf([[0x0003_0000, 8]]),
      ],
      scratch,
    );
    expect(into.size).toBe(3);
    expect(into.directory[0x1_0000]).toBe(3);
    for (const [high, low] of [
      [0x0003_0000, 8],
      [0x0003_0000, 9],
      [0x0005_0000, 7],
    ] as const)
      expect(runHas(into, high, low)).toBe(true);
    for (const [high, low] of [
      [0x0001_0000, 1],
      [0x0002_0000, 2],
      [0x0003_0000, 3],
      [0x0004_0000, 4],
    ] as const)
      expect(runHas(into, high, low)).toBe(false);
    // The bucket merged from two parts is in order.
    expect(Array.from(into.low.subarray(0, 3))).toEqual([8, 9, 7]);
  });

  it('sorts a bucket of 100,000 entries given in reverse in time that grows as n log n: a hostile server can fill one bucket', () => {
    // Sorted by insertion, these would take 5 billion moves: far past the test's timeout.
    const count = 100_000;
    const run = runOf(Array.from({ length: count }, (_, index): [number, number] => [0x0042_0000 | (index & 0xffff), count - index]));
    for (let index = 1; index < count; index++) {
      const before = (run.middle[index - 1] as number) * 2 ** 32 + (run.low[index - 1] as number);
      const after = (run.middle[index] as number) * 2 ** 32 + (run.low[index] as number);
      if (!(before < after)) throw new Error(`entries ${index - 1} and ${index} out of order`);
    }
  });

  it('reuses its working buffer, growing it only for a bucket fuller than it', () => {
    const scratch = createScratch();
    const first = scratch.values(1);
    const capacity = first.length;
    expect(scratch.values(capacity)).toBe(first);
    // Many buckets of two, far into the run: each needs room for two values only.
    const pairs = Array.from({ length: capacity * 2 }, (_, index): [number, number] => [(index >> 1) << 16, index + 1]);
    fillRunFromTable(allocateRun(pairs.length), tableOf(pairs), scratch);
    expect(scratch.values(1)).toBe(first);
    const grown = scratch.values(capacity + 1);
    expect(grown).not.toBe(first);
    expect(grown.length).toBeGreaterThanOrEqual(capacity + 1);
    expect(scratch.values(capacity + 1)).toBe(grown);
  });

  it('sorts a bucket of more than 32 entries given in reverse, and one of exactly 32', () => {
    for (const count of [32, 33, 200]) {
      const fingerprints = Array.from({ length: count }, (_, index): [number, number] => [0x0042_0000, count - index]);
      const run = runOf(fingerprints);
      expect(Array.from(run.low.subarray(0, count))).toEqual(Array.from({ length: count }, (_, index) => index + 1));
    }
  });
});
