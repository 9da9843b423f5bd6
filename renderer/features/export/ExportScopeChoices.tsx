import { useMemo } from 'react';
import type { LoadedPage } from '../search-session/loaded-page';
import type { ExportDialogScope } from './export-scope';
import { estimateCsvBytes, formatBytes } from './export-scope';
import type { HeldRows } from './held-rows';
import { countOf } from '../status-bar/count-text';
import { formatWhole } from '../../ui/whole-number';

interface ExportScopeChoicesProps {
  id: string;
  scope: ExportDialogScope;
  onScope: (scope: ExportDialogScope) => void;
  pages: readonly LoadedPage[];
  pageNumber: number;
  onPageNumber: (pageNumber: number) => void;
  pageInView: number;
  columns: readonly string[];
  moreOnServer: boolean;
  canExportAll: boolean;
  /** Loaded rows that are not `pages` (see HeldRows): no page of them is offered. */
  held: HeldRows | undefined;
  allLabel: string | undefined;
}

/**
 * The three things an export can hold. Each says, at the choice, how much it writes and which
 * columns: the rows choices write the grid's visible columns, all results every field.
 */
export function ExportScopeChoices(props: ExportScopeChoicesProps) {
  const { id, scope, onScope, pages, columns, held } = props;
  const loadedRows = held ? held.flat.length : pages.reduce((sum, page) => sum + page.items.length, 0);
  const hasRows = loadedRows > 0;
  // Once per dialog: the loaded rows do not change while it is open.
  const loadedSize = useMemo(
    () => estimateCsvBytes(held ? held.flat : pages.flatMap((page) => page.items), columns),
    [held, pages, columns],
  );
  const pageRows = pages.find((page) => page.number === props.pageNumber)?.items.length ?? 0;
  const visible = `the ${columns.length} columns shown in the grid`;
  const rows = (count: number) => `${formatWhole(count)} ${count === 1 ? 'row' : 'rows'}`;
  const loadedHint = held
    ? `${held.label}, about ${formatBytes(loadedSize)}`
    : `${rows(loadedRows)}, about ${formatBytes(loadedSize)}, ${visible}`;

  return (
    <fieldset className="fieldset export-scope">
      <legend>Rows to export</legend>
      {!held && <PageChoice {...props} hasRows={hasRows} hint={`${rows(pageRows)}, ${visible}.`} />}
      <div className="choice">
        <input
          id={`${id}-loaded`}
          type="radio"
          name={`${id}-scope`}
          checked={scope === 'loaded'}
          disabled={!hasRows}
          aria-describedby={`${id}-loaded-hint`}
          onChange={() => onScope('loaded')}
        />
        <label htmlFor={`${id}-loaded`}>All loaded rows ({formatWhole(loadedRows)})</label>
      </div>
      <p id={`${id}-loaded-hint`} className="modal__hint export-scope__hint">
        {loadedHint}.{props.moreOnServer ? ' The server has more.' : ' Every result of the search is loaded.'}
      </p>
      <div className="choice">
        <input
          id={`${id}-all`}
          type="radio"
          name={`${id}-scope`}
          checked={scope === 'all'}
          disabled={!props.canExportAll}
          aria-describedby={`${id}-all-hint`}
          onChange={() => onScope('all')}
        />
        <label htmlFor={`${id}-all`}>All results of this search</label>
      </div>
      <p id={`${id}-all-hint`} className="modal__hint export-scope__hint">
        {!props.canExportAll
          ? 'An export of all results is already running; wait for it to finish or cancel it.'
          : `${props.moreOnServer ? `More than ${rows(loadedRows)}` : rows(loadedRows)} with ${props.allLabel ?? 'every field, hidden columns included'}. Every page is fetched again from the server and written as it arrives; you can keep browsing.`}
      </p>
    </fieldset>
  );
}

/** One loaded page of the grid, chosen by number. */
function PageChoice({
  id,
  scope,
  onScope,
  pages,
  pageNumber,
  onPageNumber,
  pageInView,
  hasRows,
  hint,
}: ExportScopeChoicesProps & { hasRows: boolean; hint: string }) {
  return (
    <>
      <div className="choice">
        <input
          id={`${id}-page`}
          type="radio"
          name={`${id}-scope`}
          checked={scope === 'page'}
          disabled={!hasRows}
          aria-describedby={`${id}-page-hint`}
          onChange={() => onScope('page')}
        />
        <label htmlFor={`${id}-page`}>One page</label>
        <select
          aria-label="Page to export"
          value={pageNumber}
          disabled={scope !== 'page'}
          onChange={(event) => onPageNumber(Number(event.target.value))}
        >
          {pages.map((page) => (
            <option key={page.number} value={page.number}>
              Page {page.number} ({countOf(page.items.length, 'row', 'rows')}){page.number === pageInView ? ' — in view' : ''}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-page-hint`} className="modal__hint export-scope__hint">
        {hint}
      </p>
    </>
  );
}
