import type { ActivityCounts, StackCounts, StackKey } from '../ipc/activity-data';
import { roleValue } from '../records/vocabulary/message-vocabulary';
import { readTime } from '../records/vocabulary/message-time';
import type { RoleFields } from '../records/vocabulary/role-fields';
import { bindingText, readingOf } from '../records/vocabulary/role-fields';
import { OTHER_VALUE, shortLabel, STACK_KEYS, STACK_WORDS, STACKINGS } from './stackings';
import type { StackLabel } from './stackings';
import { plausibleRange } from './plausible-time';

export const MINUTE_MS = 60_000;
export const QUARTER_HOUR_MS = 15 * MINUTE_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/**
 * The widths a count's units take, finest first: each is a whole number of the one before. Every
 * zone's offset is a whole quarter hour, so bars of any zone are exact up to quarter hours; past
 * them the chart puts a unit in the bar holding its middle (day bars in a half-hour zone may then
 * be off by half an hour at their edges, week and longer bars by the zone's offset).
 */
export const UNIT_WIDTHS_MS = [MINUTE_MS, QUARTER_HOUR_MS, HOUR_MS, DAY_MS] as const;
/**
 * Distinct units kept before counting by the next width: bounds memory and the size of a Count
 * all answer (a million messages in distinct quarter hours made 44 MB). Days are the last width:
 * the plausible range holds about 22,000 of them.
 */
export const MAX_UNITS = 20_000;
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
  /**
   * The fields the records are read by: the connection's one detection with the user's choices
   * winning, as the view that asks for the count reads them (none: no role is read). The counter
   * never detects on its own records, so the chart, Count all and the grid cannot disagree.
   */
  fields?: RoleFields;
  /** The clock the plausible range ends a few years after (plausible-time.ts). */
  now?: () => number;
}

export interface ActivityCounter {
  add(records: readonly Record<string, unknown>[]): void;
  counts(): ActivityCounts;
}

interface Tally {
  label: StackLabel;
  /** For a label read from the record (server text, cut to the legend's length): its words; none for one the app gives (a location's name). */
  words: ((label: string) => string) | null;
  /** Label as the stacking gives it → series index; bounded (later labels are looked up again, unkept). */
  indexOf: Map<string, number>;
  series: string[];
  /** Counts per unit and series, flat: at slot * MAX_SERIES + series index (see UnitSlots). */
  counts: Uint32Array;
}

/**
 * The time units with any message, each given a slot in the tallies' flat counts. Every stacking
 * counts every timed message, so they share the units; flat typed arrays, not an array per unit,
 * because at a message or two per unit (two years of messages in quarter hours) allocating one
 * per unit cost more than all the rest of the counting.
 */
interface UnitSlots {
  /** Unit number (start / unitMs, a small integer: fast Map keys) → slot. */
  slotOf: Map<number, number>;
  /** Slot → unit number. */
  units: number[];
}

const INITIAL_SLOTS = 256;

/**
 * Counts messages per time unit and series, keeping nothing of the rows: the grid's loaded rows
 * and main's "Count all" walk both count with this, so both charts mean the same.
 */
