import { describe, expect, it } from 'vitest';
import type { ConnectionView } from '../../../common/ipc/contract';
import type { ConnectionDraft } from './connection-draft';
import { draftProblems } from './connection-draft';

const saved: ConnectionView = {
  id: 'c1', label: 'Production', baseUrl: 'https://api.example.com', hint: 'abcd', locations: [{ id: 'loc-1' }],
  storage: 'encrypted', needsToken: false, isDemo: false, maxPageSize: 500, requestTimeoutMs: 30_000, followIntervalMs: 10_000, requestsAtOnce: 6,
};
const draft = (overrides: Partial<ConnectionDraft>): ConnectionDraft => ({
  label: 'Production', baseUrl: 'https://api.example.com', token: '', keepToken: 'disk', locations: [], maxPageSize: '', timeoutSeconds: '', followSeconds: '', requestsAtOnce: '',
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
    for (const fine of ['', '1', '16', ' 6 ']) expect(draftProblems(draft({ requestsAtOnce: fine }), saved).requestsAtOnce, fine).toBeUndefined();
    for (const refused of ['0', '17', '2.5', 'six']) expect(draftProblems(draft({ requestsAtOnce: refused }), saved).requestsAtOnce, refused).toMatch(/1 to 16/);
  });
});
