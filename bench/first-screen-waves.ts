// What a merged first screen cannot be faster than: every stream's first page, the connection's
// requests at once at a time. The figure counts each wave as the server's latency alone;
// this one also times the same waves with nothing of the app around them (the demo's own work and
// the transport of each answer included), so the app's share is told apart from the server's.
import { MIN_FIRST_PAGE } from '../electron/across-locations/first-page-size';
import { DEFAULT_REQUESTS_AT_ONCE } from '../common/limits/requests-at-once';
import type { BareTarget } from './bare-search';
import { bareSearch } from './bare-search';
import type { Figure } from './figures';
import { median, round } from './figures';

/** The allowance over ⌈streams / requests at once⌉ waits of the server's latency. */
const WITHIN = 1.2;

/** One stream's first page as the app's merged search asks it: its smallest first page. */
export const firstPageTarget = (target: Omit<BareTarget, 'pageSize'>): BareTarget => ({ ...target, pageSize: MIN_FIRST_PAGE });

/** Ms to read every target's first page, `atOnce` at a time, with nothing of the app around the requests. */
export async function bareWaves(targets: readonly BareTarget[], atOnce = DEFAULT_REQUESTS_AT_ONCE): Promise<number> {
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < targets.length) await bareSearch(targets[next++]!, undefined);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, targets.length) }, lane));
  return performance.now() - started;
}

/** The bare waves as many times as the app's searches are measured, after as many not counted. */
export async function bareWavesRuns(
  targets: readonly BareTarget[],
  { runs, warmUpRuns }: { runs: number; warmUpRuns: number },
): Promise<number[]> {
  const measured: number[] = [];
  for (let run = 0; run < warmUpRuns + runs; run++) {
    const ms = await bareWaves(targets);
    if (run >= warmUpRuns) measured.push(ms);
  }
  return measured;
}

/**
 * The first screen against its floor: the waits the issue counts (⌈streams / requests at once⌉ ×
 * the server's latency, within 1.2×), and the same waves read bare in the same run.
 */
export function firstScreenWaveFigures(
  key: string,
  firstScreenMs: readonly number[],
  bareMs: readonly number[],
  streams: number,
  latencyMs: number,
): Figure[] {
  const waves = Math.ceil(streams / DEFAULT_REQUESTS_AT_ONCE);
  const app = median([...firstScreenMs]);
  const bare = median([...bareMs]);
  const figures: Figure[] = [
    {
      key: `${key}_over_bare_waves`,
      value: round(app / bare, 2),
      unit: '×',
      target: { comparison: '<=', value: WITHIN },
      detail: `median ${round(app, 1)} ms / ${round(bare, 1)} ms for the same ${streams} first pages read bare, ${DEFAULT_REQUESTS_AT_ONCE} at a time (${waves} waves)`,
    },
  ];
  if (latencyMs > 0)
    figures.push({
      key: `${key}_ms`,
      value: round(app, 1),
      unit: 'ms',
      target: { comparison: '<=', value: round(WITHIN * waves * latencyMs, 1) },
      detail: `${WITHIN} × ${waves} waves × ${latencyMs} ms of server latency; one bare wave took ${round(bare / waves, 1)} ms here`,
    });
  return figures;
}
