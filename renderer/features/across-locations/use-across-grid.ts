import { useCallback, useMemo, useState } from 'react';
import { LOCATION_NAME_COLUMN } from '../../../common/records/located-row';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { CELL_PADDING_PX, DEFAULT_CHAR_PX } from '../results/cell-fit';
import { MIN_COLUMN_WIDTH } from '../results/column-width';
import { cellRolesOf, withSharedCells } from '../results/default-layout';
import { NO_SELECTION } from '../results/row-selection';
import type { RowSelection } from '../results/row-selection';
import { withTimeRoles } from '../results/time-roles';
import { useGridRows } from '../results/use-grid-rows';
import { useColumnLayout } from '../results/use-column-layout';
import { timeColumnsOf } from '../time-zone/time-columns';
import { LEAD, leadWidths } from './lead-room';
import { shortNames } from './short-names';
import { locatedRowsOf } from './located-rows';
import type { AcrossSearch } from './use-across-search';
import type { OpenedRow } from '../workspace/grid-rows';

const MAX_NAME_WIDTH = 220;

/** Wide enough for the longest of the searched locations' short names (up to a bound): the name is what tells the rows apart. */
function locationColumnWidth(names: readonly string[]): number {
  const longest = Math.max(0, ...names.map((name) => name.length));
  return Math.min(MAX_NAME_WIDTH, Math.max(2 * MIN_COLUMN_WIDTH, Math.ceil(longest * DEFAULT_CHAR_PX + CELL_PADDING_PX)));
}

/**
 * The rows of a search across locations as the one-location grid shows its rows (use-results-view):
 * columns and layout, sort of the loaded rows, selection, the row opened in the details.
 */
/** `fields`: where the message vocabulary reads each role in these rows (detected, the user's choice winning). */
export function useAcrossGrid(
  across: AcrossSearch,
  connectionId: string,
  nameOf: (locationId: string) => string,
  fields: RoleFields,
  locationNames: readonly string[],
) {
  const located = useMemo(() => locatedRowsOf(across.rows, nameOf), [across.rows, nameOf]);
  // The role columns and the sort of the loaded rows, as on one location.
  const { columns, flatAt, order, sort, sortBy, clearSort } = useGridRows(located.columns, located.count, located.flatAt, fields);
  const timeColumns = useMemo(
    () => withTimeRoles(timeColumnsOf(located.columns, located.count, located.flatAt), fields),
    [located, fields],
  );
  // One layout per connection, kept across restarts, whichever of its locations a search reads.
  const prefs = useColumnLayout(connectionId, null, columns, fields, LEAD);
  // Display index → index among the merged rows.
  const sourceOf = useCallback((index: number) => (order ? (order[index] ?? -1) : index), [order]);
  const rowAt = useCallback((index: number) => flatAt(sourceOf(index)), [flatAt, sourceOf]);
  const recordAt = useCallback((index: number) => located.recordAt(sourceOf(index)), [located, sourceOf]);
  const itemAt = useCallback((index: number) => located.itemAt(sourceOf(index)), [located, sourceOf]);
  const locationAt = useCallback((index: number) => located.locationAt(sourceOf(index)), [located, sourceOf]);
  const numberAt = useCallback((index: number) => located.numberAt(sourceOf(index)), [located, sourceOf]);
  const markOf = useCallback(
    (index: number) => (located.lateAt(sourceOf(index)) ? { fresh: false, change: null, late: true } : undefined),
    [located, sourceOf],
  );
  const { hiddenSet, orderedColumns, layout } = prefs;
  const baseWidthOf = prefs.widthOf;
  const namesKey = locationNames.join('\n');
  const short = useMemo(() => shortNames(namesKey.split('\n')), [namesKey]);
  const nameWidth = useMemo(() => locationColumnWidth([...short.values()]), [short]);
  // Every column a copy or a file keeps; the grid leaves out a Location that would say one name on
  // every row (the title and the strip name it).
  const listedColumns = useMemo(() => orderedColumns.filter((column) => !hiddenSet.has(column)), [orderedColumns, hiddenSet]);
  const oneLocation = locationNames.length === 1;
  const visibleColumns = useMemo(
    () => (oneLocation ? listedColumns.filter((column) => column !== LOCATION_NAME_COLUMN) : listedColumns),
    [listedColumns, oneLocation],
  );
  // The lead columns take their room from the agent's columns, so Status stays in the grid's width.
  const widthsFor = useCallback(
    (room: number) => {
      const fitted = leadWidths(visibleColumns, { fields, userWidths: layout?.widths ?? {}, widthOf: baseWidthOf, nameWidth, room });
      return (column: string) => fitted.get(column) ?? baseWidthOf(column);
    },
    [visibleColumns, layout, fields, nameWidth, baseWidthOf],
  );
  const roles = useMemo(() => {
    const byColumn = cellRolesOf(listedColumns, orderedColumns, fields);
    // The Location column shows each name's short form, the whole name in its tooltip, copies and files.
    byColumn.set(LOCATION_NAME_COLUMN, { kind: 'short', shortOf: (name) => short.get(name) ?? name });
    return byColumn;
  }, [listedColumns, orderedColumns, fields, short]);
  const copyColumns = useMemo(() => withSharedCells(listedColumns, roles), [listedColumns, roles]);

  // A new search or sort is a new grid: its selection and opened row do not carry over.
  const gridKey = `${across.submitted?.run ?? 0}|${sort?.column ?? ''}|${sort?.direction ?? ''}`;
  const [selected, setSelected] = useState<{ gridKey: string; selection: RowSelection }>({ gridKey, selection: NO_SELECTION });
  // The row itself, not its place: rows arriving from other locations may move it down.
  const [opened, setOpened] = useState<{ gridKey: string; row: OpenedRow } | null>(null);

  return {
    fields,
    gridKey,
    rowCount: located.count,
    /** The merged rows are all loaded: none above the first. */
    rowOffset: 0,
    rowAt,
    /** The record beside its location: JSON copies. */
    recordAt,
    /** The record as its server sent it: details, the conversation's number. */
    itemAt,
    locationAt,
    numberAt,
    /** A row that came late is marked where it landed. */
    markOf,
    timeColumns,
    prefs,
    allColumns: orderedColumns,
    /** Each column's width in a grid `room` pixels wide (its visible width). */
    widthsFor,
    visibleColumns,
    roles,
    copyColumns,
    sort,
    sortBy,
    clearSort,
    selection: selected.gridKey === gridKey ? selected.selection : NO_SELECTION,
    select: (selection: RowSelection) => setSelected({ gridKey, selection }),
    /** The row in the details, if any. */
    opened: opened?.gridKey === gridKey ? opened.row : null,
    open: (index: number) => {
      const item = itemAt(index);
      const locationId = locationAt(index);
      if (item && locationId !== undefined) setOpened({ gridKey, row: { item, locationId } });
    },
    close: () => setOpened(null),
  };
}

export type AcrossGridView = ReturnType<typeof useAcrossGrid>;
