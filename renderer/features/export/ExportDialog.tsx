import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ExportOutcome } from '../../../common/ipc/contract';
import type { ExportPurpose } from '../../../common/export/export-formats';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { useRoleFields } from '../message-fields/role-fields-context';
import type { SearchSessionParams } from '../../api/queries';
import { Modal } from '../../ui/dialog/Modal';
import type { LoadedPage } from '../search-session/loaded-page';
import { buildExportRequest } from './export-request';
import { ExportScopeChoices } from './ExportScopeChoices';
import { ExportFormatChoices } from './ExportFormatChoices';
import type { ExportFileChoice, StreamedExportFileFields } from './export-file-choice';
import {
  DEFAULT_FILE_CHOICE,
  EXPORT_PURPOSE_KEY,
  choiceForPurpose,
  fileChoiceFor,
  formatFitsScope,
  isExportPurpose,
} from './export-file-choice';
import { useStoredState } from '../../state/use-stored-state';
import { defaultExportScope } from './export-scope';
import type { ExportDialogScope } from './export-scope';
import type { HeldRows } from './held-rows';

interface ExportDialogProps {
  params: SearchSessionParams;
  pages: readonly LoadedPage[];
  pageInView: number;
  /** Columns as shown in the grid (page and loaded rows). */
  columns: readonly string[];
  /** Whether the search has more results than the grid holds (see hasMoreThanLoaded). */
  moreOnServer: boolean;
  /** The choice asked for ("Export all results…"); otherwise the dialog picks (see defaultExportScope). */
  initialScope?: ExportDialogScope;
  /** The zone times are shown in; the manifest records it beside the UTC times of the file. */
  displayTimeZone: string;
  /** Starts "export all results" (it runs after the dialog closes); null while one is running. */
  onExportAll: ((file: StreamedExportFileFields) => void) | null;
  onExported: (outcome: ExportOutcome) => void;
  onClose: () => void;
  /** The loaded rows, when they are not `pages` as the server sent them (see HeldRows). */
  held?: HeldRows;
  /** What "All results" writes when not the grid's every field, hidden columns included. */
  allLabel?: string;
  /** The dialog's title when it is not the grid's rows ("Export conversation"). */
  title?: string;
  /** The rows' choices when they are not the grid's (a conversation's: whole, or the loaded). */
  scopeChoices?: (choice: ScopeChoice) => ReactNode;
}

/** What a view's own choice of rows reads and sets. */
export interface ScopeChoice {
  id: string;
  scope: ExportDialogScope;
  onScope: (scope: ExportDialogScope) => void;
  canExportAll: boolean;
}

export function ExportDialog(props: ExportDialogProps) {
  const { params, pages, pageInView, columns, moreOnServer, initialScope, displayTimeZone, onExportAll, onExported, onClose, held } = props;
  const id = useId();
  const roleFields = useRoleFields();
  const hasRows = held ? held.flat.length > 0 : pages.some((page) => page.items.length > 0);
  const [scope, setScope] = useState<ExportDialogScope>(
    () => initialScope ?? defaultExportScope({ hasRows, moreOnServer, canExportAll: onExportAll !== null }),
  );
  const [pageNumber, setPageNumber] = useState(pageInView);
  // The answer to "what is the file for" is remembered: an agent exporting for a dialer says so once.
  const [purpose, setStoredPurpose] = useStoredState(EXPORT_PURPOSE_KEY, 'spreadsheet', isExportPurpose);
  const [fileChoice, setFileChoice] = useState<ExportFileChoice>(() => choiceForPurpose(DEFAULT_FILE_CHOICE, purpose));
  const setPurpose = (next: ExportPurpose) => {
    setStoredPurpose(next);
    setFileChoice((current) => choiceForPurpose(current, next));
  };
  const file = fileChoiceFor(fileChoice, purpose);
  const chooseScope = (next: ExportDialogScope) => {
    setScope(next);
    // Markdown is for rows the window holds: every result falls back to CSV rather than nothing.
    if (!formatFitsScope(fileChoice.format, next)) setFileChoice({ ...fileChoice, format: 'csv' });
  };

  const exportRows = useMutation({
    mutationFn: (rowsScope: 'page' | 'loaded') =>
      mainProcess.exportRows({
        ...(held && rowsScope === 'loaded'
          ? held.request(file)
          : buildExportRequest(
              params,
              pages,
              rowsScope === 'page' ? { kind: 'page', pageNumber } : { kind: 'loaded' },
              columns,
              file,
              displayTimeZone,
            )),
        // The file writes the time roles as times, read as the window reads them.
        fields: roleFields,
      }),
    onSuccess: (outcome) => {
      // null: the user closed the save dialog, which is not an error.
      if (outcome) onExported(outcome);
      onClose();
    },
  });
  const error = explorerErrorOf(exportRows.error);

  // A form, so Enter on any choice exports as the button does (the browser submits only while it is enabled).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (scope !== 'all') {
      exportRows.mutate(scope);
      return;
    }
    if (!onExportAll || file.format === 'markdown') return;
    onExportAll({ ...file, format: file.format });
    onClose();
  };

  return (
    <Modal title={props.title ?? 'Export rows'} onClose={onClose} initialFocus="input[type='radio']:checked">
      <form className="modal__form" onSubmit={submit} noValidate>
        {props.scopeChoices ? (
          props.scopeChoices({ id, scope, onScope: chooseScope, canExportAll: onExportAll !== null })
        ) : (
          <ExportScopeChoices
            id={id}
            scope={scope}
            onScope={chooseScope}
            pages={pages}
            pageNumber={pageNumber}
            onPageNumber={setPageNumber}
            pageInView={pageInView}
            columns={columns}
            moreOnServer={moreOnServer}
            canExportAll={onExportAll !== null}
            held={held}
            allLabel={props.allLabel}
          />
        )}
        <ExportFormatChoices id={id} scope={scope} choice={fileChoice} onChoice={setFileChoice} purpose={purpose} onPurpose={setPurpose} />
        <p className="modal__hint">
          You choose where to save next. A manifest beside the file records its format, rows and SHA-256, and that you viewed times in{' '}
          {displayTimeZone}.
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
          <button type="submit" className="button button--primary" disabled={exportRows.isPending || (scope === 'all' && !onExportAll)}>
            {exportRows.isPending ? 'Exporting…' : scope === 'all' ? 'Export all' : 'Export'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
