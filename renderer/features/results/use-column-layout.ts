import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnLayout } from '../../../common/ipc/contract';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { queries } from '../../api/queries';
import { useToast } from '../../ui/toast/toast-context';
import { clampWidth, defaultWidth } from './column-width';
import { defaultColumnOrder, moveColumn, orderColumns } from './column-order';
import { defaultHiddenColumns } from './default-layout';

const NO_WIDTHS: ColumnLayout['widths'] = {};
const NO_LEAD: readonly string[] = [];

/**
 * Column order, widths and hidden columns of one connection × location, kept by main in the
 * settings file; `locationId` null is the search across the connection's locations, which keeps
 * one layout per connection. Changes show at once (written to the query cache) and are saved
 * behind; a save that fails leaves the layout working for this session and says why it was not
 * kept. `lead`: columns a view adds (Location), first and shown until the user arranges them otherwise.
 */
export function useColumnLayout(
  connectionId: string,
  locationId: string | null,
  columns: readonly string[],
  fields: RoleFields,
  lead: readonly string[] = NO_LEAD,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const layoutQuery = queries.columnLayout(connectionId, locationId);
  const key = layoutQuery.queryKey;
  const query = useQuery(layoutQuery);
  const save = useMutation({
    mutationFn: (layout: ColumnLayout | null) =>
      layout
        ? mainProcess.saveColumnLayout({ connectionId, locationId, layout })
        : mainProcess.resetColumnLayout({ connectionId, locationId }),
    onError: (error) =>
      toast(`This column layout applies until the app closes, but was not saved: ${explorerErrorOf(error)?.message ?? 'unknown problem'}`),
  });
  const layout = query.data ?? null;
  const orderedColumns = useMemo(() => {
    if (layout || lead.length === 0) return orderColumns(columns, layout, fields);
    const present = lead.filter((column) => columns.includes(column));
    return [
      ...present,
      ...defaultColumnOrder(
        columns.filter((column) => !present.includes(column)),
        fields,
      ),
    ];
  }, [columns, layout, lead, fields]);
  // Until the user arranges the columns, the agent-first default hides what an agent rarely reads;
  // a saved layout wins, and a change starts from what is on screen.
  const current = useMemo(
    () =>
      layout ?? { order: [], widths: NO_WIDTHS, hidden: defaultHiddenColumns(columns, fields).filter((column) => !lead.includes(column)) },
    [layout, columns, lead, fields],
  );
  const hiddenSet = useMemo(() => new Set(current.hidden), [current.hidden]);
  // Stable while the widths are unchanged: the grid lays its columns out again only when it changes.
  const widthOf = useCallback((column: string) => current.widths[column] ?? defaultWidth(column, fields), [current.widths, fields]);

  const update = (change: (previous: ColumnLayout) => ColumnLayout) => {
    // The order in effect is saved whole, so the arrangement the user sees is the one kept.
    const next = change({ ...current, order: [...orderedColumns] });
    queryClient.setQueryData(key, next);
    save.mutate(next);
  };

  return {
    /** The saved layout; null until the user arranges the columns (or after Reset layout). */
    layout,
    /** Where the layout is kept, in words: what the column chooser says. */
    keptFor: locationId === null ? 'searches across this connection’s locations' : 'this location',
    /** Every column (hidden ones included) in the order the grid shows them. */
    orderedColumns,
    hidden: current.hidden,
    /** The hidden columns as a set, so a wide record's columns are checked in constant time each. */
    hiddenSet,
    widthOf,
    setWidth: (column: string, width: number) =>
      update((previous) => ({ ...previous, widths: { ...previous.widths, [column]: clampWidth(width) } })),
    toggle: (column: string) =>
      update((previous) => ({
        ...previous,
        hidden: previous.hidden.includes(column) ? previous.hidden.filter((name) => name !== column) : [...previous.hidden, column],
      })),
    showAll: () => update((previous) => ({ ...previous, hidden: [] })),
    move: (column: string, offset: number) => update((previous) => ({ ...previous, order: moveColumn(previous.order, column, offset) })),
    reset: () => {
      queryClient.setQueryData(key, null);
      save.mutate(null);
    },
  };
}

export type ColumnLayoutControls = ReturnType<typeof useColumnLayout>;
