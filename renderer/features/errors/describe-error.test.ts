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

describe('describeError for a walk through the pages', () => {
  it('offers to start again from the first page when the walk was refused its place', () => {
    const described = describeError({ kind: 'page_token_expired', message: 'The page token has expired.', attempts: 2 });
    expect(described).toEqual({
      title: 'The page token was rejected again',
      detail: 'The page token has expired. (2 attempts)',
      actions: ['restart', 'retry'],
    });
  });

  it('says an oversized token stopped the walk, and offers only to start again', () => {
    expect(describeError({ kind: 'malformed_response', walkStop: 'page_token_too_long', message: 'Too long.' })).toEqual({
      title: 'The server sent an oversized page token',
      detail: 'Too long.',
      actions: ['restart'],
    });
  });

  it('keeps each other kind to its own next step', () => {
    expect(describeError({ kind: 'invalid_request', message: 'x' }).actions).toEqual(['retry', 'restart']);
    expect(describeError({ kind: 'malformed_response', message: 'x' }).actions).toEqual(['retry']);
    expect(describeError({ kind: 'not_found', message: 'x' }).actions).toEqual(['connection-settings', 'retry']);
  });
});
