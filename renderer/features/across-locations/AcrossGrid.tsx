import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { LocatedRow } from '../../../common/ipc/contract';
import { flattenRecord } from '../../../common/records/flatten';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { roleOfColumn } from '../../../common/records/vocabulary/message-vocabulary';
import { cellContent } from '../results/cell-content';
import { cellRolesOf } from '../results/default-layout';
import { fieldLabel } from '../results/field-labels';
import type { TimeDisplay } from '../time-zone/time-display';

const ROW_HEIGHT = 32;
/** Rows rendered beyond each edge of the view: as few as the one-location grid's, each is layout work. */
const OVERSCAN_ROWS = 4;
/** Rows from the end at which the next screen is asked for. */
const NEAR_END = 20;

interface AcrossGridProps {
  rows: readonly LocatedRow[];
  columns: readonly string[];
  /** Its header names the zone the times are shown in. */
  timeColumn: string | undefined;
  /** Where the message vocabulary reads each role in these rows: labels, words and badges as the one-location grid's. */
  fields: RoleFields;
  time: TimeDisplay;
  locationName: (locationId: string) => string;
  /** Whether scrolling near the end may ask for the next screen. */
  canLoadMore: boolean;
  onNearEnd: () => void;
}

/** The rows of every location as one table; the Location column says where each row came from. */
export function AcrossGrid({ rows, columns, timeColumn, fields, time, locationName, canLoadMore, onNearEnd }: AcrossGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer's own state drives the rendering; the compiler cannot memoize around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: OVERSCAN_ROWS });
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? -1;
  const template = `minmax(9rem, 1fr) ${columns.map((column) => columnWidth(column, timeColumn, fields)).join(' ')}`;
  const roles = cellRolesOf(columns, columns, fields);

  useEffect(() => {
    if (canLoadMore && lastRendered >= rows.length - NEAR_END) onNearEnd();
  }, [canLoadMore, lastRendered, rows.length, onNearEnd]);

  return (
    <div ref={scrollRef} className="across-grid" tabIndex={0} role="region" aria-label="Results from all locations">
      <div role="table" aria-rowcount={rows.length + 1} aria-label="Messages across locations">
        <div role="rowgroup" className="across-grid__head">
          <div role="row" className="across-grid__row" style={{ gridTemplateColumns: template }}>
            <div role="columnheader" className="across-grid__cell">
              Location
            </div>
            {columns.map((column) => (
              <div key={column} role="columnheader" className="across-grid__cell">
                {column === timeColumn ? `${fieldLabel(column, fields)} (${time.label})` : fieldLabel(column, fields)}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="across-grid__body" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((virtual) => {
            const row = rows[virtual.index]!;
            // Only the rows in view are flattened, each time they render.
            const record = flattenRecord(row.item);
            return (
              <div
                key={virtual.key}
                role="row"
                aria-rowindex={virtual.index + 2}
                className="across-grid__row"
                data-location={row.locationId}
                style={{ gridTemplateColumns: template, transform: `translateY(${virtual.start}px)` }}
              >
                <div role="cell" className="across-grid__cell across-grid__location">
                  {locationName(row.locationId)}
                </div>
                {columns.map((column) => {
                  // As the one-location grid shows them: times in the chosen zone, the value as sent in the tooltip.
                  const { text, title } = cellContent(record, column, roles.get(column), time);
                  return (
                    <div key={column} role="cell" className="across-grid__cell" title={title ?? (text.length > 40 ? text : undefined)}>
                      {text}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** A phone number is what this view is searched for, so the contact's number fits one whole ("+1 415 555 0123"). */
function columnWidth(column: string, timeColumn: string | undefined, fields: RoleFields): string {
  const role = roleOfColumn(column, fields);
  if (role === 'text') return 'minmax(14rem, 3fr)';
  if (column === timeColumn) return 'minmax(13.5rem, 1fr)';
  if (role === 'contactNumber') return 'minmax(9.5rem, 1fr)';
  return 'minmax(7rem, 1fr)';
}
