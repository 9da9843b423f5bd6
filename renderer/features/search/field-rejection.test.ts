import { describe, expect, it } from 'vitest';
import type { ExplorerError } from '../../../common/ipc/contract';
import { describeError } from '../errors/describe-error';
import { fieldRejection } from './field-rejection';
import { emptyFilters } from './filters';
import { initialDraft } from './search-draft';

const refused = (extra: Partial<ExplorerError>): ExplorerError => ({
  kind: 'invalid_request',
  status: 400,
  code: 'INVALID_ARGUMENT',
  message: 'The API rejected the request (HTTP 400, code INVALID_ARGUMENT): … Check the filters.',
  ...extra,
});

describe('a refused filter', () => {
  it('is shown at the field that holds it, in the server’s words, with Edit filters and never Retry', () => {
    const error = refused({ field: 'phone_number', serverMessage: 'phone_number must be an E.164 number such as +14155550123.' });
    const sent = { ...initialDraft, filters: { ...emptyFilters, phoneNumber: '5125550148' } };
    expect(fieldRejection(error, sent)).toEqual({
      field: 'phoneNumber',
      message: 'phone_number must be an E.164 number such as +14155550123.',
    });
    expect(describeError(error)).toEqual({
      title: 'The server refused the filter phone_number',
      detail: 'phone_number must be an E.164 number such as +14155550123.',
      actions: ['edit-filters'],
    });
  });

  it('is found from the message when the server names no field, and belongs to the raw JSON when that set it', () => {
    const error = refused({ serverMessage: 'created_before must be later than created_after.' });
    const custom = { ...initialDraft, filters: { ...emptyFilters, range: 'custom' as const } };
    expect(fieldRejection(error, custom)?.field).toBe('createdTo');
    expect(fieldRejection(error, { ...initialDraft, filters: { ...emptyFilters, range: 'yesterday' } })?.field).toBe('range');
    expect(
      fieldRejection(refused({ field: 'campaign', serverMessage: 'Unknown field "campaign".' }), {
        ...initialDraft,
        rawBody: '{"campaign": 1}',
      })?.field,
    ).toBe('rawBody');
  });

  it('leaves the page size, the page token and other errors to their own panels', () => {
    expect(fieldRejection(refused({ field: 'page_size' }), initialDraft)).toBeNull();
    expect(fieldRejection(refused({ serverMessage: 'Request body too large', status: 413 }), initialDraft)).toBeNull();
    expect(
      fieldRejection({ kind: 'server', status: 500, message: 'x', serverMessage: 'phone_number lookup failed' }, initialDraft),
    ).toBeNull();
    expect(describeError(refused({ serverMessage: 'Something else' })).actions).toContain('retry');
  });
});
