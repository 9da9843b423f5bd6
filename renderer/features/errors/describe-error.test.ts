import { describe, expect, it } from 'vitest';
import type { ExplorerError } from '../../../common/ipc/contract';
import { describeError } from './describe-error';

const unauthorized: ExplorerError = { kind: 'unauthorized', status: 401, message: 'The API refused…' };

describe('describeError for a 401', () => {
  it('leads with "Pick another location" when main found the location refused', () => {
    const described = describeError({ ...unauthorized, refused: 'location' });
    expect(described.title).toBe('Access to this location was refused (401)');
    expect(described.actions[0]).toBe('pick-location');
  });

  it('leads with "Re-enter token" when the token was refused, or when the cause is not known', () => {
    expect(describeError({ ...unauthorized, refused: 'token' }).actions[0]).toBe('reenter-token');
    expect(describeError(unauthorized).actions).toEqual(['reenter-token', 'pick-location']);
  });
});
