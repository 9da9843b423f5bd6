// The body size limit, set per test. The other malformed answers are rows of fault-matrix.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDemo } from '../test/api-demo';
import { failureOf, recordingClient, startTestDemo } from '../test/api-demo';

let demo: TestDemo | undefined;
afterEach(async () => {
  await demo?.api.close();
  demo = undefined;
});

describe('the body size limit', () => {
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
