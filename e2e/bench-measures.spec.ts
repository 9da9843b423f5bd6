// The benchmark's in-page measurements, checked against work and waits of known size: what the
// bench reports as the app's must include the app's work and leave out the server's wait.
import { median } from '../bench/figures';
import { setPageSize } from '../bench/renderer';
import { splitFirstRow, takeSearchRequestSpans, timeSearchRequests, timeSearchToFirstRow } from '../bench/renderer-page';
import { measureScrollWork } from '../bench/scroll-work';
import { expect, test } from './support/explorer-test';
import { expectRowsOfLocation, searchButton } from './support/ui';

const INJECTED_MS = 25;

test("scroll work counts the work the grid's scroll handlers do in the step", async ({ launch }) => {
  const { page } = await launch({ viewport: { width: 1024, height: 640 } });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await setPageSize(page, 500);
  await searchButton(page).click();
  await expect(page.getByText(/500 rows/).first()).toBeVisible();
  const plain = await measureScrollWork(page, { axis: 'down', steps: 12 });
  // Stands in for a slow grid: each scroll event busies the main thread for INJECTED_MS.
  await page.evaluate((ms) => {
    document.querySelector('.grid-scroll')?.addEventListener('scroll', () => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    });
  }, INJECTED_MS);
  const slowed = await measureScrollWork(page, { axis: 'down', steps: 12 });
  expect(slowed.wallMs.length).toBeGreaterThan(5);
  for (const ms of slowed.wallMs) expect(ms).toBeGreaterThanOrEqual(INJECTED_MS);
  // CPU time is what the busy loop got of a core: less than its wall time on a loaded machine, never nothing.
  expect(median(slowed.cpuMs)).toBeGreaterThan(median(plain.cpuMs));
  expect(slowed.maxRenderedRows).toBeGreaterThan(0);
});

test("a slow server's wait is the request's, not the renderer's", async ({ launch }) => {
  const latencyMs = 1_000;
  const { page, demo } = await launch({ demoConfig: { latencyMs } });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await page.evaluate(timeSearchRequests);
  await setPageSize(page, 49);
  const sentBefore = demo.requests.length;
  const { pressedAt, paintedAt } = await page.evaluate(timeSearchToFirstRow, { timeoutMs: 30_000 });
  const [request] = await page.evaluate(takeSearchRequestSpans);
  expect(demo.requests.length).toBe(sentBefore + 1);
  if (!request) throw new Error('No search request was timed.');
  const { rendererMs, requestMs } = splitFirstRow({ pressedAt, paintedAt }, request);
  expect(request.answeredAt - request.sentAt).toBeGreaterThanOrEqual(latencyMs);
  expect(rendererMs).toBeGreaterThan(0);
  expect(rendererMs).toBeLessThan(latencyMs);
  expect(paintedAt - pressedAt).toBeCloseTo(rendererMs + requestMs, 6);
});

test("the renderer's work after sending the request is the renderer's, not the request's", async ({ launch }) => {
  const { page } = await launch();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await page.evaluate(timeSearchRequests);
  // Stands in for a render the press starts after the request went out: the task that sent it
  // keeps the page busy for INJECTED_MS more, while the request is on its way.
  await page.evaluate((ms) => {
    const timed = window.__explorerInvoke;
    window.__explorerInvoke = (channel, input) => {
      const answer = timed(channel, input);
      if (channel === 'messages:search') {
        const until = performance.now() + ms;
        while (performance.now() < until);
      }
      return answer;
    };
  }, INJECTED_MS);
  await setPageSize(page, 48);
  const times = await page.evaluate(timeSearchToFirstRow, { timeoutMs: 30_000 });
  const [request] = await page.evaluate(takeSearchRequestSpans);
  if (!request) throw new Error('No search request was timed.');
  const { rendererMs, requestMs } = splitFirstRow(times, request);
  const aroundTheRequest = request.sentAt - times.pressedAt + (times.paintedAt - request.answeredAt);
  expect(rendererMs - aroundTheRequest).toBeGreaterThanOrEqual(INJECTED_MS);
  expect(times.paintedAt - times.pressedAt).toBeCloseTo(rendererMs + requestMs, 6);
});
