import { contextBridge, ipcRenderer } from 'electron';
import { createExplorerApi } from './ipc/explorer-api';

// The whole surface the page gets: one named method per operation of the contract and one
// subscription per event. ipcRenderer itself never reaches the page; listeners get the payload
// only, without the Electron event.
contextBridge.exposeInMainWorld(
  'explorer',
  createExplorerApi({
    invoke: (channel, input) => ipcRenderer.invoke(channel, input),
    subscribe: (channel, listener) => {
      const forward = (_event: Electron.IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(channel, forward);
      return () => {
        ipcRenderer.removeListener(channel, forward);
      };
    },
  }),
);
