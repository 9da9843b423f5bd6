import { useMutation } from '@tanstack/react-query';
import type { ExportAllOutcome } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { usePlaceActions } from '../errors/place-actions';
import { describeExportEnd } from './describe-export-end';
import './export.css';

interface ExportAllEndNoticeProps {
  outcome: ExportAllOutcome;
  source: string;
  onExportAgain: () => void;
  onDismiss: () => void;
}

/** How an "export all" ended: the file, or how far it got, what became of the file and what to do next. */
export function ExportAllEndNotice({ outcome, source, onExportAgain, onDismiss }: ExportAllEndNoticeProps) {
  const { reenterToken, pickLocation } = usePlaceActions();
  const end = describeExportEnd(outcome, source);
  const { path } = end;
  const show = useMutation({ mutationFn: (target: string) => mainProcess.showInFolder({ path: target }) });
  const showError = explorerErrorOf(show.error);

  return (
    <div className={`banner banner--${end.level} export-end`} role={end.level === 'error' ? 'alert' : 'status'}>
      <div className="banner__text export-end__text">
        <strong>{end.headline}</strong>
        {end.detail && <span>{end.detail}</span>}
        <span>
          {end.fileNote} {path && <code>{path}</code>}
        </span>
        {end.nextStep && <span className="export-end__next">{end.nextStep}</span>}
        {showError && <span className="field__error">{showError.message}</span>}
      </div>
      <div className="export-end__actions">
        {path && (
          <button type="button" className="button button--small" onClick={() => show.mutate(path)}>
            Show in folder
          </button>
        )}
        {end.actions.includes('reenter-token') && (
          <button type="button" className="button button--small button--primary" onClick={reenterToken}>
            Re-enter token
          </button>
        )}
        {end.actions.includes('pick-location') && (
          <button type="button" className="button button--small" onClick={pickLocation}>
            Pick another location
          </button>
        )}
        {outcome.status !== 'complete' && (
          <button type="button" className="button button--small" onClick={onExportAgain}>
            Export again
          </button>
        )}
        <button type="button" className="button button--small button--ghost" aria-label="Dismiss export all notice" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
