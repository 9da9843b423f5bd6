import { mainProcess } from './main-process';

/**
 * The renderer's only way to the system clipboard: every copy and paste goes through main (the
 * contract's clipboard operations, Electron's clipboard in the app), because the page keeps no
 * clipboard permission. A refusal rejects, so callers show their own "could not copy" message.
 */
export async function copyText(text: string): Promise<void> {
  await mainProcess.clipboardWriteText({ text });
}

export function readText(): Promise<string> {
  return mainProcess.clipboardReadText({});
}
