import type { IpcMain } from 'electron';
import type { Dispatch } from './dispatch';
import type { EventName, EventPayloads } from '../../common/ipc/contract';
import { operations } from '../../common/ipc/contract';

/** What of Electron's ipcMain the binding uses; main.ts passes the real one (run-time electron stays in its layer). */
export type IpcHandlers = Pick<IpcMain, 'handle' | 'removeHandler'>;

/**
 * Binds every operation of the contract to ipcMain. The sender's frame URL goes to the dispatcher,
 * which refuses any frame but the app's own page. This file and the preload are the only ones
 * that use Electron's IPC objects; main.ts alone imports ipcMain, to hand it here (lint rules).
 */
export function registerIpc(ipcMain: IpcHandlers, dispatch: Dispatch): () => void {
  const channels = Object.values(operations).map((operation) => operation.channel);
  for (const channel of channels) {
    ipcMain.handle(channel, (event, input: unknown) => dispatch(channel, input, event.senderFrame?.url));
  }
  return () => channels.forEach((channel) => ipcMain.removeHandler(channel));
}

export type EmitEvent = <K extends EventName>(name: K, payload: EventPayloads[K]) => void;
