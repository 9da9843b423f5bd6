import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ExportOutcome } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { exportRows as exportRowsInMain } from '../../api/main-process';
import type { SearchSessionParams } from '../../api/queries';
import { Modal } from '../dialog/Modal';
import type { LoadedPage } from '../search-session/loaded-page';
import { buildExportRequest } from './export-request';

export type ExportDialogScope = 'page' | 'loaded' | 'all';

interface ExportDialogProps {
  params: SearchSessionParams;
  pages: readonly LoadedPage[];
  pageInView: number;
  /** Columns as shown in the grid (page and loaded rows). */
  columns: readonly string[];
  initialScope: ExportDialogScope;
  /** The zone times are shown in; the manifest records it beside the UTC times of the file. */
  displayTimeZone: string;
  /** Starts "export all results" (it runs after the dialog closes); null while one is running. */
  onExportAll: ((bom: boolean) => void) | null;
  onExported: (outcome: ExportOutcome) => void;
  onClose: () => void;
}

export function ExportDialog({ params, pages, pageInView, columns, initialScope, displayTimeZone, onExportAll, onExported, onClose }: ExportDialogProps) {
  const id = useId();
  const hasRows = pages.some((page) => page.items.length > 0);
  const [scope, setScope] = useState<ExportDialogScope>(hasRows || !onExportAll ? initialScope : 'all');
  const [pageNumber, setPageNumber] = useState(pageInView);
  const [bom, setBom] = useState(false);
  const loadedRows = pages.reduce((sum, page) => sum + page.items.length, 0);

  const exportRows = useMutation({
    mutationFn: (rowsScope: 'page' | 'loaded') =>
      exportRowsInMain(buildExportRequest(params, pages, rowsScope === 'page' ? { kind: 'page', pageNumber } : { kind: 'loaded' }, columns, bom, displayTimeZone)),
    onSuccess: (outcome) => {
      // null: the user closed the save dialog, which is not an error.
      if (outcome) onExported(outcome);
      onClose();
    },
  });
  const error = explorerErrorOf(exportRows.error);

  const submit = () => {
    if (scope !== 'all') {
      exportRows.mutate(scope);
      return;
    }
    if (!onExportAll) return;
    onExportAll(bom);
    onClose();
  };

  return (
    <Modal title="Export to CSV" onClose={onClose} initialFocus="input[type='radio']:checked">
      <fieldset className="fieldset">
        <legend>Rows to export</legend>
        <div className="choice">
          <input id={`${id}-page`} type="radio" name={`${id}-scope`} checked={scope === 'page'} disabled={!hasRows} onChange={() => setScope('page')} />
          <label htmlFor={`${id}-page`}>One page</label>
          <select
            aria-label="Page to export"
            value={pageNumber}
            disabled={scope !== 'page'}
            onChange={(event) => setPageNumber(Number(event.target.value))}
          >
            {pages.map((page) => (
              <option key={page.number} value={page.number}>
                Page {page.number} ({page.items.length} rows){page.number === pageInView ? ' — in view' : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="choice">
          <input id={`${id}-loaded`} type="radio" name={`${id}-scope`} checked={scope === 'loaded'} disabled={!hasRows} onChange={() => setScope('loaded')} />
          <label htmlFor={`${id}-loaded`}>All loaded rows ({loadedRows.toLocaleString()})</label>
        </div>
        <div className="choice">
          <input
            id={`${id}-all`}
            type="radio"
            name={`${id}-scope`}
            checked={scope === 'all'}
            disabled={!onExportAll}
            aria-describedby={`${id}-all-hint`}
            onChange={() => setScope('all')}
          />
          <label htmlFor={`${id}-all`}>All results of this search</label>
        </div>
        <p id={`${id}-all-hint`} className="modal__hint">
          {onExportAll
            ? 'Every page is fetched again from the server and written as it arrives, however many there are. You can keep browsing meanwhile.'
            : 'An export of all results is already running; wait for it to finish or cancel it.'}
        </p>
      </fieldset>
      <div className="choice">
        <input id={`${id}-bom`} type="checkbox" checked={bom} onChange={(event) => setBom(event.target.checked)} />
        <label htmlFor={`${id}-bom`}>Add a byte order mark (for Excel)</label>
      </div>
      <p className="modal__hint">
        {scope === 'all'
          ? 'Every field of every message, in the grid’s column order, hidden columns included. You choose where to save next.'
          : `Columns as shown in the grid (${columns.length}). You choose where to save next.`}{' '}
        Times are written in UTC (ISO 8601); the manifest notes you viewed them in {displayTimeZone}.
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error.message}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={exportRows.isPending || (scope === 'all' && !onExportAll)}
          onClick={submit}
        >
          {exportRows.isPending ? 'Exporting…' : scope === 'all' ? 'Export all' : 'Export'}
        </button>
      </div>
    </Modal>
  );
}
