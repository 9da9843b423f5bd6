import { createFakeExplorer } from '../../renderer/test/fake-explorer';
import { startDemoApi } from '../../demo-api/server';
import { createExplorerApi } from '../ipc/explorer-api';
import { makeTempDir } from '../test/test-stores';
import { describeExplorerContract } from '../test/explorer-contract-suite';
import { createTestServices, TEST_APP_URL } from '../test/main-services';

describeExplorerContract('the renderer’s fake', async () => {
  const fake = createFakeExplorer({ messagesPerLocation: 9 });
  return { api: fake.api, grantPaste: fake.clipboard.grantRead, close: async () => undefined };
});

describeExplorerContract('the real services behind the dispatcher', async () => {
  const dir = await makeTempDir();
  const demo = await startDemoApi({ latencyMs: 0 });
  const { services } = createTestServices({ dir: dir.path, demoBaseUrl: demo.baseUrl });
  // As the preload builds window.explorer, over a transport that clones like IPC does.
  const api = createExplorerApi({
    invoke: (channel, input) => services.dispatch(channel, structuredClone(input), TEST_APP_URL),
    subscribe: () => () => undefined,
  });
  return {
    api,
    grantPaste: () => services.pasteGrants.grant(),
    close: async () => {
      await demo.close();
      await dir.remove();
    },
  };
});
