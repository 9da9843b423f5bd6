import { describe, expect, it } from 'vitest';
import { createFakeElectron } from '../test/fake-electron';
import { createPastePrompt, PASTE_PROMPT } from './paste-prompt';

describe('createPastePrompt (main’s own paste prompt)', () => {
  function prompt(messageBoxAnswer: number, withWindow = true) {
    const fake = createFakeElectron({ isPackaged: true, userData: '/nowhere', messageBoxAnswer });
    fake.ready();
    const window = new fake.module.BrowserWindow({});
    return { ask: createPastePrompt(fake.module.dialog as never, () => (withWindow ? (window as never) : undefined)), log: fake.log };
  }

  it('says yes only when the user chooses Paste, in a box attached to the app window', async () => {
    const paste = prompt(0);
    expect(await paste.ask()).toBe(true);
    expect(paste.log.messageBoxes).toEqual([{ attached: true, options: PASTE_PROMPT }]);
    expect(await prompt(1).ask()).toBe(false);
  });

  it('still asks, unattached, before the window exists', async () => {
    const early = prompt(0, false);
    expect(await early.ask()).toBe(true);
    expect(early.log.messageBoxes[0]?.attached).toBe(false);
  });
});
