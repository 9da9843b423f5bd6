// Each attempt ties its own abort to the caller's signal: nothing of it may outlive the attempt.
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDemo } from '../test/api-demo';
import { recordingClient, startTestDemo } from '../test/api-demo';

let demo: TestDemo | undefined;
afterEach(async () => {
  await demo?.api.close();
  demo = undefined;
});

describe('an attempt', () => {
  it('leaves no listener on the caller’s signal, retried or not', async () => {
    demo = await startTestDemo();
    demo.api.queueFaults('500');
    const controller = new AbortController();
    const { client } = recordingClient();
    for (let page = 0; page < 3; page++) await client.searchMessages(demo.params({ signal: controller.signal }));
    // A walk shares one signal over thousands of pages: a listener left per attempt would pile up.
    expect(getEventListeners(controller.signal, 'abort')).toEqual([]);
  });
});
