import { describe, expect, it } from 'vitest';
import { comesLate, nextMergeStep, nextTurnStep } from './merge-order';
import type { MergeStream } from './merge-order';

const stream = (head: number | undefined, bound: number | undefined, holds = true): MergeStream => ({ head, bound, holds });

describe('the merge order', () => {
  it('reads every holding stream with nothing buffered before placing a row of the others', () => {
    expect(nextMergeStep([stream(50, 50), stream(undefined, undefined), stream(undefined, undefined)])).toEqual({
      kind: 'read',
      streams: [1, 2],
    });
  });

  it('reads an empty stream only when its next page could bring a row newer than the newest head', () => {
    expect(nextMergeStep([stream(50, 40), stream(undefined, 60)])).toEqual({ kind: 'read', streams: [1] });
    expect(nextMergeStep([stream(50, 40), stream(undefined, 30)])).toEqual({ kind: 'place', stream: 0 });
    // Equal to its bound: its next row can at most tie, so the buffered row goes first.
    expect(nextMergeStep([stream(50, 40), stream(undefined, 50)])).toEqual({ kind: 'place', stream: 0 });
  });

  it('places the newest head, the first listed of equal ones', () => {
    expect(nextMergeStep([stream(10, 10), stream(30, 30), stream(30, 20)])).toEqual({ kind: 'place', stream: 1 });
  });

  it('does not wait for a stream that no longer holds (stopped, or set aside by the user)', () => {
    expect(nextMergeStep([stream(undefined, 99, false), stream(20, 20)])).toEqual({ kind: 'place', stream: 1 });
    expect(nextMergeStep([stream(undefined, undefined, false)])).toEqual({ kind: 'idle' });
  });

  it('places a row buffered by a stream that does not hold by its time, with the rest', () => {
    expect(nextMergeStep([stream(70, 70, false), stream(20, 20)])).toEqual({ kind: 'place', stream: 0 });
  });

  it('is idle when nothing is buffered and nothing is waited for', () => {
    expect(nextMergeStep([])).toEqual({ kind: 'idle' });
    expect(nextMergeStep([stream(undefined, 10, false), stream(undefined, undefined, false)])).toEqual({ kind: 'idle' });
  });

  it('gives, over any streams that each run newest first, a list newest first where no row is placed before a newer one', () => {
    // A small deterministic generator: the test is the same on every run.
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let trial = 0; trial < 200; trial += 1) {
      const pages = Array.from({ length: 1 + Math.floor(random() * 5) }, () => {
        let time = 1_000;
        return Array.from({ length: Math.floor(random() * 6) }, () =>
          Array.from({ length: Math.floor(random() * 4) }, () => {
            time -= Math.floor(random() * 30);
            return time;
          }),
        );
      });
      const read = pages.map(() => 0);
      const buffers: number[][] = pages.map(() => []);
      const bounds: (number | undefined)[] = pages.map(() => undefined);
      const placed: number[] = [];
      for (let steps = 0; steps < 10_000; steps += 1) {
        const step = nextMergeStep(buffers.map((buffer, index) => stream(buffer[0], bounds[index], read[index]! < pages[index]!.length)));
        if (step.kind === 'idle') break;
        if (step.kind === 'place') {
          placed.push(buffers[step.stream]!.shift()!);
          continue;
        }
        for (const index of step.streams) {
          const page = pages[index]![read[index]!]!;
          read[index]! += 1;
          buffers[index]!.push(...page);
          if (page.length > 0) bounds[index] = page.at(-1);
        }
      }
      const all = pages.flat(2).sort((a, b) => b - a);
      expect(placed).toEqual(all);
    }
  });
});

describe('the turns, when rows are not merged by time', () => {
  it('reads every holding stream with nothing buffered, then takes from the one that placed fewest', () => {
    expect(
      nextTurnStep([
        { buffered: true, holds: true, placed: 5 },
        { buffered: false, holds: true, placed: 0 },
      ]),
    ).toEqual({ kind: 'read', streams: [1] });
    expect(
      nextTurnStep([
        { buffered: true, holds: true, placed: 5 },
        { buffered: true, holds: true, placed: 2 },
      ]),
    ).toEqual({ kind: 'place', stream: 1 });
    expect(
      nextTurnStep([
        { buffered: true, holds: true, placed: 2 },
        { buffered: true, holds: true, placed: 2 },
      ]),
    ).toEqual({ kind: 'place', stream: 0 });
  });

  it('lets a stream that never ends take only its turns', () => {
    const placedFrom: number[] = [];
    const placed = [0, 0];
    for (let step = 0; step < 6; step += 1) {
      const next = nextTurnStep([
        { buffered: true, holds: true, placed: placed[0]! },
        { buffered: placed[1]! < 3, holds: false, placed: placed[1]! },
      ]);
      if (next.kind !== 'place') break;
      placed[next.stream]! += 1;
      placedFrom.push(next.stream);
    }
    expect(placedFrom).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it('is idle when nothing is buffered and nothing holds', () => {
    expect(nextTurnStep([{ buffered: false, holds: false, placed: 3 }])).toEqual({ kind: 'idle' });
  });
});

describe('a row that comes late', () => {
  it('is one newer than the oldest row placed so far', () => {
    expect(comesLate(50, 40)).toBe(true);
    expect(comesLate(40, 40)).toBe(false);
    expect(comesLate(30, 40)).toBe(false);
    expect(comesLate(30, Infinity)).toBe(false);
  });
});
