import type { Clipboard } from 'electron';
import type { SystemClipboard } from '../app/create-handlers';

/**
 * Electron's clipboard (the OS clipboard, plain text only) behind the contract's clipboard
 * operations. Copy and paste go through main because the session denies every permission check,
 * which is what navigator.clipboard asks for in Electron.
 */
export function createElectronClipboard(clipboard: Pick<Clipboard, 'writeText' | 'readText'>): SystemClipboard {
  return {
    writeText: (text) => clipboard.writeText(text),
    readText: () => clipboard.readText(),
  };
}
