import type { AcrossOrder, LocatedRow } from '../../../common/ipc/contract';
import { flattenRecord, inferColumns } from '../../../common/records/flatten';

/** Rows read to choose the columns: enough to see every field the first screen has. */
const SAMPLE_ROWS = 100;
/** Fields shown by default after Location and the time: what a support agent reads first. */
const FIRST = ['direction', 'status', 'from', 'to', 'contact.name', 'body'];
/** Said by the Location column already, or not for reading. */
const LEFT_OUT = new Set(['location_id', 'id']);
const MAX_COLUMNS = 7;

export interface AcrossColumns {
  /** After Location: the time field first, the usual message fields, then others as they come. */
  columns: string[];
  /** The field the rows are ordered by (the merge's), or the first that looks like a time. */
  timeColumn: string | undefined;
}

export function acrossColumns(rows: readonly LocatedRow[], order: AcrossOrder | null): AcrossColumns {
  const known = inferColumns(rows.slice(0, SAMPLE_ROWS).map((row) => flattenRecord(row.item)));
  const time = order?.mode === 'merged' ? order.timeField : known.find((column) => /_at$|time/i.test(column));
  const rest = [...FIRST.filter((column) => known.includes(column)), ...known.filter((column) => !FIRST.includes(column))];
  const columns = [...(time ? [time] : []), ...rest.filter((column) => column !== time && !LEFT_OUT.has(column))];
  return { columns: columns.slice(0, MAX_COLUMNS), timeColumn: time };
}
