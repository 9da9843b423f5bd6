import { useState } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { Modal } from '../../ui/dialog/Modal';
import { useAppMutation } from './use-app-mutation';

interface DeleteConnectionProps {
  connection: ConnectionView;
  onDeleted: () => void;
}

/** Deleting wipes the token, so it is confirmed first. */
export function DeleteConnection({ connection, onDeleted }: DeleteConnectionProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useAppMutation((_: void) => mainProcess.deleteConnection({ connectionId: connection.id }));
  const problem = explorerErrorOf(remove.error);

  return (
    <>
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        Delete connection…
      </button>
      {confirming && (
        <Modal
          title={`Delete “${connection.label}”?`}
          role="alertdialog"
          onClose={() => setConfirming(false)}
          initialFocus="[data-autofocus]"
        >
          <p>The connection, its locations and its saved token are removed from this computer. This cannot be undone.</p>
          {problem && (
            <p className="field__error" role="alert">
              {problem.message}
            </p>
          )}
          <div className="modal__actions">
            <button type="button" className="button" data-autofocus onClick={() => setConfirming(false)}>
              Keep it
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
            >
              Delete
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
