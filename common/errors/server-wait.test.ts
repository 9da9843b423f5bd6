import { describe, expect, it } from 'vitest';
import {
  AUTO_RESUME_BASE_MS,
  MAX_AUTO_RESUMES,
  MAX_SERVER_WAIT_MS,
  MAX_TIMER_MS,
  RETRY_AFTER_READ_MAX_MS,
  parseRetryAfter,
  resumeFloorMs,
  serverWait,
  timerDelayMs,
  waitStopText,
  waitWords,
} from './server-wait';

const now = Date.parse('2030-01-01T00:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
    expect(parseRetryAfter('1.25', now)).toBe(1250);
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:12 GMT', now)).toBe(12_000);
    expect(parseRetryAfter('Mon, 31 Dec 2029 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('12 34', now)).toBeUndefined();
    expect(parseRetryAfter('Someday, 99 Foo', now)).toBeUndefined();
  });

  it('bounds what it reads to a finite year: 400 digits, 3,000,000 s and a date in 2999 alike', () => {
    expect(parseRetryAfter('9'.repeat(400), now)).toBe(RETRY_AFTER_READ_MAX_MS);
    expect(parseRetryAfter('3000000', now)).toBe(3_000_000_000);
    expect(parseRetryAfter('Tue, 01 Jan 2999 00:00:00 GMT', now)).toBe(RETRY_AFTER_READ_MAX_MS);
    expect(parseRetryAfter(`${RETRY_AFTER_READ_MAX_MS / 1000}`, now)).toBe(RETRY_AFTER_READ_MAX_MS);
    expect(Number.isFinite(parseRetryAfter('1'.repeat(400), now))).toBe(true);
  });
});

describe('serverWait, the one clamp', () => {
  it('waits what the server asked between the floor and the ceiling', () => {
    expect(serverWait(7_000, 1, 500)).toEqual({ kind: 'wait', ms: 7_000 });
    expect(serverWait(MAX_SERVER_WAIT_MS, 1, 500)).toEqual({ kind: 'wait', ms: MAX_SERVER_WAIT_MS });
  });

  it('waits at least the floor for 0, a negative or an unreadable ask, and the floor doubles with each resume', () => {
    expect(serverWait(0, 1, 1_000)).toEqual({ kind: 'wait', ms: 1_000 });
    expect(serverWait(0, 2, 1_000)).toEqual({ kind: 'wait', ms: 2_000 });
    expect(serverWait(0, 3, 1_000)).toEqual({ kind: 'wait', ms: 4_000 });
    expect(serverWait(-5_000, 1, 1_000)).toEqual({ kind: 'wait', ms: 1_000 });
    expect(serverWait(Number.NaN, 2, 1_000)).toEqual({ kind: 'wait', ms: 2_000 });
    expect(serverWait(1_500, 2, 1_000)).toEqual({ kind: 'wait', ms: 2_000 });
    expect(serverWait(2_001, 2, 1_000)).toEqual({ kind: 'wait', ms: 2_001 });
  });

  it('stops instead of waiting past the ceiling, Infinity included', () => {
    expect(serverWait(MAX_SERVER_WAIT_MS + 1, 1, 500)).toEqual({ kind: 'too-long', askedMs: MAX_SERVER_WAIT_MS + 1 });
    expect(serverWait(3_000_000_000, 1, 500)).toEqual({ kind: 'too-long', askedMs: 3_000_000_000 });
    expect(serverWait(Number.POSITIVE_INFINITY, 1, 500)).toEqual({ kind: 'too-long', askedMs: Number.POSITIVE_INFINITY });
    // Too long says so even after the resumes ran out: it is the better reason.
    expect(serverWait(3_000_000_000, MAX_AUTO_RESUMES + 1, 500).kind).toBe('too-long');
  });

  it('asks the user after the automatic resumes, whatever the server asked', () => {
    expect(MAX_AUTO_RESUMES).toBe(3);
    expect(serverWait(0, MAX_AUTO_RESUMES, 1_000)).toEqual({ kind: 'wait', ms: 4_000 });
    expect(serverWait(0, MAX_AUTO_RESUMES + 1, 1_000)).toEqual({ kind: 'ask', resumes: MAX_AUTO_RESUMES });
    expect(serverWait(5_000, 10, 1_000)).toEqual({ kind: 'ask', resumes: MAX_AUTO_RESUMES });
  });

  it('never lets the floor itself pass the ceiling', () => {
    expect(resumeFloorMs(AUTO_RESUME_BASE_MS, 1)).toBe(AUTO_RESUME_BASE_MS);
    expect(resumeFloorMs(MAX_SERVER_WAIT_MS, 2)).toBe(MAX_SERVER_WAIT_MS);
    expect(serverWait(0, 3, 60 * 60_000)).toEqual({ kind: 'wait', ms: MAX_SERVER_WAIT_MS });
  });
});

describe('timerDelayMs', () => {
  it('keeps what setTimeout can hold, cuts the rest at its limit, and reads below 0 or NaN as 0', () => {
    expect(MAX_TIMER_MS).toBe(2_147_483_647);
    expect(timerDelayMs(1_500)).toBe(1_500);
    expect(timerDelayMs(MAX_TIMER_MS)).toBe(MAX_TIMER_MS);
    expect(timerDelayMs(MAX_TIMER_MS + 1)).toBe(MAX_TIMER_MS);
    expect(timerDelayMs(Number.POSITIVE_INFINITY)).toBe(MAX_TIMER_MS);
    expect(timerDelayMs(-1)).toBe(0);
    expect(timerDelayMs(0)).toBe(0);
    expect(timerDelayMs(Number.NaN)).toBe(0);
  });
});

describe('waitWords and waitStopText', () => {
  it('says a wait as a person reads it', () => {
    expect(waitWords(0)).toBe('0 s');
    expect(waitWords(1)).toBe('1 s');
    expect(waitWords(120_000)).toBe('120 s');
    expect(waitWords(299_001)).toBe('300 s');
    expect(waitWords(300_000)).toBe('5 min');
    expect(waitWords(25 * 60_000 + 29_000)).toBe('25 min');
    expect(waitWords(2 * 3_600_000 - 1)).toBe('120 min');
    expect(waitWords(2 * 3_600_000)).toBe('2 h');
    expect(waitWords(47 * 3_600_000)).toBe('47 h');
    expect(waitWords(48 * 3_600_000)).toBe('2 days');
    expect(waitWords(3_000_000_000)).toBe('34 days');
    expect(waitWords(RETRY_AFTER_READ_MAX_MS - 1)).toBe('364 days');
    expect(waitWords(RETRY_AFTER_READ_MAX_MS)).toBe('a year or more');
    expect(waitWords(Number.POSITIVE_INFINITY)).toBe('a year or more');
    expect(waitWords(Number.NaN)).toBe('a year or more');
  });

  it('ends each stop with what the user can do', () => {
    expect(waitStopText({ kind: 'too-long', askedMs: 3_000_000_000 })).toBe(
      'The server asked to wait 34 days; stopped. Retry when you choose.',
    );
    expect(waitStopText({ kind: 'ask', resumes: 3 })).toBe(
      'The server asked to wait again after 3 automatic retries; stopped. Retry when you choose.',
    );
  });
});
