import { describe, expect, it } from 'vitest';
import { MAX_SERVER_WAIT_MS } from '../../../common/errors/server-wait';
import type { ExplorerError } from '../../../common/ipc/contract';
import { createAutoResumes } from './auto-resumes';

const busy = (locationId: string): ExplorerError => ({
  kind: 'server',
  status: 503,
  message: 'Busy',
  retryAfterMs: 0,
  connectionId: 'c1',
  locationId,
});

describe('automatic resumes per place', () => {
  it('counts resumes in a row at one place, each error keeping its number', () => {
    let now = 0;
    const resumes = createAutoResumes(() => now);
    const first = busy('a');
    expect(resumes.numberFor(first)).toBe(1);
    resumes.resumed(first);
    expect(resumes.numberFor(first)).toBe(1);
    const second = busy('a');
    expect(resumes.numberFor(second)).toBe(2);
    resumes.resumed(second);
    now += 1_000;
    expect(resumes.numberFor(busy('a'))).toBe(3);
    // Another location of the same connection has its own count.
    expect(resumes.numberFor(busy('b'))).toBe(1);
  });

  it('starts again after the user answers, or once the longest wait has passed without a resume', () => {
    let now = 0;
    const resumes = createAutoResumes(() => now);
    resumes.resumed(busy('a'));
    resumes.resumed(busy('a'));
    resumes.reset(busy('a'));
    expect(resumes.numberFor(busy('a'))).toBe(1);

    resumes.resumed(busy('a'));
    now += MAX_SERVER_WAIT_MS;
    expect(resumes.numberFor(busy('a'))).toBe(2);
    now += 1;
    expect(resumes.numberFor(busy('a'))).toBe(1);
    resumes.resumed(busy('a'));
    expect(resumes.numberFor(busy('a'))).toBe(2);
  });
});
