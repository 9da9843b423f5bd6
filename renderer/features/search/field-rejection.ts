import { rejectedBodyField } from '../../../common/errors/error-table';
import type { ExplorerError } from '../../../common/ipc/contract';
import type { ChipField } from './search-draft';
import type { SearchDraft } from './search-draft';

/** The server's refusal of one field of the search, to be shown at that field. */
export interface FieldRejection {
  field: ChipField;
  message: string;
}

const FORM_FIELDS: Readonly<Record<string, ChipField>> = {
  query: 'query',
  direction: 'direction',
  status: 'status',
  phone_number: 'phoneNumber',
};

/** Which form field holds the body field the server refused: a field the form does not know came from the raw JSON. */
export function fieldRejection(error: ExplorerError | null, sent: SearchDraft): FieldRejection | null {
  const bodyField = error ? rejectedBodyField(error) : undefined;
  if (!error || !bodyField) return null;
  const message = error.serverMessage ?? error.message;
  // The raw JSON overrides the form, so a field it sets is the raw JSON's to fix.
  if (sent.rawBody.includes(`"${bodyField}"`)) return { field: 'rawBody', message };
  const custom = sent.filters.range === 'custom';
  if (bodyField === 'created_after') return { field: custom ? 'createdFrom' : 'range', message };
  if (bodyField === 'created_before') return { field: custom ? 'createdTo' : 'range', message };
  return { field: FORM_FIELDS[bodyField] ?? 'rawBody', message };
}
