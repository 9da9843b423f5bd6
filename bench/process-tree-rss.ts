// The resident memory of a process and every process it started (Chromium's browser, renderer and
// GPU processes under the harness), read from Linux's /proc; null where there is no /proc.
import { readdir, readFile } from 'node:fs/promises';

const PAGE_BYTES = 4096;

export async function processTreeRssMb(rootPid: number): Promise<number | null> {
  let entries: string[];
  try {
    entries = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const parents = new Map<number, number>();
  const rssPages = new Map<number, number>();
  for (const entry of entries) {
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // The command name is in parentheses and may hold spaces: the fields after the last ")" are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parents.set(Number(entry), Number(fields[1]));
    rssPages.set(Number(entry), Number(fields[21]));
  }
  const inTree = (pid: number): boolean => {
    for (
      let current: number | undefined = pid, hops = 0;
      current !== undefined && current > 0 && hops < 64;
      current = parents.get(current), hops++
    ) {
      if (current === rootPid) return true;
    }
    return false;
  };
  let pages = 0;
  for (const [pid, rss] of rssPages) if (inTree(pid)) pages += rss;
  return (pages * PAGE_BYTES) / (1024 * 1024);
}
