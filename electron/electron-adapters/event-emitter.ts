import type { WebContents } from 'electron';
import { events } from '../../common/ipc/contract';
import type { EmitEvent } from '../ipc/register';

/**
 * Pushes events to the app window only (never broadcast), with webContents.send: the payload is
 * structured-cloned, where the e2e harness sends JSON. A window that is gone gets nothing.
 */
export function createEventEmitter(getContents: () => WebContents | undefined): EmitEvent {
  return (name, payload) => {
    const contents = getContents();
    if (contents && !contents.isDestroyed()) contents.send(events[name].channel, payload);
  };
}
