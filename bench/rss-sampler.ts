import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export const MB = 1024 * 1024;

// A full collection before each measured run, so every run starts from the same live heap and
// its growth is its own, not the garbage of the run before (the spread between runs was 37–77 MB
// without it). The flag is set at run time so `npm run bench` needs no node option.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

export interface RssGrowth<T> {
  result: T;
  /** Peak RSS during the work minus the RSS at its start, after a full collection. */
  growth: number;
  startRss: number;
  peakRss: number;
}

/** Samples the resident set size every `intervalMs` while work runs and keeps the growth over its start. */
export async function rssGrowthDuring<T>(work: () => Promise<T>, intervalMs = 50): Promise<RssGrowth<T>> {
  collectGarbage();
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, intervalMs);
  try {
    const result = await work();
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    return { result, growth: peakRss - startRss, startRss, peakRss };
  } finally {
    clearInterval(timer);
  }
}
