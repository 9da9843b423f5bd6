import { wallClockAt } from '../../../common/time/zone-clock';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "2025-11-13 09:30", the form's own spelling, in the zone: what the chips and the form echo show.
 * `exact` adds the milliseconds when there are any, so the form reads back the very instant (a link's bounds).
 */
export function formatWallTime(epochMs: number, zone: string, exact = false): string {
  const wall = wallClockAt(epochMs, zone);
  const milliseconds = exact ? wall.millisecond : 0;
  const fraction = milliseconds ? `.${String(milliseconds).padStart(3, '0')}` : '';
  const seconds = wall.second || fraction ? `:${pad(wall.second)}${fraction}` : '';
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}${seconds}`;
}
