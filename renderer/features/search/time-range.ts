import { instantInZone, startOfDay } from '../../../common/time/zone-clock';

export const TIME_PRESETS = [
  ['1h', 'Last hour'],
  ['24h', 'Last 24 hours'],
  ['today', 'Today'],
  ['yesterday', 'Yesterday'],
  ['7d', 'Last 7 days'],
  ['30d', 'Last 30 days'],
] as const;
export type TimePreset = (typeof TIME_PRESETS)[number][0];
export type TimeRange = '' | TimePreset | 'custom';

const HOUR = 60 * 60_000;
const ROLLING: Readonly<Record<'1h' | '24h', number>> = { '1h': HOUR, '24h': 24 * HOUR };
/**
 * "Last 7 days" and "Last 30 days" are calendar days in the zone shown, today included: 7 whole
 * days (a rolling 7 × 24 hours touches 8), so per-day bars and the chart's table have 7 rows.
 */
const CALENDAR_DAYS: Readonly<Record<'7d' | '30d', number>> = { '7d': 7, '30d': 30 };

/** Epoch ms bounds: `after` included, `before` excluded, as the API reads created_after/created_before. */
export interface Bounds {
  after?: number;
  before?: number;
}

/**
 * A preset's bounds at `now`: the last hour and 24 hours roll; Today, Yesterday and the last 7 or
 * 30 days are calendar days in `zone`, the zone the grid shows.
 */
export function presetBounds(preset: TimePreset, now: number, zone: string): Bounds {
  if (preset === 'today') return { after: startOfDay(now, zone) };
  if (preset === 'yesterday') return { after: startOfDay(now, zone, 1), before: startOfDay(now, zone) };
  if (preset === '7d' || preset === '30d') return { after: startOfDay(now, zone, CALENDAR_DAYS[preset] - 1) };
  return { after: now - ROLLING[preset] };
}

/** Years a typed date may have: a slip such as 202612 is refused rather than sent. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
export const TYPED_TIME_EXAMPLE = '2025-11-13 09:30';

export type TypedTime = { ok: true; epochMs: number | null } | { ok: false; message: string };

// Milliseconds are read too: a link's bounds (search-link.ts) are exact to the millisecond.
const TYPED = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/**
 * A From/Until field: empty (no bound), or a date and a time ("2025-11-13 09:30", a T instead of
 * the space, seconds optional) read in `zone`. Anything else, a date without its time included,
 * is an error: a half-typed bound must never turn into no bound.
 */
export function readTypedTime(text: string, zone: string): TypedTime {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, epochMs: null };
  const match = TYPED.exec(trimmed);
  if (!match) return { ok: false, message: `Type a date and time as ${TYPED_TIME_EXAMPLE}.` };
  const [year = 0, month = 0, day = 0] = match.slice(1, 4).map(Number);
  if (match[4] === undefined) return { ok: false, message: `Add the time too, e.g. ${trimmed} 00:00.` };
  const [hour = 0, minute = 0, second = 0] = match.slice(4, 7).map((part) => Number(part ?? 0));
  if (year < MIN_YEAR || year > MAX_YEAR) return { ok: false, message: `The year must be between ${MIN_YEAR} and ${MAX_YEAR}.` };
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth)
    return { ok: false, message: `There is no day ${trimmed.split(/[ T]/)[0]}.` };
  if (hour > 23 || minute > 59 || second > 59) return { ok: false, message: 'The time must be between 00:00 and 23:59.' };
  const millisecond = Number((match[7] ?? '').padEnd(3, '0'));
  return { ok: true, epochMs: instantInZone({ year, month, day, hour, minute, second, millisecond }, zone) };
}

export interface CustomRangeCheck {
  bounds: Bounds;
  fromError?: string;
  toError?: string;
}

/** Both ends of a custom range, each with its own error; a range that bounds nothing is an error too. */
export function checkCustomRange(createdFrom: string, createdTo: string, zone: string): CustomRangeCheck {
  const from = readTypedTime(createdFrom, zone);
  const to = readTypedTime(createdTo, zone);
  const bounds: Bounds = {};
  if (from.ok && from.epochMs !== null) bounds.after = from.epochMs;
  if (to.ok && to.epochMs !== null) bounds.before = to.epochMs;
  const check: CustomRangeCheck = { bounds };
  if (!from.ok) check.fromError = from.message;
  if (!to.ok) check.toError = to.message;
  if (from.ok && to.ok && bounds.after === undefined && bounds.before === undefined) {
    check.fromError = 'Enter From, Until or both, or choose “Any time”.';
  }
  if (bounds.after !== undefined && bounds.before !== undefined && bounds.before <= bounds.after) {
    check.toError = '“Until” must be later than “From”.';
  }
  return check;
}
