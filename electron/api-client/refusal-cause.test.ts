import { describe, expect, it } from 'vitest';
import type { ExplorerError } from '../../common/ipc/contract';
import { refusalNamedByServer } from './refusal-cause';

const refusal = (code: string | undefined, serverMessage: string | undefined): ExplorerError => ({
  kind: 'unauthorized',
  status: 401,
  message: 'Refused.',
  ...(code && { code }),
  ...(serverMessage && { serverMessage }),
});

describe('a 401 named by the server’s own words', () => {
  it('is the location when its code names the location or its message quotes the location id', () => {
    expect(refusalNamedByServer(refusal('LOCATION_NOT_ACCESSIBLE', undefined), 'shut')).toBe('location');
    expect(refusalNamedByServer(refusal(undefined, 'This API token may not access location "shut".'), 'shut')).toBe('location');
  });

  it('is the token when its code names the token or its message says the token is not valid, expired or revoked', () => {
    expect(refusalNamedByServer(refusal('INVALID_TOKEN', 'Denied.'), 'shut')).toBe('token');
    expect(refusalNamedByServer(refusal('UNAUTHENTICATED', 'The API token is not valid. Check it.'), 'shut')).toBe('token');
    expect(refusalNamedByServer(refusal(undefined, 'Invalid bearer token'), 'shut')).toBe('token');
    expect(refusalNamedByServer(refusal(undefined, 'token expired'), 'shut')).toBe('token');
  });

  it('is neither for a bare UNAUTHENTICATED, or words about access rather than the token', () => {
    expect(refusalNamedByServer(refusal('UNAUTHENTICATED', 'Unauthorized'), 'shut')).toBeNull();
    expect(refusalNamedByServer(refusal(undefined, 'This token may not access this location.'), 'shut')).toBeNull();
    expect(refusalNamedByServer(refusal(undefined, undefined), 'shut')).toBeNull();
  });
});
