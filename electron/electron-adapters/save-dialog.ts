import { join } from 'node:path';
import type { BrowserWindow, Dialog } from 'electron';

/**
 * "Where should the CSV go?": the native save dialog, attached to the app window when there is
 * one (so it is modal to it), starting in Documents with the suggested name. null = cancelled.
 */
export function createSaveDialog(
  dialog: Pick<Dialog, 'showSaveDialog'>,
  getWindow: () => BrowserWindow | undefined,
  documentsDir: () => string,
): (suggestedName: string) => Promise<string | null> {
  return async (suggestedName) => {
    const options = { defaultPath: join(documentsDir(), suggestedName), filters: [{ name: 'CSV', extensions: ['csv'] }] };
    const window = getWindow();
    const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
    return result.canceled || !result.filePath ? null : result.filePath;
  };
}
