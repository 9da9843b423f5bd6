import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { Modal } from '../../ui/dialog/Modal';
import { AdvancedSettings } from './AdvancedSettings';
import { ConnectionFields } from './ConnectionFields';
import { DeleteConnection } from './DeleteConnection';
import { FieldsSection } from './FieldsSection';
import { NewLocations } from './NewLocations';
import { SavedLocations } from './SavedLocations';
import { TestConnection } from './TestConnection';
import { TokenField } from './TokenField';
import { TokenStorageChoice } from './TokenStorageChoice';
import { draftFor, draftProblems, optionalNumber } from './connection-draft';
import type { ConnectionDraft, DraftProblems } from './connection-draft';
import { connectionTestKey, testFailure, useConnectionTest } from './use-connection-test';
import type { ConnectionTestState } from './use-connection-test';
import { useSaveConnection } from './use-save-connection';
import './connections.css';

export interface ConnectionDialogProps {
  /** null: a new connection. */
  connection: ConnectionView | null;
  /** Open with the token field focused (after a 401 or an unreadable token). */
  focusToken?: boolean;
  /** Open at Fields, the time's field focused (the grid found no time: "Choose the time field"). */
  focusTimeField?: boolean;
  weakKeyring: boolean;
  /** `anyway`: saved although the test refused it (its alert is to come). */
  onSaved: (connection: ConnectionView, anyway: boolean) => void;
  onDeleted: () => void;
  onClose: () => void;
}

export function ConnectionDialog({
  connection,
  focusToken,
  focusTimeField,
  weakKeyring,
  onSaved,
  onDeleted,
  onClose,
}: ConnectionDialogProps) {
  const [draft, setDraft] = useState<ConnectionDraft>(() => draftFor(connection));
  const [attempted, setAttempted] = useState<'save' | 'test' | null>(null);
  const creating = connection === null;
  const problems = draftProblems(draft, connection);
  const save = useSaveConnection(connection);
  const saveError = explorerErrorOf(save.error);
  // A test needs the address and the token only; saving needs everything.
  const shown: DraftProblems =
    attempted === 'save' ? problems : attempted === 'test' ? { baseUrl: problems.baseUrl, token: problems.token } : {};
  const test = useConnectionTest();
  const testLocations = creating ? draft.locations.map((location) => location.id) : connection.locations.map((location) => location.id);
  const testUnavailable =
    testLocations.length === 0
      ? 'Add a location to test the token against.'
      : !creating && !draft.token.trim()
        ? 'Enter a new token to test it; Verify all checks the saved one.'
        : null;
  const testResults = test.state && test.state.key === connectionTestKey(draft) ? test.state.results : new Map();
  const failedTest = testFailure(test.state, connectionTestKey(draft));
  // Saving what the test just refused is asked about once, for that test: an edit makes it stale.
  const [confirming, setConfirming] = useState<ConnectionTestState | null>(null);
  const asking = failedTest !== null && confirming === test.state;
  // The question lands above the buttons (which stay in view at the dialog's bottom): on a short
  // window it is scrolled to, so it is read before Save anyway.
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) question.current?.scrollIntoView({ block: 'center' });
  }, [asking]);

  const runTest = () => {
    setAttempted((current) => current ?? 'test');
    if (problems.baseUrl || problems.token) return;
    const requestTimeoutMs = optionalNumber(draft.timeoutSeconds, 1000);
    void test.run({
      ...(connection && { connectionId: connection.id }),
      label: draft.label.trim() || 'New connection',
      baseUrl: draft.baseUrl.trim(),
      token: draft.token.trim(),
      locations: testLocations,
      ...(requestTimeoutMs !== undefined && !problems.timeoutSeconds ? { requestTimeoutMs } : {}),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted('save');
    if (Object.keys(problems).length > 0) return;
    if (failedTest && !asking) {
      setConfirming(test.state);
      return;
    }
    save.mutate(draft, { onSuccess: (saved) => onSaved(saved, asking) });
  };

  return (
    <Modal
      title={creating ? 'Add a connection' : `Connection “${connection.label}”`}
      onClose={onClose}
      initialFocus={focusToken ? '[data-field="token"]' : focusTimeField ? '[data-role-field="time"]' : undefined}
      wide
    >
      <form className="connection-form" onSubmit={submit} noValidate>
        <ConnectionFields draft={draft} problems={shown} baseUrlManaged={connection?.isDemo ?? false} onChange={setDraft} />
        <TokenField
          value={draft.token}
          onChange={(token) => setDraft({ ...draft, token })}
          savedHint={connection?.hint ?? ''}
          error={shown.token}
        />
        <TokenStorageChoice value={draft.keepToken} weakKeyring={weakKeyring} onChange={(keepToken) => setDraft({ ...draft, keepToken })} />
        {creating ? (
          <NewLocations locations={draft.locations} onChange={(locations) => setDraft({ ...draft, locations })} results={testResults} />
        ) : (
          <SavedLocations connection={connection} />
        )}
        {/* The demo's token and address belong to the app: there is nothing to test before saving. */}
        {!connection?.isDemo && (
          <TestConnection
            state={test.state}
            stale={test.state !== null && test.state.key !== connectionTestKey(draft)}
            unavailable={testUnavailable}
            onTest={runTest}
            listFailures={!creating}
          />
        )}
        {!creating && <FieldsSection connection={connection} />}
        <AdvancedSettings draft={draft} problems={shown} learned={connection?.pageSizeLimit} onChange={setDraft} />
        {saveError && (
          <p className="field__error" role="alert">
            {saveError.message}
          </p>
        )}
        {asking && (
          <p ref={question} className="connection-form__confirm" role="alert">
            <strong>The test failed: save anyway?</strong> {failedTest}
          </p>
        )}
        <div className="modal__actions">
          {!creating && <DeleteConnection connection={connection} onDeleted={onDeleted} />}
          <span className="modal__spacer" />
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : asking ? 'Save anyway' : creating ? 'Add connection' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
