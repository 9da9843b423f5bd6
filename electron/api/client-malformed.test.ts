// Answers that are not a usable page, from the demo API's queued faults.
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDemo } from './test-demo';
import { failureOf, recordingClient, startTestDemo } from './test-demo';

let demo: TestDemo | undefined;
afterEach(async () => {
  await demo?.api.close();
  demo = undefined;
});

describe('malformed responses', () => {
  it.each([
    ['malformed', /not valid JSON/, { maxAttempts: 1 }],
    ['wrong-shape', /no list of results \(expected "smsMessages"; members: "status", "count"\)/, {}],
    ['empty-200', /empty body/, {}],
    ['wrong-content-type', /text\/html; charset=utf-8 instead of JSON \(it starts with "<!doctype html>/, {}],
  ] as const)('%s is reported as malformed_response', async (fault, message, retry) => {
    demo = await startTestDemo();
    demo.api.queueFaults(fault);
    const { client, delays } = recordingClient({ retry });
    const failure = await failureOf(client.searchMessages(demo.params()));
    expect(failure.error).toMatchObject({ kind: 'malformed_response', attempts: 1, connectionId: 'conn-1' });
    expect(failure.error.message).toMatch(message);
    expect(delays).toEqual([]);
  });

  it('stops downloading a body over maxBodyBytes', async () => {
    demo = await startTestDemo();
    demo.api.queueFaults('huge-body');
    const { client } = recordingClient({ maxBodyBytes: 256 * 1024 });
    const failure = await failureOf(client.searchMessages(demo.params()));
    expect(failure.error).toMatchObject({ kind: 'malformed_response', attempts: 1 });
    expect(failure.error.message).toMatch(/too large \(more than the 256 KB the app accepts/);
  });

  it('accepts a body under maxBodyBytes', async () => {
    demo = await startTestDemo();
    const { client } = recordingClient({ maxBodyBytes: 256 * 1024 });
    expect((await client.searchMessages(demo.params())).items).toHaveLength(20);
  });
});

describe('redirects', () => {
  it('are reported, not followed: the other origin receives nothing', async () => {
    demo = await startTestDemo();
    demo.api.queueFaults('redirect');
    const { client, delays } = recordingClient();
    const failure = await failureOf(client.searchMessages(demo.params()));
    expect(failure.error).toMatchObject({ kind: 'server', status: 307, attempts: 1 });
    expect(failure.error.message).toContain(`redirected the search to http://localhost:${demo.api.port}`);
    expect(failure.error.message).toMatch(/does not follow redirects with credentials/);
    // The redirect target is the demo itself under another host name: one request means not followed.
    expect(demo.searches()).toHaveLength(1);
    expect(delays).toEqual([]);
  });
});
