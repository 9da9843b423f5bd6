import { randomUUID } from 'node:crypto';
import { createFakeExplorer } from '../../renderer/test/fake-explorer';
import { startDemoApi } from '../../demo-api/server';
import { RECORD_SHAPES } from '../../demo-api/record-shape-names';
import { createExplorerApi } from '../ipc/explorer-api';
import { makeTempDir } from '../test/test-stores';
import { describeExplorerContract } from '../test/explorer-contract-suite';
import { createTestServices, TEST_APP_URL } from '../test/main-services';

// A second server for connection tests, its token made up per run.
const testToken = `tok-${randomUUID()}`;
const READABLE = 'loc-test-open';
const REFUSED = 'loc-test-closed';

// Both sides, against each record shape the demo can serve; the other shape's server also has a smaller maximum page size.
for (const recordShape of RECORD_SHAPES) {
  const serverMaxPageSize = recordShape === 'ours' ? 500 : 40;
  describeExplorerContract(`the renderer’s fake (${recordShape} records)`, async () => {
    const baseUrl = 'https://api.fake.test';
    const fake = createFakeExplorer({
      messagesPerLocation: 9,
      recordShape,
      maxPageSize: serverMaxPageSize,
      servers: [{ baseUrl, tokens: { [testToken]: [READABLE] } }],
    });
    const testServer = { baseUrl, token: testToken, readable: READABLE, refused: REFUSED };
    return {
      api: fake.api,
      grantPaste: fake.clipboard.grantRead,
      testServer,
      recordShape,
      serverMaxPageSize,
      openLink: (text) => void fake.openLink(text),
      close: async () => undefined,
    };
  });

  describeExplorerContract(`the real services behind the dispatcher (${recordShape} records)`, async () => {
    const dir = await makeTempDir();
    const demo = await startDemoApi({ latencyMs: 0, recordShape, maxPageSize: serverMaxPageSize });
    const other = await startDemoApi({
      latencyMs: 0,
      tokens: { [testToken]: [READABLE] },
      locations: { [READABLE]: { name: 'Open', messages: 3 }, [REFUSED]: { name: 'Closed', messages: 3 } },
    });
    const { services } = createTestServices({ dir: dir.path, demoBaseUrl: demo.baseUrl });
    // As the preload builds window.explorer, over a transport that clones like IPC does.
    const api = createExplorerApi({
      invoke: (channel, input) => services.dispatch(channel, structuredClone(input), TEST_APP_URL),
      subscribe: () => () => undefined,
    });
    return {
      api,
      grantPaste: () => services.pasteGrants.grant(),
      testServer: { baseUrl: other.baseUrl, token: testToken, readable: READABLE, refused: REFUSED },
      recordShape,
      serverMaxPageSize,
      openLink: (text) => void services.links.open(text),
      close: async () => {
        await demo.close();
        await other.close();
        await dir.remove();
      },
    };
  });
}
