import type { EventName, ExplorerApi, OperationName } from '../../common/ipc/contract';
import { events, operations } from '../../common/ipc/contract';

/** How the API reaches main: ipcRenderer in the preload, a Playwright binding in the e2e harness. */
export interface ExplorerTransport {
  invoke: (channel: string, input: unknown) => Promise<unknown>;
  subscribe: (channel: string, listener: (payload: unknown) => void) => () => void;
}

/** Builds `window.explorer`: one named method per operation, one `on<Event>` per event. */
export function createExplorerApi(transport: ExplorerTransport): ExplorerApi {
  const api: Record<string, unknown> = {};
  for (const name of Object.keys(operations) as OperationName[]) {
    const { channel } = operations[name];
    api[name] = (input: unknown) => transport.invoke(channel, input);
  }
  for (const name of Object.keys(events) as EventName[]) {
    const { channel } = events[name];
    const method = `on${name[0]!.toUpperCase()}${name.slice(1)}`;
    api[method] = (listener: (payload: unknown) => void) => transport.subscribe(channel, listener);
  }
  return Object.freeze(api) as ExplorerApi;
}
