import { useRef } from 'react';
import { DEMO_BASE_URL_LABEL } from '../../../common/connections/demo-address';
import { TextField } from './TextField';
import type { ConnectionDraft, DraftProblems } from './connection-draft';

interface ConnectionFieldsProps {
  draft: ConnectionDraft;
  problems: DraftProblems;
  /** The demo connection's address belongs to the app (its demo server's port changes per run). */
  baseUrlManaged: boolean;
  onChange: (draft: ConnectionDraft) => void;
}

export function ConnectionFields({ draft, problems, baseUrlManaged, onChange }: ConnectionFieldsProps) {
  const baseUrl = useRef<HTMLInputElement>(null);
  return (
    <div className="form-grid">
      <TextField label="Label" value={draft.label} error={problems.label} onChange={(label) => onChange({ ...draft, label })} placeholder="Acme support" />
      <TextField
        ref={baseUrl}
        label="Base URL"
        value={draft.baseUrl}
        error={problems.baseUrl}
        hint={baseUrlManaged ? 'Managed by the app: the demo server runs on this computer' : 'https, or http for this computer only'}
        readOnly={baseUrlManaged}
        onChange={(baseUrl) => onChange({ ...draft, baseUrl })}
        spellCheck={false}
      />
      {!baseUrlManaged && draft.baseUrl.trim() !== DEMO_BASE_URL_LABEL && (
        // The demo's port changes at every start: main finds it, so a second demo token can be tried without it.
        <button type="button" className="link-button connection-form__demo-address" onClick={() => {
            onChange({ ...draft, baseUrl: DEMO_BASE_URL_LABEL });
            // The button goes once chosen: the focus stays in the dialog, on the address it filled.
            baseUrl.current?.focus();
          }}>
          Use the {DEMO_BASE_URL_LABEL}
        </button>
      )}
    </div>
  );
}
