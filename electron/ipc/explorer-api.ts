import type { ExplorerApi } from '../../common/ipc/contract';
// Channel names only: the contract's schemas (and zod) stay out of the preload's bundle.
import { eventChannels, operationChannels, subscriptionMethod } from '../../common/ipc/channels';

/** How the API reaches main: ipcRenderer in the preload, a Playwright binding in the e2e harness. */
export interface ExplorerTransport {
  invoke: (channel: string, input: unknown) => Promise<unknown>;
  subscribe: (channel: string, listener: (payload: unknown) => void) => () => void;
}

/** Builds `window.explorer`: one named method per operation, one `on<Event>` per event. */
export function createExplorerApi(transport: ExplorerTransport): ExplorerApi {
  const api: Record<string, unknown> = {};
  for (const [name, channel] of Object.entries(operationChannels)) {
    api[name] = (input: unknown) => transport.invoke(channel, input);
  }
  for (const [name, channel] of Object.entries(eventChannels)) {
    api[subscriptionMethod(name as keyof typeof eventChannels)] = (listener: (payload: unknown) => void) =>
      transport.subscribe(channel, listener);
  }
  return Object.freeze(api) as ExplorerApi;
}
