import type { Input, InputEvent } from 'electron';
import { isPasteKey, type PasteGrants } from '../app/paste-grants';

/**
 * The window's input as main sees it, on its way to the page. Both events are emitted by the
 * browser process for input that Chromium delivers (the OS's, or main's own sendInputEvent), so
 * script in the page cannot forge them: a synthetic click or `dispatchEvent` stays in the renderer.
 * Types as in Electron 45's electron.d.ts: 'input-event' carries an InputEvent (its type only),
 * 'before-input-event' a keyboard Input (key and modifiers).
 */
export interface InputSource {
  on(event: 'input-event', listener: (event: unknown, input: Pick<InputEvent, 'type'>) => void): unknown;
  on(event: 'before-input-event', listener: (event: unknown, input: Pick<Input, 'type' | 'key' | 'control' | 'meta' | 'shift'>) => void): unknown;
}

/** Presses of a pointer: a mouse button going down or up (a click fires on the release), a tap. */
const POINTER_PRESSES: ReadonlySet<InputEvent['type']> = new Set(['mouseDown', 'mouseUp', 'gestureTap']);

/** Grants a clipboard read for each press of the mouse, a tap, or a paste key in `contents`. */
export function watchPasteGestures(contents: InputSource, grants: PasteGrants): void {
  contents.on('input-event', (_event, input) => {
    if (POINTER_PRESSES.has(input.type)) grants.grant();
  });
  // Space presses a button on its release, Enter on its press: both directions count.
  contents.on('before-input-event', (_event, input) => {
    if ((input.type === 'keyDown' || input.type === 'keyUp') && isPasteKey(input)) grants.grant();
  });
}
