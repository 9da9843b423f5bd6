// Work per scroll step, two ways (see scroll-work-page.ts for why not frame intervals):
// - wall: the page's clock from the scroll event to the end of its frame;
// - CPU: the renderer main thread's CPU time over the step, from Chromium's own counters read in
//   thread time (Performance.getMetrics with timeDomain 'threadTicks'), less what a step of 0 px
//   costs (the measuring itself, two idle frames). Unlike wall time, CPU time does not grow when
//   other processes take the cores, so it is the figure that holds on a shared machine.
import type { Page } from '@playwright/test';
import { openCpuClock } from './chromium-metrics';
import { median } from './figures';
import { scrollStep, scrollToStart } from './scroll-work-page';

export interface ScrollWork {
  wallMs: number[];
  cpuMs: number[];
  /** CPU of a step of 0 px, subtracted from each step's. */
  idleCpuMs: number;
  /** Mean CPU a step of script, style and layout (the rest of a task is mostly paint), idle cost included. */
  meanPartsMs: { script: number; style: number; layout: number };
  maxRenderedRows: number;
  maxHeaderCells: number;
  maxRowCells: number;
  stepPx: number;
  scrolledPx: number;
}

const IDLE_STEPS = 15;

/** Scrolls from one end to the other in about `steps` steps, each at least a screenful (every step shows only new rows or columns). */
export async function measureScrollWork(page: Page, { axis, steps }: { axis: 'down' | 'sideways'; steps: number }): Promise<ScrollWork> {
  const clock = await openCpuClock(page);
  try {
    const counters = clock.read;
    const sums = { script: 0, style: 0, layout: 0 };
    const timedStep = async (stepPx: number) => {
      const before = await counters();
      const step = await page.evaluate(scrollStep, { axis, stepPx });
      const after = await counters();
      if (stepPx > 0) for (const part of ['script', 'style', 'layout'] as const) sums[part] += after[part] - before[part];
      return { step, cpu: after.task - before.task };
    };

    await page.evaluate(scrollToStart, { axis });
    const idle: number[] = [];
    let probe = (await timedStep(0)).step;
    for (let index = 0; index < IDLE_STEPS; index++) idle.push((await timedStep(0)).cpu);
    const idleCpuMs = median(idle);
    const stepPx = Math.max(probe.screenPx, Math.ceil(probe.distance / steps));
    const result: ScrollWork = {
      wallMs: [],
      cpuMs: [],
      idleCpuMs,
      meanPartsMs: sums,
      maxRenderedRows: 0,
      maxHeaderCells: 0,
      maxRowCells: 0,
      stepPx,
      scrolledPx: 0,
    };
    while (probe.position < probe.distance - 1) {
      const { step, cpu } = await timedStep(stepPx);
      result.wallMs.push(step.workMs);
      result.cpuMs.push(Math.max(0, cpu - idleCpuMs));
      result.maxRenderedRows = Math.max(result.maxRenderedRows, step.renderedRows);
      result.maxHeaderCells = Math.max(result.maxHeaderCells, step.headerCells);
      result.maxRowCells = Math.max(result.maxRowCells, step.rowCells);
      probe = step;
    }
    result.scrolledPx = probe.position;
    const count = Math.max(1, result.cpuMs.length);
    result.meanPartsMs = { script: sums.script / count, style: sums.style / count, layout: sums.layout / count };
    return result;
  } finally {
    await clock.detach();
  }
}
