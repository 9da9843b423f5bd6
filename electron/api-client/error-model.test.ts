// Main and the renderer read one error table (common/errors/error-table.ts): what main reports
// for a status, whether it retries it, and what the renderer offers next must agree for every status.
import { describe, expect, it } from 'vitest';
import { statusRule } from '../../common/errors/error-table';
import { ExplorerFailure } from '../../common/errors/failure';
import { describeError } from '../../renderer/features/errors/describe-error';
import type { ErrorHints } from './error-body';
import type { RequestContext } from './http-errors';
import { httpError, redirectError } from './http-errors';
import { isRetryable } from './retry';

const context: RequestContext = { origin: 'https://api.example.test', connectionLabel: 'Work', locationId: 'loc-1', sentPageToken: false };
const statuses = Array.from({ length: 200 }, (_, index) => 400 + index);

describe('one error model for main and the renderer', () => {
  it("gives every 4xx and 5xx main's kind and retry from the table", () => {
    for (const status of statuses) {
      const error = httpError({ status, hints: {} }, context);
      const rule = statusRule(status);
      expect([status, error.kind, isRetryable(new ExplorerFailure(error))]).toEqual([status, rule.kind, rule.retryable]);
    }
  });

  it('offers "change the page size" in main\'s words exactly when the renderer shows its button', () => {
    const hints: ErrorHints[] = [
      { field: 'page_size' },
      { message: 'Page size too large' },
      { message: 'query too long', field: 'query' },
      {},
    ];
    const pairs = hints.map((hint) => {
      const error = httpError({ status: 400, hints: hint }, context);
      return [error.message.endsWith('Change the page size.'), describeError(error).actions[0] === 'change-page-size'];
    });
    expect(pairs).toEqual([
      [true, true],
      [true, true],
      [false, false],
      [false, false],
    ]);
  });

  it('reports a 3xx as a redirect that is neither followed nor retried', () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const error = redirectError(status, 'https://elsewhere.example.test/x', context);
      expect(isRetryable(new ExplorerFailure(error))).toBe(false);
      expect(describeError(error)).toMatchObject({
        title: `The server redirected the request (${status})`,
        actions: ['connection-settings'],
      });
    }
  });
});
