import type { JobProgress } from '../../../common/ipc/contract';

/** 65_000 ms → "1:05"; an hour or more → "1:02:03". */
export function formatElapsed(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export interface ProgressEstimate {
  /** 0–100, whole numbers. */
  percent: number;
  total: number;
  /** null until there is a rate to go by. */
  remainingMs: number | null;
}

/** Only when the server reported a total: the contract defines none, so usually there is no estimate. */
export function estimateOf(progress: JobProgress | null): ProgressEstimate | null {
  const total = progress?.estimatedTotal;
  if (!progress || total === undefined || total <= 0) return null;
  const percent = Math.min(100, Math.floor((progress.rows / total) * 100));
  const left = Math.max(0, total - progress.rows);
  const remainingMs = progress.rowsPerSecond > 0 ? (left / progress.rowsPerSecond) * 1000 : null;
  return { percent, total, remainingMs };
}
