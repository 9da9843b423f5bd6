import type { AcrossOrder, LocatedRow } from '../../../common/ipc/contract';
import { flattenRecord, inferColumns } from '../../../common/records/flatten';
import { roleOfColumn } from '../../../common/records/vocabulary/message-vocabulary';
import type { MessageRole } from '../../../common/records/vocabulary/message-roles';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';

/** Rows read to choose the columns: enough to see every field the first screen has. */
const SAMPLE_ROWS = 100;
/** Roles shown by default after Location and the time: what a support agent reads first. */
const FIRST: readonly MessageRole[] = ['direction', 'status', 'contactNumber', 'contactName', 'text'];
/** Said by the Location column already, or not for reading. */
const LEFT_OUT: readonly MessageRole[] = ['location', 'id'];
const MAX_COLUMNS = 7;

export interface AcrossColumns {
  /** After Location: the time field first, the usual message fields, then others as they come. */
  columns: string[];
  /** The field the rows are ordered by (the merge's), or the message vocabulary's time. */
  timeColumn: string | undefined;
}

export function acrossColumns(rows: readonly LocatedRow[], order: AcrossOrder | null, fields: RoleFields): AcrossColumns {
  const known = inferColumns(rows.slice(0, SAMPLE_ROWS).map((row) => flattenRecord(row.item)));
  const time = order?.mode === 'merged' ? order.timeField : typeof fields.time === 'string' ? fields.time : undefined;
  const rank = (column: string) => {
    const role = roleOfColumn(column, fields);
    const at = role ? FIRST.indexOf(role) : -1;
    return at < 0 ? FIRST.length : at;
  };
  const rest = known
    .filter((column) => column !== time && !LEFT_OUT.includes(roleOfColumn(column, fields) as MessageRole))
    .map((column, index) => ({ column, index, rank: rank(column) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.column);
  return { columns: [...(time ? [time] : []), ...rest].slice(0, MAX_COLUMNS), timeColumn: time };
}
