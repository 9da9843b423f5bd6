import type { Input } from 'electron';
import { isPasteKey, type PasteGrants } from '../app/paste-grants';

/**
 * The window's keyboard input as main sees it, on its way to the page. Emitted by the browser
 * process for input Chromium delivers (the OS's, or main's own sendInputEvent), so script in the
 * page cannot forge it: a synthetic `dispatchEvent` stays in the renderer. Type as in Electron 45's
 * electron.d.ts: 'before-input-event' carries a keyboard Input (key and modifiers).
 */
export interface InputSource {
  on(
    event: 'before-input-event',
    listener: (event: unknown, input: Pick<Input, 'type' | 'key' | 'control' | 'meta' | 'shift'>) => void,
  ): unknown;
}

/**
 * Grants a clipboard read for each paste shortcut pressed in `contents`. Mouse presses grant
 * nothing: main cannot tell a click on the page's Paste button from any other, so that button
 * asks main's own prompt instead (paste-prompt.ts).
 */
export function watchPasteGestures(contents: InputSource, grants: PasteGrants): void {
  contents.on('before-input-event', (_event, input) => {
    if (input.type === 'keyDown' && isPasteKey(input)) grants.grant();
  });
}
