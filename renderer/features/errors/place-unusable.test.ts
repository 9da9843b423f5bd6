import { describe, expect, it } from 'vitest';
import type { ExplorerError } from '../../../common/ipc/contract';
import { placeUnusable } from './place-unusable';

const refused: ExplorerError = { kind: 'unauthorized', status: 401, message: 'Refused.', refused: 'location' };

describe('whether every page of a location can be walked now', () => {
  it('not while the search is refused or the server cannot be reached, each with its reason', () => {
    expect(placeUnusable(refused, false, undefined)).toMatch(/^This location refused the request \(401\)/);
    expect(placeUnusable({ ...refused, refused: 'token' }, true, undefined)).toMatch(/^The API token was refused/);
    expect(placeUnusable({ kind: 'network', message: 'Down.' }, true, undefined)).toMatch(/could not be reached/);
    expect(placeUnusable({ kind: 'timeout', message: 'Slow.' }, false, undefined)).toMatch(/could not be reached/);
  });

  it('not when the location was found refused and nothing has been asked since', () => {
    expect(placeUnusable(null, false, { status: 'failed', checkedAt: '2026-01-01T00:00:00Z', error: refused })).toMatch(/refused/);
  });

  it('yes once a search was answered, after other errors, or with nothing known against it', () => {
    expect(placeUnusable(null, true, { status: 'failed', checkedAt: '2026-01-01T00:00:00Z', error: refused })).toBeNull();
    expect(placeUnusable({ kind: 'server', status: 500, message: 'Oops.' }, true, undefined)).toBeNull();
    expect(placeUnusable(null, false, undefined)).toBeNull();
  });
});
