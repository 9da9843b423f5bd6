import type { ActivityCounts, StackCounts, StackKey } from './activity-data';
import { OTHER_VALUE, shortLabel, STACK_KEYS, STACKINGS } from './stackings';
import type { StackLabel } from './stackings';
import { detectTimeField, readTime } from './time-field';

export const MINUTE_MS = 60_000;
export const QUARTER_HOUR_MS = 15 * MINUTE_MS;
/** Distinct minutes kept before counting by quarter hours: bounds memory on a long search. */
export const MAX_MINUTE_UNITS = 20_000;
/** Series per stacking; later labels count as "(other)", so a server sending a new status per message cannot grow memory. */
export const MAX_SERIES = 10;

export interface ActivityCounterOptions {
  /**
   * Applied to the server's text before the counts keep it: each new label (one read from the
   * record whole, and again once cut) and the time field's name. Main removes the token with it,
   * so the records counted may be as the server sent them.
   */
  scrubLabel?: (label: string) => string;
  /** The stackings counted; status and direction when omitted. A count must have those two. */
  stackings?: Readonly<typeof STACKINGS & Partial<Record<StackKey, StackLabel>>>;
  /** Series a stacking lists first, in this order, even before (or without) a message of theirs. */
  seriesFirst?: Partial<Record<StackKey, readonly string[]>>;
}

export interface ActivityCounter {
  add(records: readonly Record<string, unknown>[]): void;
  counts(): ActivityCounts;
}

interface Tally {
  label: StackLabel;
  /** A label read from the record (server text, cut to the legend's length), not one the app gives (a location's name). */
  fromRecord: boolean;
  /** Label as the stacking gives it → series index; bounded (later labels are looked up again, unkept). */
  indexOf: Map<string, number>;
  series: string[];
  /** Unit number (start / unitMs, a small integer: fast Map keys) → counts per series. */
  units: Map<number, Uint32Array>;
}

/**
 * Counts messages per time unit and series, keeping nothing of the rows: the grid's loaded rows
 * and main's "Count all" walk both count with this, so both charts mean the same.
 */
export function createActivityCounter(options: ActivityCounterOptions = {}): ActivityCounter {
  const scrub = options.scrubLabel ?? ((label: string) => label);
  const tallies = Object.entries(options.stackings ?? STACKINGS).map(([key, label]): [StackKey, Tally] => [
    key as StackKey,
    { label, fromRecord: (STACK_KEYS as string[]).includes(key), indexOf: new Map(), series: [], units: new Map() },
  ]);
  const tallyList = tallies.map(([, tally]) => tally);
  let timeField: string | null = null;
  let shownTimeField: string | null = null;
  let unitMs = MINUTE_MS;
  let rows = 0;
  let untimed = 0;

  const seriesIndex = (tally: Tally, raw: string): number => {
    const known = tally.indexOf.get(raw);
    if (known !== undefined) return known;
    const label = tally.fromRecord ? scrub(shortLabel(scrub(raw))) : scrub(raw);
    // Two labels alike after scrubbing (or both new past the cap) share one series.
    let index = tally.series.indexOf(label);
    if (index < 0) index = tally.series.length < MAX_SERIES - 1 ? tally.series.push(label) - 1 : otherIndex(tally);
    if (tally.indexOf.size < MAX_SERIES * 4) tally.indexOf.set(raw, index);
    return index;
  };

  for (const [key, tally] of tallies) for (const label of options.seriesFirst?.[key] ?? []) seriesIndex(tally, label);

  const coarsen = () => {
    const factor = QUARTER_HOUR_MS / unitMs;
    unitMs = QUARTER_HOUR_MS;
    for (const [, tally] of tallies) {
      const merged = new Map<number, Uint32Array>();
      for (const [unit, counts] of tally.units) {
        const into = merged.get(Math.floor(unit / factor)) ?? new Uint32Array(MAX_SERIES);
        counts.forEach((count, index) => {
          into[index] = (into[index] ?? 0) + count;
        });
        merged.set(Math.floor(unit / factor), into);
      }
      tally.units = merged;
    }
  };

  return {
    add(records) {
      // Decided on the first records that hold a time, then kept: every message is read the same way.
      if (timeField === null && records.length > 0) {
        timeField = detectTimeField(records);
        shownTimeField = timeField === null ? null : scrub(timeField);
      }
      for (let position = 0; position < records.length; position += 1) {
        const record = records[position]!;
        rows += 1;
        const ms = timeField === null ? null : readTime(record[timeField]);
        if (ms === null) {
          untimed += 1;
          continue;
        }
        const unit = Math.floor(ms / unitMs);
        for (const tally of tallyList) {
          const index = seriesIndex(tally, tally.label(record, position));
          let counts = tally.units.get(unit);
          if (!counts) tally.units.set(unit, (counts = new Uint32Array(MAX_SERIES)));
          counts[index] = (counts[index] ?? 0) + 1;
        }
      }
      if (unitMs === MINUTE_MS && (tallyList[0]?.units.size ?? 0) > MAX_MINUTE_UNITS) coarsen();
    },
    counts() {
      const stacks = Object.fromEntries(tallies.map(([key, tally]) => [key, stackCounts(tally, unitMs)])) as ActivityCounts['stacks'];
      return { timeField: shownTimeField, unitMs, rows, untimed, stacks };
    },
  };
}

function otherIndex(tally: Tally): number {
  const index = tally.series.indexOf(OTHER_VALUE);
  return index < 0 ? tally.series.push(OTHER_VALUE) - 1 : index;
}

function stackCounts(tally: Tally, unitMs: number): StackCounts {
  const width = tally.series.length;
  const units = [...tally.units]
    .sort(([a], [b]) => a - b)
    .map(([unit, counts]) => [unit * unitMs, ...Array.from(counts.subarray(0, width))]);
  return { series: [...tally.series], units };
}
