import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chromium, type Browser, type Page } from '@playwright/test';

export interface PackagedApp {
  page: Page;
  close(): Promise<void>;
}

const DEVTOOLS_LINE = /DevTools listening on (ws:\/\/\S+)/;

/** The browser endpoint Chromium prints on stderr once --remote-debugging-port is open. */
function devToolsEndpoint(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`No DevTools endpoint after ${timeoutMs} ms; the app printed:\n${seen}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = DEVTOOLS_LINE.exec(seen);
      if (match?.[1]) finish(() => resolve(match[1] as string));
    };
    // 'close' rather than 'exit': it comes after the last of stderr has been read.
    const onExit = (code: number | null) => fail(new Error(`The app exited (code ${code}) before opening DevTools; it printed:\n${seen}`));
    function finish(then: () => void) {
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      child.off('close', onExit);
      then();
    }
    function fail(error: Error) {
      finish(() => reject(error));
    }
    child.stderr?.on('data', onData);
    child.on('close', onExit);
  });
}

/**
 * Starts a packaged build and drives its window over the Chrome DevTools Protocol. Playwright's
 * _electron.launch cannot: it needs --inspect, which the release fuses turn off, and the point
 * is to test the binary exactly as it ships.
 */
export async function launchPackagedApp(executable: string, args: string[], env: NodeJS.ProcessEnv): Promise<PackagedApp> {
  const child = spawn(executable, ['--remote-debugging-port=0', ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close().catch(() => undefined);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    }
  };
  try {
    browser = await chromium.connectOverCDP(await devToolsEndpoint(child, 30_000));
    const context = browser.contexts()[0];
    if (!context) throw new Error('The app exposes no browser context over DevTools.');
    const page = context.pages().find((candidate) => !candidate.url().startsWith('devtools:')) ?? (await context.waitForEvent('page'));
    await page.waitForLoadState('domcontentloaded');
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
