/** Samples the resident set size every `intervalMs` while work runs and keeps the peak. */
export async function peakRssDuring<T>(work: () => Promise<T>, intervalMs = 50): Promise<{ result: T; peakRss: number; startRss: number }> {
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, intervalMs);
  try {
    const result = await work();
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    return { result, peakRss, startRss };
  } finally {
    clearInterval(timer);
  }
}

export const MB = 1024 * 1024;
