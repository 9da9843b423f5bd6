import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { Modal } from '../dialog/Modal';
import { ConnectionFields } from './ConnectionFields';
import { DeleteConnection } from './DeleteConnection';
import { NewLocations } from './NewLocations';
import { SavedLocations } from './SavedLocations';
import { TokenField } from './TokenField';
import { TokenStorageChoice } from './TokenStorageChoice';
import { draftFor, draftProblems } from './connection-draft';
import type { ConnectionDraft } from './connection-draft';
import { useSaveConnection } from './use-save-connection';
import './connections.css';

export interface ConnectionDialogProps {
  /** null: a new connection. */
  connection: ConnectionView | null;
  /** Open with the token field focused (after a 401 or an unreadable token). */
  focusToken?: boolean;
  weakKeyring: boolean;
  onSaved: (connection: ConnectionView) => void;
  onDeleted: () => void;
  onClose: () => void;
}

export function ConnectionDialog({ connection, focusToken, weakKeyring, onSaved, onDeleted, onClose }: ConnectionDialogProps) {
  const [draft, setDraft] = useState<ConnectionDraft>(() => draftFor(connection));
  const [attempted, setAttempted] = useState(false);
  const creating = connection === null;
  const problems = draftProblems(draft, connection);
  const save = useSaveConnection(connection);
  const saveError = explorerErrorOf(save.error);
  const shown = attempted ? problems : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(problems).length > 0) return;
    save.mutate(draft, { onSuccess: onSaved });
  };

  return (
    <Modal
      title={creating ? 'Add a connection' : `Connection “${connection.label}”`}
      onClose={onClose}
      initialFocus={focusToken ? '[data-field="token"]' : undefined}
      wide
    >
      <form className="connection-form" onSubmit={submit} noValidate>
        <ConnectionFields draft={draft} problems={shown} baseUrlManaged={connection?.isDemo ?? false} onChange={setDraft} />
        <TokenField value={draft.token} onChange={(token) => setDraft({ ...draft, token })} savedHint={connection?.hint ?? ''} error={shown.token} />
        <TokenStorageChoice value={draft.keepToken} weakKeyring={weakKeyring} onChange={(keepToken) => setDraft({ ...draft, keepToken })} />
        {creating ? (
          <NewLocations locations={draft.locations} onChange={(locations) => setDraft({ ...draft, locations })} />
        ) : (
          <SavedLocations connection={connection} />
        )}
        {saveError && (
          <p className="field__error" role="alert">
            {saveError.message}
          </p>
        )}
        <div className="modal__actions">
          {!creating && <DeleteConnection connection={connection} onDeleted={onDeleted} />}
          <span className="modal__spacer" />
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : creating ? 'Add connection' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
