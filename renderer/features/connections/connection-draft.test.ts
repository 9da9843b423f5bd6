import { describe, expect, it } from 'vitest';
import type { ConnectionView } from '../../../common/ipc/contract';
import type { ConnectionDraft } from './connection-draft';
import { draftProblems } from './connection-draft';
import { MAX_PAGE_SIZE_BOUND, REQUEST_TIMEOUT_MS_BOUND } from '../../../common/limits/connection-limits';

const saved: ConnectionView = {
  id: 'c1',
  label: 'Production',
  baseUrl: 'https://api.example.com',
  hint: 'abcd',
  locations: [{ id: 'loc-1' }],
  storage: 'encrypted',
  needsToken: false,
  isDemo: false,
  maxPageSize: 500,
  requestTimeoutMs: 30_000,
  followIntervalMs: 10_000,
  requestsAtOnce: 6,
};
const draft = (overrides: Partial<ConnectionDraft>): ConnectionDraft => ({
  label: 'Production',
  baseUrl: 'https://api.example.com',
  token: '',
  keepToken: 'disk',
  locations: [],
  maxPageSize: '',
  timeoutSeconds: '',
  followSeconds: '',
  requestsAtOnce: '',
  ...overrides,
});

describe('draftProblems', () => {
  it('keeps the saved token when the server stays the same', () => {
    expect(draftProblems(draft({ baseUrl: 'https://api.example.com/v2' }), saved).token).toBeUndefined();
  });

  it('asks for the token again when the server address moves to another origin', () => {
    expect(draftProblems(draft({ baseUrl: 'https://api.example.net' }), saved).token).toMatch(/server address changed/);
    expect(draftProblems(draft({ baseUrl: 'https://api.example.net', token: 'tok-new' }), saved).token).toBeUndefined();
  });

  it('takes a follow interval of whole seconds from 1 to 3600, empty meaning the default', () => {
    expect(draftProblems(draft({ followSeconds: '' }), saved).followSeconds).toBeUndefined();
    expect(draftProblems(draft({ followSeconds: '3600' }), saved).followSeconds).toBeUndefined();
    expect(draftProblems(draft({ followSeconds: '0' }), saved).followSeconds).toMatch(/1 to 3600/);
    expect(draftProblems(draft({ followSeconds: '3601' }), saved).followSeconds).toMatch(/1 to 3600/);
    expect(draftProblems(draft({ followSeconds: '2.5' }), saved).followSeconds).toMatch(/1 to 3600/);
  });

  it('takes requests at once as a whole number from 1 to 16, empty meaning the default', () => {
    for (const fine of ['', '1', '16', ' 6 '])
      expect(draftProblems(draft({ requestsAtOnce: fine }), saved).requestsAtOnce, fine).toBeUndefined();
    for (const refused of ['0', '17', '2.5', 'six'])
      expect(draftProblems(draft({ requestsAtOnce: refused }), saved).requestsAtOnce, refused).toMatch(/1 to 16/);
  });

  it('takes the page size and timeout main takes (connection-limits.ts), in the units the form shows', () => {
    expect(draftProblems(draft({ maxPageSize: String(MAX_PAGE_SIZE_BOUND.max) }), saved).maxPageSize).toBeUndefined();
    expect(draftProblems(draft({ maxPageSize: String(MAX_PAGE_SIZE_BOUND.max + 1) }), saved).maxPageSize).toBe(
      'A whole number from 1 to 100000.',
    );
    expect(draftProblems(draft({ timeoutSeconds: String(REQUEST_TIMEOUT_MS_BOUND.max / 1000) }), saved).timeoutSeconds).toBeUndefined();
    expect(draftProblems(draft({ timeoutSeconds: '0' }), saved).timeoutSeconds).toBe('A whole number of seconds from 1 to 600.');
  });

  it('refuses a token that would not make a clean Authorization header before main is asked', () => {
    for (const token of ['tok en', 'tok\u00e9n', 'tok\u0007'])
      expect(draftProblems(draft({ token }), saved).token, JSON.stringify(token)).toBe('A token is printable ASCII without spaces.');
    expect(draftProblems(draft({ token: ' tok-new ' }), saved).token).toBeUndefined();
  });
});