export function createActivityCounter(options: ActivityCounterOptions = {}): ActivityCounter {
  const scrub = options.scrubLabel ?? ((label: string) => label);
  const tallies = Object.entries(options.stackings ?? STACKINGS).map(([key, label]): [StackKey, Tally] => [
    key as StackKey,
    {
      label,
      words: (STACK_KEYS as string[]).includes(key) ? STACK_WORDS[key as keyof typeof STACK_WORDS] : null,
      indexOf: new Map(),
      series: [],
      counts: new Uint32Array(INITIAL_SLOTS * MAX_SERIES),
    },
  ]);
  const tallyList = tallies.map(([, tally]) => tally);
  let slots: UnitSlots = { slotOf: new Map(), units: [] };
  const read = options.fields ?? {};
  // The whole binding in words ("sent_at, then created_at (zone UTC)"), read through its list and zone below.
  const shownTimeField = read.time === undefined ? null : scrub(bindingText(read.time));
  const timeZone = read.time === undefined ? undefined : readingOf(read.time).zone;
  let unitMs = MINUTE_MS;
  let rows = 0;
  let untimed = 0;
  let outside = 0;
  const range = plausibleRange((options.now ?? Date.now)());

  const seriesIndex = (tally: Tally, raw: string): number => {
    const known = tally.indexOf.get(raw);
    if (known !== undefined) return known;
    const label = tally.words ? tally.words(scrub(shortLabel(scrub(raw)))) : scrub(raw);
    // Two labels alike after scrubbing (or both new past the cap) share one series.
    let index = tally.series.indexOf(label);
    if (index < 0) index = tally.series.length < MAX_SERIES - 1 ? tally.series.push(label) - 1 : otherIndex(tally);
    if (tally.indexOf.size < MAX_SERIES * 4) tally.indexOf.set(raw, index);
    return index;
  };

  for (const [key, tally] of tallies) for (const label of options.seriesFirst?.[key] ?? []) seriesIndex(tally, label);

  const slotFor = (unit: number): number => {
    const known = slots.slotOf.get(unit);
    if (known !== undefined) return known;
    const slot = slots.units.push(unit) - 1;
    slots.slotOf.set(unit, slot);
    for (const tally of tallyList) tally.counts = withRoomFor(tally.counts, slot);
    return slot;
  };

  const coarsen = () => {
    const wider = UNIT_WIDTHS_MS[UNIT_WIDTHS_MS.indexOf(unitMs as (typeof UNIT_WIDTHS_MS)[number]) + 1] ?? unitMs;
    const factor = wider / unitMs;
    unitMs = wider;
    const minutes = slots;
    const minuteCounts = tallyList.map((tally) => tally.counts);
    slots = { slotOf: new Map(), units: [] };
    tallyList.forEach((tally) => (tally.counts = new Uint32Array(INITIAL_SLOTS * MAX_SERIES)));
    minutes.units.forEach((unit, from) => {
      const into = slotFor(Math.floor(unit / factor));
      tallyList.forEach((tally, at) => {
        const old = minuteCounts[at] as Uint32Array;
        for (let index = 0; index < MAX_SERIES; index++) {
          const to = into * MAX_SERIES + index;
          tally.counts[to] = (tally.counts[to] as number) + (old[from * MAX_SERIES + index] as number);
        }
      });
    });
  };

  return {
    add(records) {
      for (let position = 0; position < records.length; position += 1) {
        const record = records[position]!;
        rows += 1;
        const ms = readTime(roleValue(record, read.time, read), timeZone);
        if (ms === null) {
          untimed += 1;
          continue;
        }
        if (ms < range.from || ms >= range.to) {
          outside += 1;
          continue;
        }
        const base = slotFor(Math.floor(ms / unitMs)) * MAX_SERIES;
        for (const tally of tallyList) {
          const at = base + seriesIndex(tally, tally.label(record, position, read));
          tally.counts[at] = (tally.counts[at] as number) + 1;
        }
      }
      while (unitMs !== DAY_MS && slots.units.length > MAX_UNITS) coarsen();
    },
    counts() {
      // Slots in time order, once for every stacking.
      const order = slots.units.map((_, slot) => slot).sort((a, b) => (slots.units[a] as number) - (slots.units[b] as number));
      const stacks = Object.fromEntries(
        tallies.map(([key, tally]) => [key, stackCounts(tally, order, slots.units, unitMs)]),
      ) as ActivityCounts['stacks'];
      return { timeField: shownTimeField, unitMs, rows, untimed, outside, stacks };
    },
  };
}

/** The counts, doubled in size when `slot` does not fit. */
function withRoomFor(counts: Uint32Array, slot: number): Uint32Array {
  if ((slot + 1) * MAX_SERIES <= counts.length) return counts;
  const grown = new Uint32Array(counts.length * 2);
  grown.set(counts);
  return grown;
}

function otherIndex(tally: Tally): number {
  const index = tally.series.indexOf(OTHER_VALUE);
  return index < 0 ? tally.series.push(OTHER_VALUE) - 1 : index;
}

function stackCounts(tally: Tally, order: number[], units: number[], unitMs: number): StackCounts {
  const width = tally.series.length;
  const rows = order.map((slot) => {
    const row = new Array<number>(width + 1);
    row[0] = (units[slot] as number) * unitMs;
    for (let index = 0; index < width; index++) row[index + 1] = tally.counts[slot * MAX_SERIES + index] as number;
    return row;
  });
  return { series: [...tally.series], units: rows };
}
