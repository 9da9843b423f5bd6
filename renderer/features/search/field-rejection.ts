import { rejectedBodyField } from '../../../common/errors/error-table';
import type { ExplorerError } from '../../../common/ipc/contract';
import { formFieldOf, isTimeRangeField } from '../../../common/searches/filter-fields';
import type { ChipField } from './search-draft';
import type { SearchDraft } from './search-draft';

/** The server's refusal of one field of the search, to be shown at that field. */
export interface FieldRejection {
  field: ChipField;
  message: string;
}

/** Which form field holds the body field the server refused: a field the form does not know came from the raw JSON. */
export function fieldRejection(error: ExplorerError | null, sent: SearchDraft): FieldRejection | null {
  const bodyField = error ? rejectedBodyField(error) : undefined;
  if (!error || !bodyField) return null;
  const message = error.serverMessage ?? error.message;
  // The raw JSON overrides the form, so a field it sets is the raw JSON's to fix.
  if (sent.rawBody.includes(`"${bodyField}"`)) return { field: 'rawBody', message };
  const formField = formFieldOf(bodyField);
  if (formField === undefined) return { field: 'rawBody', message };
  // A preset range has no bound fields to show it at: the range's own choice holds it.
  if (isTimeRangeField(bodyField) && sent.filters.range !== 'custom') return { field: 'range', message };
  return { field: formField, message };
}
