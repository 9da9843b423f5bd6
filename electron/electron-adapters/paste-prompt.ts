import type { BrowserWindow, Dialog, MessageBoxOptions } from 'electron';

export const PASTE_PROMPT: MessageBoxOptions = {
  type: 'question',
  buttons: ['Paste', 'Cancel'],
  defaultId: 0,
  cancelId: 1,
  message: 'Paste what you copied into the app?',
  detail: 'The app reads the clipboard only when you paste.',
};

/**
 * The paste gesture main can see for the page's Paste button: a native prompt, modal to the app
 * window, whose Paste button the user presses. Script in the page can ask for the prompt but not
 * answer it, so a click elsewhere in the window never opens the clipboard. True = Paste.
 */
export function createPastePrompt(
  dialog: Pick<Dialog, 'showMessageBox'>,
  getWindow: () => BrowserWindow | undefined,
): () => Promise<boolean> {
  return async () => {
    const window = getWindow();
    const { response } = window ? await dialog.showMessageBox(window, PASTE_PROMPT) : await dialog.showMessageBox(PASTE_PROMPT);
    return response === 0;
  };
}
