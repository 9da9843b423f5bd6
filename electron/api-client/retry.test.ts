import { describe, expect, it } from 'vitest';
import { ExplorerFailure } from '../../common/errors/failure';
import type { ExplorerError } from '../../common/ipc/contract';
import { TransientBodyFailure } from './response';
import { DEFAULT_RETRY_POLICY, isRetryable, retryDelay } from './retry';

const failure = (error: Partial<ExplorerError>) => new ExplorerFailure({ kind: 'server', message: 'x', ...error });

describe('isRetryable', () => {
  it('retries transient kinds only', () => {
    expect(isRetryable(failure({ kind: 'network' }))).toBe(true);
    expect(isRetryable(failure({ kind: 'timeout' }))).toBe(true);
    expect(isRetryable(failure({ kind: 'rate_limited', status: 429 }))).toBe(true);
    expect(isRetryable(failure({ kind: 'server', status: 503 }))).toBe(true);
    expect(isRetryable(new TransientBodyFailure({ kind: 'malformed_response', message: 'cut off' }))).toBe(true);

    expect(isRetryable(failure({ kind: 'server', status: 307 }))).toBe(false);
    expect(isRetryable(failure({ kind: 'malformed_response' }))).toBe(false);
    expect(isRetryable(failure({ kind: 'invalid_request', status: 400 }))).toBe(false);
    expect(isRetryable(failure({ kind: 'unauthorized', status: 401 }))).toBe(false);
    expect(isRetryable(failure({ kind: 'not_found', status: 404 }))).toBe(false);
    expect(isRetryable(failure({ kind: 'page_token_expired', status: 410 }))).toBe(false);
    expect(isRetryable(failure({ kind: 'cancelled' }))).toBe(false);
  });
});

describe('retryDelay', () => {
  const policy = { ...DEFAULT_RETRY_POLICY, maxAttempts: 10 };

  it('is full jitter over a capped exponential', () => {
    const network = failure({ kind: 'network' });
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(policy, network, attempt, () => 1))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect(retryDelay(policy, network, 3, () => 0.25)).toBe(500);
    expect(retryDelay(policy, network, 3, () => 0)).toBe(0);
  });

  it('lets Retry-After win, up to the cap', () => {
    expect(retryDelay(policy, failure({ kind: 'rate_limited', retryAfterMs: 7000 }), 1, () => 0.5)).toBe(7000);
    expect(retryDelay(policy, failure({ kind: 'rate_limited', retryAfterMs: 60_000 }), 1, () => 0.5)).toBe(60_000);
    expect(retryDelay(policy, failure({ kind: 'rate_limited', retryAfterMs: 60_001 }), 1, () => 0.5)).toBeNull();
  });

  it('puts a floor under a Retry-After of 0 that doubles with each attempt, so a gateway’s 0 is no loop', () => {
    const zero = failure({ kind: 'server', status: 503, retryAfterMs: 0 });
    expect([1, 2, 3].map((attempt) => retryDelay(DEFAULT_RETRY_POLICY, zero, attempt, () => 0))).toEqual([500, 1000, 2000]);
    expect(retryDelay(DEFAULT_RETRY_POLICY, zero, 4, () => 0)).toBeNull();
  });

  it('never hands a timer an endless or overflowing wait, however long the ceiling the caller allows', () => {
    const unbounded = { ...policy, maxRetryAfterMs: Number.POSITIVE_INFINITY };
    expect(retryDelay(unbounded, failure({ kind: 'rate_limited', retryAfterMs: Number.POSITIVE_INFINITY }), 1, () => 0.5)).toBeNull();
    expect(retryDelay(unbounded, failure({ kind: 'rate_limited', retryAfterMs: 3_000_000_000 }), 1, () => 0.5)).toBeNull();
  });

  it('gives up after maxAttempts and on errors that are not retried', () => {
    expect(retryDelay({ ...policy, maxAttempts: 3 }, failure({ kind: 'network' }), 3, () => 1)).toBeNull();
    expect(retryDelay(policy, failure({ kind: 'unauthorized', status: 401 }), 1, () => 1)).toBeNull();
  });
});
