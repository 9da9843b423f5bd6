import { readMessage } from '../../../common/records/vocabulary/message-vocabulary';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';

/** Statuses that mean the message did not reach its recipient. */
const FAILED_KINDS: ReadonlySet<string> = new Set(['failed', 'undelivered']);

/** The contact numbers of the messages that failed among these (null where the number is not known). */
export function failedNumbers(items: readonly Record<string, unknown>[], fields: RoleFields): (string | null)[] {
  return items
    .map((item) => readMessage(item, fields))
    .filter((reading) => reading.status?.kind != null && FAILED_KINDS.has(reading.status.kind))
    .map((reading) => reading.contactNumber);
}

/** The window's title with the failures not yet seen in front: "(2) SMS Explorer". */
export function badgedTitle(base: string, unseenFailures: number): string {
  return unseenFailures > 0 ? `(${unseenFailures}) ${base}` : base;
}
