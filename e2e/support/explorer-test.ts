import { test as base, type Page, type TestInfo } from '@playwright/test';
import { startDemoApi, type DemoApi, type DemoApiConfigInput } from '../../demo-api/server';
import { launchExplorer, type Explorer, type LaunchOptions } from '../harness';

export { expect } from '@playwright/test';

interface ExplorerFixtures {
  /** Opens the app in the harness; every app opened is closed after the test, pass or fail. */
  launch: (options?: LaunchOptions) => Promise<Explorer>;
  /** Starts another API server (the demo API with its own tokens and locations); closed after the test. */
  startApi: (config: DemoApiConfigInput) => Promise<DemoApi>;
}

export const test = base.extend<ExplorerFixtures>({
  // Playwright reads the fixtures a function uses from its destructuring pattern: this one uses none.
  // eslint-disable-next-line no-empty-pattern
  launch: async ({}, use, testInfo) => {
    const opened: Explorer[] = [];
    await use(async (options) => {
      const explorer = await launchExplorer(options);
      opened.push(explorer);
      return explorer;
    });
    if (testInfo.status !== testInfo.expectedStatus) {
      // What the app showed when the test failed, and what it logged.
      for (const [index, explorer] of opened.entries()) {
        await screenshot(explorer.page, testInfo, `at-failure-${index + 1}`).catch(() => undefined);
        await testInfo.attach(`main-log-${index + 1}`, { body: explorer.mainLog.join('\n'), contentType: 'text/plain' });
        await testInfo.attach(`console-${index + 1}`, { body: explorer.consoleLog.join('\n'), contentType: 'text/plain' });
      }
    }
    await Promise.all(opened.map((explorer) => explorer.close()));
  },
  // eslint-disable-next-line no-empty-pattern
  startApi: async ({}, use) => {
    const started: DemoApi[] = [];
    await use(async (config) => {
      const api = await startDemoApi(config);
      started.push(api);
      return api;
    });
    await Promise.all(started.map((api) => api.close()));
  },
});

/** Saves a screenshot of the page under the test's output folder and attaches it to the report. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  return path;
}
