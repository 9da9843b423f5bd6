import { useMutation } from '@tanstack/react-query';
import type { ExportOutcome } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { describeFileNotes } from './export-file-choice';
import { formatWhole } from '../../ui/whole-number';

interface ExportNoticeProps {
  outcome: ExportOutcome;
  onDismiss: () => void;
}

export function ExportNotice({ outcome, onDismiss }: ExportNoticeProps) {
  const show = useMutation({ mutationFn: () => mainProcess.showInFolder({ path: outcome.path }) });
  const error = explorerErrorOf(show.error);
  const notes = describeFileNotes(outcome.notes);
  return (
    <div className="banner banner--success" role="status">
      <p className="banner__text">
        Exported {formatWhole(outcome.rows)} {outcome.rows === 1 ? 'row' : 'rows'} to <code>{outcome.path}</code>
        {notes && <span> {notes}</span>}
        {error && <span className="field__error"> {error.message}</span>}
      </p>
      <button type="button" className="button button--small" onClick={() => show.mutate()}>
        Show in folder
      </button>
      <button type="button" className="button button--small button--ghost" onClick={onDismiss} aria-label="Dismiss export notice">
        Dismiss
      </button>
    </div>
  );
}
