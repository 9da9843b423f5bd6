import { once } from 'node:events';
import type { Writable } from 'node:stream';

export interface TextOutput {
  /** Resolves at once while the output has room, else when it drains (or fails). */
  write(text: string): Promise<void>;
  end(text?: string): Promise<void>;
}

/** Text into a stream with its backpressure kept, so a slow disk never makes rows pile up in memory. */
export function createTextOutput(output: Writable, failed: Promise<never>): TextOutput {
  return {
    async write(text) {
      if (output.write(text)) return;
      await Promise.race([once(output, 'drain'), failed]);
    },
    async end(text) {
      if (text !== undefined) output.end(text);
      else output.end();
      await Promise.resolve();
    },
  };
}
