import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CONNECTION } from '../demo-api/demo-connection';
import type { DemoApi } from '../demo-api/server';
import { startDemoApi } from '../demo-api/server';
import { measureMainShare } from './first-row-main';

let demo: DemoApi | undefined;
afterEach(async () => {
  await demo?.close();
  demo = undefined;
});

describe('measureMainShare', () => {
  // A slow server must show as the server's time, never as the app's: the split is the point.
  it("counts a slow server's wait as server time, not main's", async () => {
    demo = await startDemoApi({ latencyMs: 300 });
    const share = await measureMainShare({
      baseUrl: demo.baseUrl,
      token: DEMO_CONNECTION.token,
      locationId: 'loc-harbor-dental',
      pageSizes: [50, 49],
    });
    expect(share.serverMs).toBeGreaterThanOrEqual(300);
    expect(share.mainMs).toBeLessThan(300);
    expect(share.mainMs + share.serverMs).toBeCloseTo(share.dispatchMs, 6);
  });

  it('times the stages of main on the page the server sent', async () => {
    demo = await startDemoApi({ latencyMs: 0 });
    const share = await measureMainShare({
      baseUrl: demo.baseUrl,
      token: DEMO_CONNECTION.token,
      locationId: 'loc-harbor-dental',
      pageSizes: [50],
    });
    for (const part of [share.redactMs, share.jsonParseMs, share.flattenMs]) expect(part).toBeGreaterThan(0);
    expect(share.envelopeMs).toBeGreaterThanOrEqual(0);
    expect(share.jsonParseMs).toBeLessThan(share.mainMs + share.serverMs);
  });
});
