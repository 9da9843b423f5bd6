// The renderer's calls to main: one method per operation of the contract (common/ipc/contract.ts),
// of the same name, resolving to the operation's value, and one on<Event> per event; made from the
// channel list's names, so an operation added to the contract is here with nothing written. Main
// never throws across IPC: it answers { ok: false }, which becomes a rejection here, as the same
// ExplorerFailure main's services threw, so TanStack Query (and any caller) sees the error with
// its kind intact.
import type { EventName, ExplorerApi, OperationInput, OperationName, OperationResult, Result } from '../../common/ipc/contract';
import { eventChannels, operationChannels, subscriptionMethod } from '../../common/ipc/channels';
import { unwrap } from './explorer';

export type MainProcess = { readonly [K in OperationName]: (input: OperationInput<K>) => Promise<OperationResult<K>> } & Readonly<
  Omit<ExplorerApi, OperationName>
>;

function createMainProcess(): MainProcess {
  const calls: Record<string, unknown> = {};
  // window.explorer is looked up per call: it is the preload's (or a test's) and may be set after import.
  for (const name of Object.keys(operationChannels) as OperationName[]) {
    calls[name] = async (input: unknown) => unwrap(await (window.explorer[name] as (input: unknown) => Promise<Result<unknown>>)(input));
  }
  for (const name of Object.keys(eventChannels) as EventName[]) {
    const method = subscriptionMethod(name);
    calls[method] = (listener: (payload: never) => void) =>
      (window.explorer[method] as (listener: (payload: never) => void) => () => void)(listener);
  }
  return Object.freeze(calls) as MainProcess;
}

export const mainProcess = createMainProcess();
