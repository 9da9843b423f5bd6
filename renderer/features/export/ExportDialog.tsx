import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ExportOutcome } from '../../../electron/ipc/contract';
import { call, explorerErrorOf, getExplorer } from '../../api/explorer';
import type { SearchParams } from '../../api/query-keys';
import { Modal } from '../dialog/Modal';
import type { LoadedPage } from '../results/loaded-page';
import { buildExportRequest } from './export-request';

interface ExportDialogProps {
  params: SearchParams;
  pages: readonly LoadedPage[];
  pageInView: number;
  columns: readonly string[];
  onExported: (outcome: ExportOutcome) => void;
  onClose: () => void;
}

export function ExportDialog({ params, pages, pageInView, columns, onExported, onClose }: ExportDialogProps) {
  const id = useId();
  const [scope, setScope] = useState<'page' | 'loaded'>('page');
  const [pageNumber, setPageNumber] = useState(pageInView);
  const [bom, setBom] = useState(false);
  const loadedRows = pages.reduce((sum, page) => sum + page.items.length, 0);

  const exportRows = useMutation({
    mutationFn: () =>
      call(getExplorer().exportRows(buildExportRequest(params, pages, scope === 'page' ? { kind: 'page', pageNumber } : { kind: 'loaded' }, columns, bom))),
    onSuccess: (outcome) => {
      // null: the user closed the save dialog, which is not an error.
      if (outcome) onExported(outcome);
      onClose();
    },
  });
  const error = explorerErrorOf(exportRows.error);

  return (
    <Modal title="Export to CSV" onClose={onClose}>
      <fieldset className="fieldset">
        <legend>Rows to export</legend>
        <div className="choice">
          <input id={`${id}-page`} type="radio" name={`${id}-scope`} checked={scope === 'page'} onChange={() => setScope('page')} />
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
          <input id={`${id}-loaded`} type="radio" name={`${id}-scope`} checked={scope === 'loaded'} onChange={() => setScope('loaded')} />
          <label htmlFor={`${id}-loaded`}>All loaded rows ({loadedRows.toLocaleString()})</label>
        </div>
      </fieldset>
      <div className="choice">
        <input id={`${id}-bom`} type="checkbox" checked={bom} onChange={(event) => setBom(event.target.checked)} />
        <label htmlFor={`${id}-bom`}>Add a byte order mark (for Excel)</label>
      </div>
      <p className="modal__hint">Columns as shown in the grid ({columns.length}). You choose where to save next.</p>
      {error && (
        <p className="field__error" role="alert">
          {error.message}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button--primary" disabled={exportRows.isPending} onClick={() => exportRows.mutate()}>
          {exportRows.isPending ? 'Exporting…' : 'Export'}
        </button>
      </div>
    </Modal>
  );
}
