import { memo, useId, useState } from 'react';
import { ColumnResizeHandle } from './ColumnResizeHandle';
import type { CellRole } from './default-layout';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { useRoleFields } from '../message-fields/role-fields-context';
import { fieldLabel } from './field-labels';
import { templateColumns } from './grid-geometry';
import { useHeaderFocus } from './use-header-focus';
import type { SortState } from './sort-rows';
import { textColumnOf } from './role-columns';

interface GridHeaderProps {
  /** The rendered columns (those in view, plus a few). */
  columns: readonly string[];
  /** Index of the first rendered column among all columns. */
  firstColumn: number;
  /** CSS padding standing for the columns not rendered on either side. */
  inset: string;
  widthOf: (column: string) => number;
  onResize: (column: string, width: number) => void;
  sort: SortState | null;
  onSort: (column: string) => void;
  /** Columns holding date-times, labelled with the zone they are shown in. */
  timeColumns: ReadonlySet<string>;
  zoneLabel: string;
  roles: ReadonlyMap<string, CellRole>;
}

/** The header's words; the field's path is in its tooltip. */
function headerLabel(column: string, role: CellRole | undefined, fields: RoleFields): string {
  return role?.kind === 'contact' && role.numberColumns.length > 0 ? 'Contact' : fieldLabel(column, fields);
}

/** Memoized: the grid renders on every scroll frame, the header only when its props change. */
export const GridHeader = memo(function GridHeader({
  columns,
  firstColumn,
  inset,
  widthOf,
  onResize,
  sort,
  onSort,
  timeColumns,
  zoneLabel,
  roles,
}: GridHeaderProps) {
  const id = useId();
  const fields = useRoleFields();
  const [preview, setPreview] = useState<{ column: string; width: number } | null>(null);
  const currentWidth = (column: string) => (preview?.column === column ? preview.width : widthOf(column));
  const focus = useHeaderFocus((index) => `${id}-${index}`, firstColumn, columns.length);

  return (
    <div className="grid__head" role="rowgroup">
      <div
        className="grid__row grid__row--head"
        role="row"
        aria-rowindex={1}
        style={{ gridTemplateColumns: templateColumns(columns, currentWidth, textColumnOf(fields)), padding: inset }}
      >
        {columns.map((column, offset) => {
          const index = firstColumn + offset;
          const direction = sort?.column === column ? sort.direction : undefined;
          const role = roles.get(column);
          const label = headerLabel(column, role, fields);
          const path = role?.kind === 'contact' && role.numberColumns.length > 0 ? [column, ...role.numberColumns].join(' and ') : column;
          return (
            <div
              key={column}
              className="grid__header"
              role="columnheader"
              aria-colindex={index + 1}
              data-column={column}
              aria-sort={direction ?? 'none'}
              aria-labelledby={`${id}-${index}`}
            >
              <button
                id={`${id}-${index}`}
                type="button"
                className="grid__sort"
                title={`${label} (field ${path}). Click to sort the loaded rows.`}
                tabIndex={index === focus.tabbable ? 0 : -1}
                onFocus={() => focus.onFocus(index)}
                onKeyDown={(event) => focus.onKeyDown(event, index)}
                onClick={() => onSort(column)}
              >
                <span className="grid__header-text">{label}</span>
                {timeColumns.has(column) && <span className="grid__header-zone">{zoneLabel}</span>}
                <span className="grid__sort-mark" aria-hidden="true">
                  {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
                </span>
              </button>
              <ColumnResizeHandle
                label={label}
                width={currentWidth(column)}
                tabbable={index === focus.tabbable}
                onPreview={(width) => setPreview(width === null ? null : { column, width })}
                onCommit={(width) => onResize(column, width)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
});
