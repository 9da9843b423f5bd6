import { readDirection } from './direction-words';
import { readTimeValue } from './message-time';
import { readPhone } from './phone-value';
import { statusKind } from './status-words';
import { isEmptyValue, valueAt } from './value-at';

// What detection knows of one field over the sampled records: how many hold a time, a phone
// number, a direction or status word, text with spaces. Read per field only when a role asks.

export interface PathStats {
  present: number;
  times: number;
  /** Date-times that state no zone: readable once the user states one. */
  zoneless: number;
  strings: number;
  distinct: Set<string>;
  directions: number;
  statuses: number;
  phones: number;
  /** E.164 digits written without `+`. */
  barePhones: number;
  textLength: number;
  spaced: number;
}

export function statsOf(records: readonly Record<string, unknown>[], path: string): PathStats {
  const stats: PathStats = {
    present: 0,
    times: 0,
    zoneless: 0,
    strings: 0,
    distinct: new Set(),
    directions: 0,
    statuses: 0,
    phones: 0,
    barePhones: 0,
    textLength: 0,
    spaced: 0,
  };
  for (const record of records) {
    const value = valueAt(record, path);
    if (isEmptyValue(value)) continue;
    stats.present += 1;
    const time = readTimeValue(value);
    if (time.ms !== null) stats.times += 1;
    else if (time.problem === 'no-zone') stats.zoneless += 1;
    const phone = readPhone(value, true);
    if (phone && !phone.withoutPlus) stats.phones += 1;
    if (phone?.withoutPlus) stats.barePhones += 1;
    if (typeof value !== 'string') continue;
    stats.strings += 1;
    stats.distinct.add(value);
    stats.textLength += value.length;
    if (/\s/.test(value.trim())) stats.spaced += 1;
    if (readDirection(value)) stats.directions += 1;
    if (statusKind(value)) stats.statuses += 1;
  }
  return stats;
}

export const all = (count: number, stats: PathStats) => stats.present > 0 && count === stats.present;
export const allOrNone = (count: number, stats: PathStats) => count === stats.present;
export const allNumbers = (stats: PathStats) => all(stats.phones, stats) || all(stats.barePhones, stats);
