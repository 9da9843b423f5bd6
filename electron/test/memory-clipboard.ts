import type { SystemClipboard } from '../app/create-handlers';

/** The clipboard of the test services and the e2e harness: one text, as Electron's clipboard holds. */
export function createMemoryClipboard(initial = ''): SystemClipboard & { text: string } {
  const clipboard = {
    text: initial,
    writeText: async (text: string) => {
      clipboard.text = text;
    },
    readText: async () => clipboard.text,
  };
  return clipboard;
}
