import type { TimeRange } from '../../../common/activity/plausible-time';
import type { BucketSize } from './bucket-sizes';
import type { Histogram } from './buckets';
import { formatWhole } from '../../ui/whole-number';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${zone}|${withTime}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(undefined, {
      timeZone: zone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime && { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    });
    formatters.set(key, found);
  }
  return found;
}

const SIZE_WORDS: Readonly<Record<BucketSize, string>> = {
  minute: '1 minute',
  hour: '1 hour',
  day: '1 day',
  week: '1 week (from Monday)',
  month: '1 month',
  year: '1 year',
};

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

function monthFormatter(zone: string, withMonth: boolean): Intl.DateTimeFormat {
  const key = `${zone}|${withMonth}`;
  let found = monthFormatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(undefined, { timeZone: zone, year: 'numeric', ...(withMonth && { month: 'long' }) });
    monthFormatters.set(key, found);
  }
  return found;
}

export function bucketWords(size: BucketSize): string {
  return SIZE_WORDS[size];
}

/** "Mon, Nov 3, 2025, 14:00" for minutes and hours, "Mon, Nov 3, 2025" for days, "Week of Mon, Nov 3, 2025", "November 2025", "2025". */
export function barLabel(histogram: Histogram, bar: number, zone: string): string {
  const start = new Date(histogram.starts[bar] ?? 0);
  if (histogram.size === 'month' || histogram.size === 'year') return monthFormatter(zone, histogram.size === 'month').format(start);
  if (histogram.size === 'day') return dayLabel(start.getTime(), zone);
  if (histogram.size === 'week') return `Week of ${formatter(zone, false).format(start)}`;
  return formatter(zone, true).format(start);
}

/** "Mon, Nov 3, 2025": the day starting at `dayStart` in the zone (the table's day totals). */
export function dayLabel(dayStart: number, zone: string): string {
  return formatter(zone, false).format(new Date(dayStart));
}

/** What a bar holds, for the readout under the chart and the table: "120 messages: Failed 5, Sent 115". */
export function barCounts(histogram: Histogram, bar: number): string {
  const total = histogram.totals[bar] ?? 0;
  const parts = histogram.series.flatMap((label, index) => {
    const count = histogram.values[index]?.[bar] ?? 0;
    return count > 0 ? [`${label} ${formatWhole(count)}`] : [];
  });
  return `${messagesWord(total)}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

export function messagesWord(count: number): string {
  return `${formatWhole(count)} ${count === 1 ? 'message' : 'messages'}`;
}

/** "2 messages dated outside 1970–2029 are not drawn", or '' when every time was drawn. */
export function outsideWords(outside: number, range: TimeRange, zone: string): string {
  if (outside === 0) return '';
  const years = `${monthFormatter(zone, false).format(new Date(range.from))}–${monthFormatter(zone, false).format(new Date(range.to))}`;
  return `${messagesWord(outside)} dated outside ${years} ${outside === 1 ? 'is' : 'are'} not drawn`;
}
