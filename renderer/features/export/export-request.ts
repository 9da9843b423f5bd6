import { MAX_EXPORT_COLUMNS } from '../../../common/limits/export-columns';
import type { OperationInput } from '../../../common/ipc/contract';
import type { SearchSessionParams } from '../../api/queries';
import type { LoadedPage } from '../search-session/loaded-page';
import type { ExportFileFields, StreamedExportFileFields } from './export-file-choice';

export type ExportScope = { kind: 'page'; pageNumber: number } | { kind: 'loaded' };

/** The exportRows input for one loaded page or for every loaded row, in grid column order. */
export function buildExportRequest(
  params: SearchSessionParams,
  pages: readonly LoadedPage[],
  scope: ExportScope,
  columns: readonly string[],
  file: ExportFileFields,
  displayTimeZone?: string,
): OperationInput<'exportRows'> {
  const chosen = scope.kind === 'page' ? pages.filter((page) => page.number === scope.pageNumber) : pages;
  const safeLocation = fileSafe(params.locationId);
  return {
    connectionId: params.connectionId,
    locationId: params.locationId,
    body: params.body,
    pageSize: params.pageSize,
    scope: scope.kind,
    pages: chosen.map((page) => page.number),
    rows: chosen.flatMap((page) => page.items),
    columns: [...columns],
    ...file,
    suggestedName: scope.kind === 'page' ? `sms-${safeLocation}-page-${scope.pageNumber}` : `sms-${safeLocation}-loaded-rows`,
    ...(displayTimeZone ? { displayTimeZone } : {}),
  };
}

/**
 * The exportAll input: the same query as the grid's (main walks every page of it again), the
 * columns the grid knows in its order (hidden ones included: the file holds every field), and a
 * new export id that progress events and Cancel refer to.
 */
export function buildExportAllRequest(
  params: SearchSessionParams,
  knownColumns: readonly string[],
  file: StreamedExportFileFields,
  exportId: string,
  displayTimeZone?: string,
  suggestedName = `sms-${fileSafe(params.locationId)}-all-results`,
): OperationInput<'exportAll'> {
  return {
    exportId,
    connectionId: params.connectionId,
    locationId: params.locationId,
    body: params.body,
    pageSize: params.pageSize,
    ...file,
    // Main writes every field whether named or not: the names only set the file's leading order,
    // so however wide the records, the request stays within the contract's bound.
    columns: knownColumns.slice(0, MAX_EXPORT_COLUMNS),
    suggestedName,
    ...(displayTimeZone ? { displayTimeZone } : {}),
  };
}

/** The rows the window holds, in the order given (not the pages'): a conversation, rows across locations. */
export interface HeldRowsRequest {
  params: SearchSessionParams;
  /** The loaded pages' numbers, for the manifest. */
  pages: readonly number[];
  rows: readonly Record<string, unknown>[];
  /** Rows across locations: the location of each row. */
  locations?: readonly string[];
  /** Rows of a list of numbers: the number searched of each row. */
  numbers?: readonly string[];
  columns: readonly string[];
  suggestedName: string;
  displayTimeZone: string;
}

export function buildHeldRowsRequest(held: HeldRowsRequest, file: ExportFileFields): OperationInput<'exportRows'> {
  const { params } = held;
  return {
    connectionId: params.connectionId,
    locationId: params.locationId,
    body: params.body,
    pageSize: params.pageSize,
    scope: 'loaded',
    pages: [...held.pages],
    rows: [...held.rows],
    ...(held.locations && { locations: [...held.locations] }),
    ...(held.numbers && { numbers: [...held.numbers] }),
    columns: [...held.columns],
    ...file,
    suggestedName: held.suggestedName,
    displayTimeZone: held.displayTimeZone,
  };
}

/** A conversation's file: the number and the location, so it never takes a grid export's name. */
export function conversationFileName(phoneNumber: string, locationName: string): string {
  return `conversation-${fileSafe(phoneNumber.replace(/^\+/, ''))}-${fileSafe(locationName)}`;
}

function fileSafe(text: string): string {
  return text.replace(/[^\w.-]+/g, '_');
}
