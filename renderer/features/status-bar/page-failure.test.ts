import { describe, expect, it } from 'vitest';
import { pageFailureOf } from './page-failure';
import type { PageFailureInput } from './page-failure';

const base: PageFailureInput = {
  error: null,
  hasRows: true,
  nextPageFailed: false,
  previousPageFailed: false,
  nextPageNumber: 2,
  walkStop: null,
};
const serverError = { kind: 'server' as const, status: 500, message: 'The server failed.' };

describe('pageFailureOf (the status bar)', () => {
  it('names the later page that failed, beside rows already shown', () => {
    expect(pageFailureOf({ ...base, error: serverError, nextPageFailed: true })).toEqual({
      text: 'Page 2 failed to load: Server error (500)',
      restart: false,
    });
  });

  it('says an earlier page failed, and a stopped walk, and nothing for a first-page error (the panel stands in the grid)', () => {
    expect(pageFailureOf({ ...base, error: serverError, previousPageFailed: true })?.text).toMatch(/^An earlier page failed/);
    expect(
      pageFailureOf({ ...base, walkStop: { kind: 'server', message: 'The server repeats its pages.', walkStop: 'server_loop' } }),
    ).toMatchObject({ restart: true });
    expect(pageFailureOf({ ...base, hasRows: false, error: serverError })).toBeNull();
    expect(pageFailureOf(base)).toBeNull();
  });
});
