import type { DemoApiConfigInput } from './config';
import type { DemoApi } from './server';
import { startDemoApi } from './server';

export interface EmbeddedDemoApi {
  /** Starts the server on first use (random port, once even when called concurrently). */
  baseUrl(): Promise<string>;
  /** Stops the server if it was started; it starts again on the next baseUrl(). */
  stop(): Promise<void>;
}

/** The demo API inside the Electron main process: nothing listens until the demo connection is used. */
export function createEmbeddedDemoApi(config?: DemoApiConfigInput): EmbeddedDemoApi {
  let running: Promise<DemoApi> | null = null;
  return {
    baseUrl() {
      if (!running) {
        const starting = startDemoApi(config);
        running = starting;
        // A failed start is not remembered: the next call tries again.
        starting.catch(() => {
          if (running === starting) running = null;
        });
      }
      return running.then((api) => api.baseUrl);
    },
    async stop() {
      const current = running;
      running = null;
      if (!current) return;
      const api = await current.catch(() => null);
      await api?.close();
    },
  };
}
