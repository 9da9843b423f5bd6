import { useCallback, useMemo, useRef, useState } from 'react';
import type { RoleChoices } from '../../../common/records/vocabulary/role-fields';
import { DETECTION_SAMPLE } from '../../../common/records/vocabulary/role-detection';
import { useConnectionFields } from '../message-fields/use-detection';
import { cellRolesOf, withSharedCells } from '../results/default-layout';
import { withTimeRoles } from '../results/time-roles';
import { useGridRows } from '../results/use-grid-rows';
import { useColumnLayout } from '../results/use-column-layout';
import { loadedRowsOf, pageAtRow } from '../results/loaded-rows';
import { timeColumnsOf } from '../time-zone/time-columns';
import type { SearchSession } from '../search-session/use-search-session';

/** The loaded rows as the grid shows them: columns chosen, sorted (loaded rows only), the row opened. */
export function useResultsView(session: SearchSession, choices: RoleChoices | undefined, locationZone?: string) {
  const pages = session.query.data?.pages;
  const [first, second] = pages ?? [];
  // The connection's one detection; made from this grid's first pages when it is the first to read records.
  const sample = useMemo(() => [...(first?.items ?? []), ...(second?.items ?? [])].slice(0, DETECTION_SAMPLE), [first, second]);
  const detected = useConnectionFields(
    session.params.connectionId,
    sample,
    Object.keys(session.params.body).length > 0,
    choices,
    locationZone,
  );
  // Everything here is memoized by the pages (a new array only when a page comes or goes) and
  // the sort, so scrolling and other renders never walk the loaded rows.
  const loaded = useMemo(() => loadedRowsOf(pages ?? []), [pages]);
  // While a new search of the same place loads its first page, the header keeps the columns it
  // had (no rows are shown under it), so it neither empties nor is built again for the new rows.
  const place = `${session.params.connectionId}|${session.params.locationId}`;
  const loadedTimeColumns = useMemo(() => timeColumnsOf(loaded.columns, loaded.count, loaded.flatAt), [loaded]);
  const [held, setHeld] = useState({ place, columns: loaded.columns, timeColumns: loadedTimeColumns, detected });
  // Compared by content: each page brings new arrays, and storing them anew would render the
  // workspace twice for every page (the common case is a search whose columns did not change).
  if (
    pages &&
    (held.place !== place ||
      !sameItems(held.columns, loaded.columns) ||
      !sameItems([...held.timeColumns], [...loadedTimeColumns]) ||
      held.detected !== detected)
  ) {
    setHeld({ place, columns: loaded.columns, timeColumns: loadedTimeColumns, detected });
  }
  const holding = !pages && held.place === place;
  const recordColumns = holding ? held.columns : loaded.columns;
  const { detection, fields } = holding ? held.detected : detected;
  const { columns, flatAt, order, sort, sortBy, clearSort } = useGridRows(recordColumns, loaded.count, loaded.flatAt, fields);
  const timeColumns = useMemo(
    () => withTimeRoles(holding ? held.timeColumns : loadedTimeColumns, fields),
    [holding, held.timeColumns, loadedTimeColumns, fields],
  );
  const prefs = useColumnLayout(session.params.connectionId, session.params.locationId, columns, fields);
  const [opened, setOpened] = useState<{ sessionId: string; record: Record<string, unknown> } | null>(null);
  // The top row changes on every scrolled row; only the Export dialog reads it, so it is kept
  // out of state: a state update here would render the whole workspace on each scroll frame.
  const topRow = useRef(0);

  const rowAt = useMemo(() => (order ? (index: number) => flatAt(order[index] ?? -1) : flatAt), [flatAt, order]);
  const recordAt = useCallback((index: number) => loaded.recordAt(order ? (order[index] ?? -1) : index), [loaded, order]);
  const { hiddenSet, orderedColumns } = prefs;
  const visibleColumns = useMemo(() => orderedColumns.filter((column) => !hiddenSet.has(column)), [orderedColumns, hiddenSet]);
  const roles = useMemo(() => cellRolesOf(visibleColumns, orderedColumns, fields), [visibleColumns, orderedColumns, fields]);
  const copyColumns = useMemo(() => withSharedCells(visibleColumns, roles), [visibleColumns, roles]);
  // Every row is of the session's one location.
  const { locationId } = session.params;
  const locationOf = useCallback(() => locationId, [locationId]);
  const noteTopRow = useCallback((rowIndex: number) => {
    topRow.current = rowIndex;
  }, []);

  return {
    pages: pages ?? [],
    loaded,
    /** Where the message vocabulary reads each role in these records (detected, the user's choice winning). */
    fields,
    /** What was detected in the first records; null before any arrived. */
    detection,
    /** The row at a display index among the loaded rows (sorted or in server order). */
    rowAt,
    /** The record as the server sent it, by the same display index. */
    recordAt,
    itemAt: recordAt,
    locationAt: locationOf,
    /** Columns holding date-times, labelled with the zone they are shown in. */
    timeColumns,
    rowCount: loaded.count,
    /** Sorting shows loaded rows only, so unloaded pages above leave no room. */
    rowOffset: sort ? 0 : loaded.rowOffset,
    visibleColumns,
    /** Columns drawn as more than text (codes in words, status badges, contact with number). */
    roles,
    /** The shown columns plus the contact's number shown in the contact's cell: what a copy holds. */
    copyColumns,
    prefs,
    allColumns: orderedColumns,
    sort,
    sortBy,
    clearSort,
    /** The page of the row at the top of the grid; call it from an event handler. */
    pageInView: () => (sort ? pages?.[0] : pageAtRow(pages ?? [], topRow.current))?.number ?? 1,
    noteTopRow,
    /** The row in the details, if any. */
    opened: opened?.sessionId === session.sessionId ? { item: opened.record, locationId: session.params.locationId } : null,
    open: (index: number) => {
      const record = recordAt(index);
      if (record) setOpened({ sessionId: session.sessionId, record });
    },
    close: () => setOpened(null),
  };
}

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

export type ResultsView = ReturnType<typeof useResultsView>;
