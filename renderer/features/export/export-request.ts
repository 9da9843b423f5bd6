import type { OperationInput } from '../../../electron/ipc/contract';
import type { SearchParams } from '../../api/query-keys';
import type { LoadedPage } from '../results/loaded-page';

export type ExportScope = { kind: 'page'; pageNumber: number } | { kind: 'loaded' };

/** The exportRows input for one loaded page or for every loaded row, in grid column order. */
export function buildExportRequest(
  params: SearchParams,
  pages: readonly LoadedPage[],
  scope: ExportScope,
  columns: readonly string[],
  bom: boolean,
): OperationInput<'exportRows'> {
  const chosen = scope.kind === 'page' ? pages.filter((page) => page.number === scope.pageNumber) : pages;
  const safeLocation = params.locationId.replace(/[^\w.-]+/g, '_');
  return {
    connectionId: params.connectionId,
    locationId: params.locationId,
    body: params.body,
    pageSize: params.pageSize,
    scope: scope.kind,
    pages: chosen.map((page) => page.number),
    rows: chosen.flatMap((page) => page.items),
    columns: [...columns],
    bom,
    suggestedName: scope.kind === 'page' ? `sms-${safeLocation}-page-${scope.pageNumber}` : `sms-${safeLocation}-loaded-rows`,
  };
}
