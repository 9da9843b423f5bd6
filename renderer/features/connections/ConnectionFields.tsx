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

/** What the address field takes, said for what it holds: the demo's name is no https address. */
function baseUrlHint(managed: boolean, demoChosen: boolean): string {
  if (managed) return 'Managed by the app: the demo server runs on this computer';
  if (demoChosen) return 'The demo server on this computer: the app finds its address at every start';
  return 'https, or http for this computer only';
}

export function ConnectionFields({ draft, problems, baseUrlManaged, onChange }: ConnectionFieldsProps) {
  const baseUrl = useRef<HTMLInputElement>(null);
  const demoChosen = draft.baseUrl.trim() === DEMO_BASE_URL_LABEL;
  return (
    <div className="form-grid">
      <TextField
        label="Label"
        value={draft.label}
        error={problems.label}
        onChange={(label) => onChange({ ...draft, label })}
        placeholder="Acme support"
      />
      <TextField
        ref={baseUrl}
        label="Base URL"
        value={draft.baseUrl}
        error={problems.baseUrl}
        hint={baseUrlHint(baseUrlManaged, demoChosen)}
        readOnly={baseUrlManaged}
        onChange={(baseUrl) => onChange({ ...draft, baseUrl })}
        spellCheck={false}
      />
      {!baseUrlManaged && !demoChosen && (
        // The demo's port changes at every start: main finds it, so a second demo token can be tried without it.
        <button
          type="button"
          className="link-button connection-form__demo-address"
          onClick={() => {
            onChange({ ...draft, baseUrl: DEMO_BASE_URL_LABEL });
            // The button goes once chosen: the focus stays in the dialog, on the address it filled.
            baseUrl.current?.focus();
          }}
        >
          Use the {DEMO_BASE_URL_LABEL}
        </button>
      )}
    </div>
  );
}
